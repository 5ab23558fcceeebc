import { describe, expect, it } from "vitest";
import type { ResolvedField, ResolvedJourney } from "../../src/engine/index.ts";
import { describeDomain, domainKey, domainOf, fieldDomain, productDomains, resultDomain } from "../../tools/lint/valueDomains.ts";

const field = (overrides: Partial<ResolvedField>): ResolvedField =>
  ({ name: "x", label: "X", widget: "text", schema: { type: "string" }, schemaKey: "x", ...overrides }) as ResolvedField;

function journeyOf(pages: Record<string, unknown>[]): ResolvedJourney {
  const byId = Object.fromEntries(pages.map((page) => [page.id, { file: "p.json", route: "/", title: "", next: [], ...page }]));
  return {
    id: "car",
    version: "1.0.0",
    name: "Car",
    startPage: pages[0].id as string,
    limits: {},
    pages: byId,
    pageOrder: Object.keys(byId),
  } as ResolvedJourney;
}

describe("fieldDomain", () => {
  it("takes a finite domain from options, an enum or const, and from a boolean type", () => {
    expect(
      fieldDomain(
        field({
          widget: "radios",
          options: [
            { value: "A", label: "A" },
            { value: "B", label: "B" },
          ],
        }),
      ).values,
    ).toEqual([undefined, "A", "B"]);
    expect(fieldDomain(field({ schema: { type: "string", enum: ["MONTHLY"] } })).values).toEqual([undefined, "MONTHLY"]);
    expect(fieldDomain(field({ schema: { const: 3 } })).values).toEqual([undefined, 3]);
    expect(fieldDomain(field({ widget: "toggle", schema: { type: "boolean" } })).values).toEqual([undefined, true, false]);
  });

  it("takes an open range from a number schema and the kind of strings from the widget or options list", () => {
    expect(fieldDomain(field({ widget: "number", schema: { type: "integer", minimum: 0, maximum: 12 } })).numbers).toEqual({
      min: 0,
      max: 12,
      integer: true,
    });
    expect(fieldDomain(field({ schema: { type: "number" } })).numbers).toEqual({ min: -Infinity, max: Infinity, integer: false });
    expect(fieldDomain(field({ widget: "date" })).strings).toBe("dates");
    expect(fieldDomain(field({ widget: "radios", optionsFrom: "title" })).strings).toBe("codes");
    expect(fieldDomain(field({})).strings).toBe("text");
  });

  it("adds the dropdown placeholder, and knows nothing of lists, objects or options it cannot read", () => {
    expect(fieldDomain(field({ widget: "select", schema: { type: "integer" }, options: [{ value: 1, label: "1" }] })).values).toEqual([
      undefined,
      1,
      "nonselected",
    ]);
    expect(fieldDomain(field({ widget: "checkboxes", schema: { type: "array" } })).anything).toBe(true);
    expect(fieldDomain(field({ options: "yesno" as never })).anything).toBe(true);
  });

  it("drops the options of a transformed answer: the stored form may differ", () => {
    const domain = fieldDomain(field({ options: [{ value: "a", label: "A" }], transform: { upper: [{ var: "value" }] } }));
    expect(domain.values).toEqual([undefined]);
    expect(domain.strings).toBe("text");
  });
});

describe("resultDomain", () => {
  it("is a literal itself, an if's branches, a date for date operations and anything otherwise", () => {
    expect(resultDomain(99).values).toEqual([undefined, 99]);
    expect(resultDomain({ if: [{ var: "answers.a" }, 1, 2] }).values).toEqual([undefined, 1, 2]);
    expect(resultDomain({ today: [] }).strings).toBe("dates");
    expect(resultDomain({ var: "result.code" }).anything).toBe(true);
  });

  it("adds nothing when the value keeps the answer as it is", () => {
    expect(resultDomain({ if: [{ var: "answers.s" }, { var: "answers.code" }, "nonselected"] }, "job.code", "job").values).toEqual([
      undefined,
      "nonselected",
    ]);
  });
});

describe("productDomains", () => {
  const journey = journeyOf([
    {
      id: "about",
      section: "driver",
      fields: [
        field({
          name: "years",
          widget: "slider",
          schema: { type: "integer", minimum: 3, maximum: 17 },
          default: 99,
          effects: [{ set: { other: "X" } }],
        }),
        field({ name: "other", widget: "radios", options: [{ value: "A", label: "A" }] }),
      ],
      actions: [{ id: "go", label: "Go", then: [{ set: { "vehicle.abicode": { var: "result.abicode" }, "named.0.added": true } }] }],
    },
    { id: "car", section: "vehicle", fields: [field({ name: "abicode" })] },
    { id: "named", section: "named.{index}.driver", fields: [field({ name: "added", widget: "toggle", schema: { type: "boolean" } })] },
  ]);
  const domains = productDomains(journey);

  it("adds defaults and effects' literals to what the field allows", () => {
    expect(domainOf(domains, "driver.years")).toMatchObject({ values: [undefined, 99], numbers: { min: 3, max: 17 } });
    expect(domainOf(domains, "driver.other")?.values).toEqual([undefined, "A", "X"]);
  });

  it("knows nothing of an answer set from a server result, or of one no field asks", () => {
    expect(domainOf(domains, "vehicle.abicode")).toBeUndefined();
    expect(domainOf(domains, "driver.unasked")).toBeUndefined();
  });

  it("shares one domain between named-driver slots", () => {
    expect(domainKey("named.1.driver.added")).toBe("named.{index}.driver.added");
    expect(domainOf(domains, "named.0.driver.added")?.values).toEqual([undefined, true, false]);
  });
});

describe("describeDomain", () => {
  it("says what an answer can be in words", () => {
    expect(describeDomain({ values: [undefined, "PANEL", "PICKUP"] })).toBe('one of "PANEL", "PICKUP"');
    expect(describeDomain({ values: [undefined, true, false] })).toBe("true or false");
    expect(describeDomain({ values: [undefined], numbers: { min: 0, max: 12, integer: true } })).toBe("a whole number from 0 to 12");
    expect(describeDomain({ values: [undefined, "nonselected"], strings: "codes" })).toBe('a code from a reference list or "nonselected"');
  });
});
