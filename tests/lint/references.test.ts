import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintJourneys } from "../../tools/lint/index.ts";
import { isError, REPO_ROOT } from "../../tools/lint/problem.ts";
import { REFERENCE_CHECKS } from "../../tools/lint/checkReferences.ts";
import { DEFECTS } from "./cases/references.ts";
import type { ResolvedField, ResolvedJourney, ResolvedPage } from "../../src/engine/index.ts";
import { draftPaths } from "../../tools/lint/referenceDraftPaths.ts";
import { limitPathsOf, readProblem, scopeOf, type ProductNames } from "../../tools/lint/referenceReads.ts";
import { placeholderProblems } from "../../tools/lint/referencePlaceholders.ts";
import { elementIds, placeProblems } from "../../tools/lint/referencePlaces.ts";

const FIXTURES = join(REPO_ROOT, "tests/fixtures/journeys");
const REGISTRIES = {
  widgetNamesFile: join(FIXTURES, "_registries/widgetNames.json"),
  referenceDataFile: join(FIXTURES, "_registries/referenceData.json"),
};

const field = (name: string, extra: Partial<ResolvedField> = {}): ResolvedField => ({
  name,
  label: name,
  widget: "text",
  schema: { type: "string" },
  schemaKey: name,
  ...extra,
});

const page = (id: string, extra: Partial<ResolvedPage> = {}): ResolvedPage => ({
  id,
  route: `/${id}`,
  title: id,
  fields: [],
  next: [{ to: "rate" }],
  file: `car/pages/${id}.json`,
  ...extra,
});

function journeyOf(...pages: ResolvedPage[]): ResolvedJourney {
  return {
    id: "car",
    version: "1.0.0",
    name: "Car",
    startPage: pages[0].id,
    limits: { namedDrivers: 2, driverAge: { min: 17, max: 75 }, codes: ["DR10"] },
    pages: Object.fromEntries(pages.map((p) => [p.id, p])),
    pageOrder: pages.map((p) => p.id),
  };
}

const about = page("about", {
  section: "driver",
  fields: [
    field("dob"),
    field("address", { schema: { type: "object" } }),
    field("cover", { effects: [{ set: { excess: 250, label: { var: "answers.cover" } } }] }),
  ],
});
const vehicle = page("vehicle", {
  section: "vehicle",
  reference: ["fuelType"],
  fields: [field("fuel", { optionsFrom: "fuel" })],
  loaders: [
    { source: "lookup", args: {}, as: "models", onResult: [{ set: { "vehicle.abicode": { var: "result.abicode" }, "device.type": "X" } }] },
  ],
});
const named = page("named", { section: "named.{index}.driverPersonal", fields: [field("firstName")] });
const history = page("history", {
  section: "history",
  fields: [field("claim1"), field("claim2")],
  loaders: [{ source: "s", args: {}, as: "claims" }],
});
const journey = journeyOf(about, vehicle, named, history);
const draft = draftPaths(journey);

const names: ProductNames = {
  product: "car",
  journey,
  draft,
  limitPaths: limitPathsOf(journey.limits),
  loadedOn: new Map([
    ["models", ["vehicle"]],
    ["claims", ["history"]],
  ]),
  referenceData: new Set(["fuelType", "fuel", "title"]),
  resultShapes: false,
};
const everywhere = { value: true, result: true, data: true };
const problemOf = (path: string, on: ResolvedPage = about, scope = everywhere) => readProblem(path, on, scope, names);

describe("draftPaths", () => {
  it("knows asked answers at section.name, the sections holding them and what effects and outcomes set", () => {
    for (const path of ["driver.dob", "driver", "driver.excess", "driver.label", "vehicle.abicode", "device.type", "history.claim2"]) {
      expect(draft.has(path), path).toBe(true);
    }
    expect(draft.has("driver.dobb")).toBe(false);
    expect(draft.has("history.claim3")).toBe(false);
  });

  it("lets a read go inside objects (an object field, a set from logic) but not inside plain values", () => {
    expect(draft.has("driver.address.line1")).toBe(true);
    expect(draft.has("vehicle.abicode.part")).toBe(true);
    expect(draft.has("driver.dob.year")).toBe(false);
    expect(draft.has("device.type.part")).toBe(false);
  });

  it("knows a named-driver page's answers with {index} and in each slot up to limits.namedDrivers", () => {
    expect(draft.has("named.{index}.driverPersonal.firstName")).toBe(true);
    expect(draft.has("named.0.driverPersonal.firstName")).toBe(true);
    expect(draft.has("named.1.driverPersonal.firstName")).toBe(true);
    expect(draft.has("named.2.driverPersonal.firstName")).toBe(false);
    expect(draft.has("named.1.added")).toBe(true);
  });

  it("knows what the app keeps in the draft, and the parts of the rate only", () => {
    expect(draft.has("token")).toBe(true);
    expect(draft.has("rate.premium.annual")).toBe(true);
    expect(draft.has("token.part")).toBe(false);
  });
});

