/**
 * Journey format 2's shorthands (src/engine/shorthands.ts, textTemplates.ts) expand when a journey
 * loads into the JsonLogic and option lists version 1 wrote out, over one small fixture.
 */
import { describe, expect, it } from "vitest";
import { fixtureJourney } from "./support/fixtures.ts";
import { compileTextTemplate } from "../../src/engine/textTemplates.ts";
import { evaluate, loadJourney } from "../../src/engine/index.ts";

const page = fixtureJourney("shorthands").pages.start;
const field = (name: string) => {
  const found = page.fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

describe("named conditions", () => {
  it("a plain string where a condition goes is the named condition", () => {
    expect(field("years").visibleWhen).toEqual({ "===": [{ var: "answers.pet" }, true] });
  });

  it("$condition inside logic expands too, and $limit inside a condition is filled", () => {
    expect(field("warning").visibleWhen).toEqual({
      and: [{ "===": [{ var: "answers.pet" }, true] }, { ">": [{ var: "answers.years" }, 3] }],
    });
  });

  it("a condition used in a repeated field gets that round's {n}", () => {
    expect(field("detail2").visibleWhen).toEqual({ "===": [{ var: "answers.round2" }, true] });
  });

  it("an unknown name or a cycle is a load problem naming it, with a suggestion", () => {
    const files: Record<string, unknown> = {
      "/j/manifest.json": { id: "x", version: "1.0.0", name: "x", startPage: "p", pages: ["p.json"], definitions: ["d.json"], limits: {} },
      "/j/d.json": { conditions: { loop: { $condition: "loop" }, hasPet: true } },
      "/j/p.json": {
        id: "p",
        route: "/p",
        title: "P",
        next: [{ to: "p" }],
        fields: [
          { name: "a", label: "A", widget: "text", schema: { type: "string" }, visibleWhen: "hasPets" },
          { name: "b", label: "B", widget: "text", schema: { type: "string" }, visibleWhen: "loop" },
          { name: "c", label: "C", widget: "select", schema: { type: "string" }, options: "noSuchSet" },
        ],
      },
    };
    const { problems } = loadJourney("/j/manifest.json", (path) => files[path]);
    expect(problems.map((p) => p.message)).toEqual([
      'condition "hasPets" is not defined (did you mean "hasPet"?)',
      'condition "loop" uses itself: loop -> loop',
      'option set "noSuchSet" is not defined',
    ]);
  });
});

describe("options", () => {
  it("a named option set is its list", () => {
    expect(field("pet").options).toEqual([
      { value: true, label: "Yes" },
      { value: false, label: "No" },
    ]);
  });

  it("a range is every whole number in it, labelled with itself", () => {
    expect(field("years").options).toEqual([
      { value: 1, label: "1" },
      { value: 2, label: "2" },
      { value: 3, label: "3" },
    ]);
  });
});

it("message keywords sharing a text are split into one message each", () => {
  expect(field("years").messages).toEqual({ required: "Select years", enum: "Select years" });
});

it("$anyNamed is an or over every named-driver slot of limits.namedDrivers", () => {
  expect(page.content?.[0].visibleWhen).toEqual({
    or: [{ var: "quote.named.0.added" }, { var: "quote.named.1.added" }],
  });
});

describe("summary text templates", () => {
  const line = (label: string) => page.summary?.find((l) => l.label === label)?.value;
  const data = (answers: Record<string, unknown>, quote: Record<string, unknown> = {}) => ({ answers, quote });

  it.each([
    { answers: { years: 1, pet: true }, expected: "1 year, a pet" },
    { answers: { years: 2, pet: false }, expected: "2 years" },
    { answers: { pet: true }, expected: "", why: "a printed value unanswered leaves the line out" },
  ])("$answers -> '$expected'", ({ answers, expected }) => {
    expect(evaluate(line("Pet"), data(answers))).toBe(expected);
  });

  it("values give JsonLogic for a placeholder, and $namedList lists every slot", () => {
    expect(evaluate(line("Emails"), data({}, { named: [{ email: "a@b.c" }, { email: "d@e.f" }] }))).toBe("2 named");
  });

  it.each([
    { text: "{n, plural, =0 {none} one {# item} other {# items}}", n: 0, expected: "none" },
    { text: "{n, plural, =0 {none} one {# item} other {# items}}", n: 5, expected: "5 items" },
    { text: "Plain words", n: 1, expected: "Plain words" },
  ])("'$text' with n = $n -> '$expected'", ({ text, n, expected }) => {
    expect(evaluate(compileTextTemplate({ text }), { answers: { n } })).toBe(expected);
  });

  it.each([
    { start: "2026-11-05", expected: "05/11/2026" },
    { start: "2026-11", expected: "", why: "a date still being typed leaves the line out" },
    { start: null, expected: "" },
  ])("'Starts {start, date}' with $start -> '$expected'", ({ start, expected }) => {
    expect(evaluate(compileTextTemplate({ text: "{start, date}" }), { answers: { start } })).toBe(expected);
  });

  it.each([
    { answers: { use: "Work", n: 3 }, expected: "Work: 3 miles" },
    { answers: { n: 3 }, expected: "3 miles", why: "a value printed only in an option leaves out that option" },
    { answers: { use: "Work" }, expected: "", why: "a value printed outside any option leaves out the line" },
  ])("an optional prefix: $answers -> '$expected'", ({ answers, expected }) => {
    const text = "{use, select, other {{use}: }}{n} miles";
    expect(evaluate(compileTextTemplate({ text }), { answers })).toBe(expected);
  });

  it.each([
    { text: "{n, plural, few {#} other {#}}", error: /plural "few" is not used in English/ },
    { text: "{n, time}", error: /only \{arguments\}, \{name, date\}, plural and select/ },
    { text: "{n, date, short}", error: /a date takes no style/ },
    { text: "{unclosed", error: /is not a valid template/ },
  ])("'$text' is refused with a readable message", ({ text, error }) => {
    expect(() => compileTextTemplate({ text })).toThrow(error);
  });
});

describe("rule overrides by id", () => {
  const files: Record<string, unknown> = {
    "/j/manifest.json": { id: "x", version: "1.0.0", name: "x", startPage: "p", pages: ["p.json"], limits: {} },
    "/j/f.json": {
      age: {
        name: "age",
        label: "Age",
        widget: "number",
        schema: { type: "integer" },
        rules: [{ id: "max", errorWhen: { ">": [{ var: "value" }, 9] }, message: "At most 9" }],
      },
    },
    "/j/p.json": {
      id: "p",
      route: "/p",
      title: "P",
      next: [{ to: "p" }],
      fields: [
        {
          include: "f.json#/age",
          rules: [
            { id: "maks", message: "They can have at most 9" },
            { id: "mx", off: true },
          ],
        },
      ],
    },
  };
  const { problems, journey } = loadJourney("/j/manifest.json", (path) => files[path]);

  it("an override or off naming no shared rule is a load problem listing the rules there are", () => {
    expect(problems.map((p) => p.message)).toEqual([
      'include "f.json#/age": rule override "maks", "mx" names no rule of the included field (its rules: "max")',
    ]);
  });

  it("is not added as a rule of its own, so the shared rule stays as it was", () => {
    expect(journey?.pages.p.fields[0].rules).toEqual([{ id: "max", errorWhen: { ">": [{ var: "value" }, 9] }, message: "At most 9" }]);
  });
});
