/** Where a problem is, read from its words: a written path first, else the best-placed quoted name. */
import { describe, expect, it } from "vitest";
import { parsePosition, problemPointer } from "../../scripts/studio/problemPointer.ts";

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
    ["a written path that exists", "fields[0].widget: unknown widget \"radioz\"", "/fields/0/widget"],
    ["a written path's longest start that exists", "fields[1].schema.maxLength: must be a number", "/fields/1"],
    ["within a written place, the quoted name it reads", "page \"van-features\": summary[0].value reads \"answers.hasSignage\", but nothing sets it", "/summary/0/value/var"],
    ["a quoted name inside the named field, the words naming its key", "page \"van-features\": field \"signage\" visibleWhen reads \"answers.hasSignag\" (did you mean \"answers.hasSignage\"?)", "/fields/1/visibleWhen/===/0/var"],
    ["a named object when no value matches", "field \"racking\" is never asked", "/fields/0"],
    ["the whole file when nothing matches", "not in the canonical layout", ""],
  ])("%s", (_, message, pointer) => {
    expect(problemPointer(page, message)).toBe(pointer);
  });

  it("escapes ~ and / in keys as JSON pointers do", () => {
    expect(problemPointer({ "a/b": { "c~d": "x" } }, "reads \"x\"")).toBe("/a~1b/c~0d");
  });
});

describe("parsePosition", () => {
  it("reads V8's line and column", () => {
    expect(parsePosition("Expected ',' or '}' after property value in JSON at position 12 (line 2 column 5)", "")).toEqual({ line: 2, column: 5 });
  });

  it("counts lines up to a position, and to the end for a file cut short", () => {
    expect(parsePosition("Unexpected token } in JSON at position 7", "{\n  \"a\" }")).toEqual({ line: 2, column: 6 });
    expect(parsePosition("Unexpected end of JSON input", "{\n  \"id\": ")).toEqual({ line: 2, column: 9 });
  });
});