describe("scopeOf", () => {
  it("gives value to rules and transforms, result to onResult outcomes, and no data to summary lines", () => {
    expect(scopeOf('field "dob" rules[0].errorWhen')).toEqual({ value: true, result: false, data: true });
    expect(scopeOf('field "dob" rules[1].params.max').value).toBe(true);
    expect(scopeOf("rules[0].errorWhen").value).toBe(true);
    expect(scopeOf('field "name" transform').value).toBe(true);
    expect(scopeOf('field "dob" visibleWhen').value).toBe(false);
    expect(scopeOf("loaders[0].onResult[1].when").result).toBe(true);
    expect(scopeOf("actions[0].load.onResult[0].set.rate").result).toBe(true);
    expect(scopeOf("loaders[0].onEmpty[0].when").result).toBe(false);
    expect(scopeOf("actions[0].then[0].set.x").result).toBe(false);
    expect(scopeOf("summary[0].value").data).toBe(false);
    expect(scopeOf("content[0].rows[0].value").data).toBe(true);
  });
});

describe("readProblem", () => {
  it("resolves answers against the page's section, quote against the draft and driver against the driver's sections", () => {
    expect(problemOf("answers.dob")).toBeUndefined();
    expect(problemOf("answers")).toBeUndefined();
    expect(problemOf("quote.history.claim1")).toBeUndefined();
    expect(problemOf("answers.firstName", named)).toBeUndefined();
    expect(problemOf("driver.driverPersonal.firstName", named)).toBeUndefined();
    expect(problemOf("quote.named.1.driverPersonal.firstName")).toBeUndefined();
    expect(problemOf("answers.dobb")?.text).toBe('no page of "car" asks or sets "driver.dobb" (did you mean "answers.dob"?)');
    expect(problemOf("answers.frstName", named)?.text).toContain('(did you mean "answers.firstName"?)');
    expect(problemOf("quote.history.claim3")?.text).toContain('(did you mean "quote.history.claim1"?)');
  });

  it("resolves limits, lists and values inside them", () => {
    expect(problemOf("limits.driverAge.max")).toBeUndefined();
    expect(problemOf("limits.codes.0")).toBeUndefined();
    expect(problemOf("limits.driverAge.maxx")?.text).toBe(
      'the limits of "car" have no "driverAge.maxx" (did you mean "limits.driverAge.max"?)',
    );
  });

  it("resolves data to the page's loaders and the reference lists it fetches", () => {
    expect(problemOf("data.models.years", vehicle)).toBeUndefined();
    expect(problemOf("data.reference.fuelType", vehicle)).toBeUndefined();
    expect(problemOf("data.reference.fuel", vehicle)).toBeUndefined();
    expect(problemOf("data.claims", vehicle)?.text).toBe('"claims" is loaded on page "history", not on page "vehicle"');
    expect(problemOf("data.reference.title", vehicle)?.text).toContain('page "vehicle" does not fetch reference list "title"');
    expect(problemOf("data.reference.fuelTyp", vehicle)?.text).toContain('(did you mean "data.reference.fuelType"?)');
  });

  it("gives value, result and data only where the engine sets them", () => {
    const visibleWhen = scopeOf('field "dob" visibleWhen');
    expect(problemOf("value", about, visibleWhen)).toMatchObject({ kind: "out-of-scope" });
    expect(problemOf("result.x", about, visibleWhen)).toMatchObject({ kind: "out-of-scope" });
    expect(problemOf("data.models", vehicle, scopeOf("summary[0].value"))).toMatchObject({ kind: "out-of-scope" });
    expect(problemOf("value", about, scopeOf('field "dob" rules[0].errorWhen'))).toBeUndefined();
  });

  it("knows product, today and the journey's id and version, and nothing else at the top", () => {
    for (const path of ["product", "today", "journey.version", "journey.id"]) expect(problemOf(path), path).toBeUndefined();
    expect(problemOf("journey.name")?.kind).toBe("unknown");
    expect(problemOf("today.year")?.kind).toBe("unknown");
    expect(problemOf("limit.driverAge")?.text).toContain('(did you mean "limits"?)');
  });
});

