/** Where a problem is, read from its words: a written path first, else the best-placed quoted name. */
import { describe, expect, it } from "vitest";
import { parsePosition, problemPointer } from "../../tools/studio/problemPointer.ts";

const page = {
  id: "van-features",
  fields: [
    { name: "racking", widget: "radios" },
    { name: "signage", visibleWhen: { "===": [{ var: "answers.hasSignag" }, true] } },
  ],
  summary: [{ label: "Van", value: { var: "answers.hasSignage" } }],
  next: [{ to: "final" }],
};

describe("problemPointer", () => {
  it.each([
    ["a written path that exists", 'fields[0].widget: unknown widget "radioz"', "/fields/0/widget"],
    ["a written path's longest start that exists", "fields[1].schema.maxLength: must be a number", "/fields/1"],
    [
      "within a written place, the quoted name it reads",
      'page "van-features": summary[0].value reads "answers.hasSignage", but nothing sets it',
      "/summary/0/value/var",
    ],
    [
      "a quoted name inside the named field, the words naming its key",
      'page "van-features": field "signage" visibleWhen reads "answers.hasSignag" (did you mean "answers.hasSignage"?)',
      "/fields/1/visibleWhen/===/0/var",
    ],
    ["a named object when no value matches", 'field "racking" is never asked', "/fields/0"],
    ["the whole file when nothing matches", "not in the canonical layout", ""],
  ])("%s", (_, message, pointer) => {
    expect(problemPointer(page, message)).toBe(pointer);
  });

  it("escapes ~ and / in keys as JSON pointers do", () => {
    expect(problemPointer({ "a/b": { "c~d": "x" } }, 'reads "x"')).toBe("/a~1b/c~0d");
  });
});

describe("parsePosition", () => {
  it.each([
    ["a stray comma", '{\n  "fields": [,\n  1]\n}', { line: 2, column: 14 }],
    ["a file cut short", '{\n  "id": ', { line: 2, column: 9 }],
    ["a missing comma", '{"a": 1\n "b": 2}', { line: 2, column: 2 }],
    ["a bad escape", '{"a": "\\x"}', { line: 1, column: 9 }],
    ["text after the value", "{}\n}", { line: 2, column: 1 }],
  ])("finds %s", (_, text, place) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(parsePosition(text)).toEqual(place);
  });

  it("finds nothing wrong with JSON", () => {
    expect(parsePosition('{"a": [1, -2.5e3, "\\u00e9", true, null, {}]}')).toBeUndefined();
  });
});
