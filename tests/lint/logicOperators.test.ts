import { describe, expect, it } from "vitest";
import { operatorsIn } from "../../tools/lint/checkOperators.ts";
import { readablePath } from "../../tools/lint/describeAjvError.ts";
import { placeholdersIn, schemaKeywords } from "../../tools/lint/checkMessages.ts";

describe("operatorsIn", () => {
  it("finds operators at any depth, inside arrays and single arguments", () => {
    expect(operatorsIn({ and: [{ "!": { isDate: [{ var: "value" }] } }, [{ method: [] }]] })).toEqual([
      "and",
      "!",
      "isDate",
      "var",
      "method",
    ]);
  });

  it("treats objects with zero or several keys as literals, as json-logic-js does", () => {
    expect(operatorsIn({ method: "x", log: "y" })).toEqual([]);
    expect(operatorsIn({})).toEqual([]);
    expect(operatorsIn({ if: [true, { a: 1, b: { method: [] } }, null] })).toEqual(["if"]);
  });

  it("finds nothing in plain values", () => {
    expect(operatorsIn("text")).toEqual([]);
    expect(operatorsIn([1, null, true])).toEqual([]);
  });
});

describe("helpers", () => {
  it("prints instance paths readably", () => {
    expect(readablePath("")).toBe("(top level)");
    expect(readablePath("/fields/0/schema")).toBe("fields[0].schema");
    expect(readablePath("/limits/a~1b")).toBe("limits.a/b");
  });

  it("finds message placeholders like the engine's formatMessage", () => {
    expect(placeholdersIn("Between {min} and {max}, not {}")).toEqual(["min", "max"]);
  });

  it("collects schema keywords including items", () => {
    expect([...schemaKeywords({ type: "array", items: { type: "string", pattern: "^a" } })]).toEqual(["type", "pattern"]);
  });
});