describe("placeholderProblems", () => {
  const texts = (p: ResolvedPage) => placeholderProblems(p, (f) => `field "${f.name}"`).map((found) => found.text);

  it("accepts the placeholders each failing keyword fills, {limit} shared by every keyword falling back to invalid", () => {
    const ok = page("ok", {
      fields: [
        field("age", {
          schema: { type: "integer", minimum: 17, maximum: 99 },
          messages: { minimum: "At least {min}", maximum: "At most {max} ({limit})" },
        }),
        field("nick", { schema: { type: "string", minLength: 2, maxLength: 9 }, messages: { invalid: "Between 2 and 9 ({limit})" } }),
      ],
    });
    expect(texts(ok)).toEqual([]);
  });

  it("reports a placeholder the failing keyword does not fill, or that nothing fills", () => {
    const bad = page("bad", {
      fields: [
        field("nick", {
          schema: { type: "string", minLength: 2, maxLength: 9 },
          messages: { required: "Enter {max}", maxLength: "At most {min}", invalid: "Between 2 and {max}", minimum: "At least {min}" },
        }),
        field("code", { schema: { type: "string", pattern: "^A" }, messages: { pattern: "Must match {patern}" } }),
      ],
    });
    expect(texts(bad)).toEqual([
      'field "nick" messages.required: {max} is shown as written (a required message has no placeholders)',
      'field "nick" messages.maxLength: {min} is not filled by schema.maxLength (it fills {limit}, {max})',
      'field "nick" messages.invalid: {max} stays unfilled when schema.minLength fails (it is filled by maximum, exclusiveMaximum, maxLength, maxItems)',
      'field "nick" messages.minimum: {min} is filled only when schema.minimum fails, and the schema has no minimum',
      'field "code" messages.pattern: {patern} is no placeholder the engine fills (did you mean "{pattern}"?)',
    ]);
  });

  it("lets {index} through on named-driver pages only, and reports any other placeholder in a plain text", () => {
    const rule = { field: "firstName", errorWhen: false, message: "Driver {index}: at least {min}", params: { min: 2 } };
    expect(texts({ ...named, title: "Driver {index}", rules: [rule] })).toEqual([]);
    expect(texts({ ...about, title: "Driver {index}", rules: [rule] })).toEqual([
      "rules[0]: message placeholder {index} has no matching key in params",
      "title: {index} is shown as written (only rule and field messages, repeats and named-driver pages fill placeholders)",
    ]);
  });
});

describe("placeProblems", () => {
  const final = page("final", {
    fields: [field("coverStartDate")],
    content: [
      {
        kind: "namedDrivers",
        id: "named-drivers",
        text: "Named drivers",
        after: "coverStartDate",
        resetOnRemove: ["history.claim1", "history"],
      },
    ],
    actions: [
      {
        id: "add",
        label: "Add",
        after: "coverStartDate",
        then: [{ goTo: "named", fieldError: { field: "firstName", message: "Enter it" } }],
      },
    ],
    next: [{ to: "vehicle", anchor: "f-fuel" }],
  });
  const found = (p: ResolvedPage) => placeProblems(p, journeyOf(p, vehicle, named), draft).map(({ check, text }) => `${check}: ${text}`);

  it("gives the renderer's element ids: content blocks, a named-driver block's title and each field", () => {
    expect(elementIds(final)).toEqual(["named-drivers", "named-drivers-title", "f-coverStartDate"]);
  });

  it("accepts places that exist", () => {
    expect(found(final)).toEqual([]);
  });

  it("reports each place that does not, with the nearest name", () => {
    const broken = page("final", {
      fields: [field("coverStartDate")],
      content: [{ kind: "namedDrivers", id: "named-drivers", after: "coverDate", resetOnRemove: ["history.claim9"] }],
      actions: [
        {
          id: "add",
          label: "Add",
          then: [
            { goTo: "named", fieldError: { field: "firstname", message: "x" } },
            { goTo: "rate", fieldError: { field: "x", message: "x" } },
            { fieldError: { field: "", message: "summary only" } },
          ],
        },
      ],
      next: [{ to: "vehicle", anchor: "fuel" }],
    });
    expect(found(broken)).toEqual([
      'unknown-field-name: content[0].after: "coverDate" is not a field of page "final"',
      'unknown-anchor: next[0].anchor: page "vehicle" has no element "fuel" (did you mean "f-fuel"?)',
      'unknown-field-name: actions[0].then[0].fieldError.field: "firstname" is not a field of page "named" (did you mean "firstName"?)',
      'unknown-field-name: actions[0].then[1].fieldError.field: "x" is shown on "rate", which is not a journey page and has no fields (use "" or go to a page)',
      'unknown-draft-path: content[0].resetOnRemove[0]: "history.claim9" names no answer or stored value (did you mean "history.claim1"?)',
    ]);
  });
});

describe("readProblem and {index}", () => {
  it("reads {index} paths on named-driver pages only", () => {
    expect(problemOf("quote.named.{index}.driverPersonal.firstName", named)).toBeUndefined();
    expect(problemOf("quote.named.{index}.driverPersonal.firstName", about)?.text).toContain(
      '"{index}" is only filled on named-driver pages',
    );
  });
});

describe("reference problems in the fixtures", () => {
  it("carry a reference check id and, but for the manifest's, the journey object a suppression would sit on", () => {
    for (const name of Object.keys(DEFECTS)) {
      const found = lintJourneys(join(FIXTURES, name), REGISTRIES).filter(isError);
      expect(found, name).toHaveLength(1);
      expect(Object.keys(REFERENCE_CHECKS), name).toContain(found[0].check);
      if (found[0].check !== "unknown-named-start-page") expect(found[0].subject, name).toBeTypeOf("object");
    }
  });
});
