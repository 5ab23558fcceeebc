/**
 * `{ "$forEachNamed": field }` in a page's fields: one field per named-driver slot of
 * `limits.namedDrivers`, with `{slot}`, `{number}` and `{ordinal}`/`{Ordinal}` filled, and
 * `$namedBefore` giving the earlier slots (each driver's email compared with those before it).
 */
import { describe, expect, it } from "vitest";
import { fixtureJourney } from "./support/fixtures.ts";
import { evaluate, loadJourney } from "../../src/engine/index.ts";

const fields = fixtureJourney("named-fields").pages.contacts.fields;
const perSlot = fields.filter((f) => f.name.startsWith("named."));

describe("a field written once for every named driver", () => {
  it("is one field per slot, the slot count from limits.namedDrivers", () => {
    expect(perSlot.map((f) => f.name)).toEqual(["named.1.email", "named.2.email", "named.3.email"]);
    expect(perSlot.map((f) => f.visibleWhen)).toEqual([0, 1, 2].map((slot) => ({ var: `quote.named.${slot}.added` })));
  });

  it("words each slot with its ordinal", () => {
    expect(perSlot.map((f) => f.label)).toEqual([
      "First named driver's email",
      "Second named driver's email",
      "Third named driver's email",
    ]);
    expect(perSlot[1].hint).toBe("The second driver logs in with it");
  });

  it("$namedBefore lists only the slots before the one being written", () => {
    const lists = perSlot.map(
      (f) => (f.rules?.[0].errorWhen as { "!": { allDistinct: [{ merge: unknown[] }] } })["!"].allDistinct[0].merge[1],
    );
    expect(lists).toEqual([[], [{ var: "answers.named.1.email" }], [{ var: "answers.named.1.email" }, { var: "answers.named.2.email" }]]);
  });

  const refuses = (number: number, emails: string[]) => {
    const answers = { email: emails[0], named: Object.fromEntries(emails.slice(1).map((email, i) => [i + 1, { email }])) };
    return evaluate(perSlot[number - 1].rules?.[0].errorWhen, { answers, value: emails[number] });
  };

  it.each([
    { number: 2, emails: ["a@x.uk", "b@x.uk", "c@x.uk"], refused: false },
    { number: 2, emails: ["a@x.uk", "b@x.uk", "b@x.uk"], refused: true, why: "the same as the first driver's" },
    { number: 2, emails: ["a@x.uk", "b@x.uk", "a@x.uk"], refused: true, why: "the same as the policyholder's" },
    { number: 1, emails: ["a@x.uk", "b@x.uk", "b@x.uk"], refused: false, why: "a later driver's does not count" },
    { number: 1, emails: ["a@x.uk", "a@x.uk"], refused: true },
  ])("driver $number with $emails: refused $refused", ({ number, emails, refused }) => {
    expect(refuses(number, emails)).toBe(refused);
  });

  it("$namedBefore outside a named-driver iterator is a load problem", () => {
    const files: Record<string, unknown> = {
      "/j/manifest.json": { id: "x", version: "1.0.0", name: "x", startPage: "p", pages: ["p.json"], limits: { namedDrivers: 2 } },
      "/j/p.json": {
        id: "p",
        route: "/p",
        title: "P",
        next: [{ to: "p" }],
        fields: [{ name: "a", label: "A", widget: "text", schema: { type: "string" }, visibleWhen: { $namedBefore: true } }],
      },
    };
    const { problems } = loadJourney("/j/manifest.json", (path) => files[path]);
    expect(problems.map((p) => p.message)).toEqual([
      '"$namedBefore" is only meaningful inside "$forEachNamed" (the slots before the one being written)',
    ]);
  });
});
