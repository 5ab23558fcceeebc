import { describe, expect, it } from "vitest";
import { compilePattern, fitsType, jsonTypeOf, rejection, sameValue } from "../../tools/lint/schemaValues.ts";

describe("rejection", () => {
  it.each([
    [{ type: "integer" }, 3, undefined],
    [{ type: "integer" }, 2.5, "is not of type integer"],
    [{ type: "number" }, 3, undefined],
    [{ type: ["string", "null"] }, null, undefined],
    [{ type: "boolean" }, "true", "is not of type boolean"],
    [{ type: "string", enum: ["P", "D"] }, "E", 'is not in schema.enum ["P", "D"]'],
    [{ const: true }, false, "is not schema.const true"],
    [{ minimum: 1 }, 0, "is below schema.minimum 1"],
    [{ maximum: 9 }, 10, "is above schema.maximum 9"],
    [{ exclusiveMinimum: 0 }, 0, "is not above schema.exclusiveMinimum 0"],
    [{ exclusiveMaximum: 5 }, 5, "is not below schema.exclusiveMaximum 5"],
    [{ multipleOf: 1000 }, 2500, "is not a multiple of schema.multipleOf 1000"],
    [{ multipleOf: 0.1 }, 0.3, undefined],
    [{ minLength: 2 }, "a", "is shorter than schema.minLength 2"],
    [{ maxLength: 2 }, "😀😀", undefined],
    [{ maxLength: 2 }, "abc", "is longer than schema.maxLength 2"],
    [{ pattern: "^\\p{L}+$" }, "Zoë", undefined],
    [{ pattern: "^[A-Z]+$" }, "abc", 'does not match schema.pattern "^[A-Z]+$"'],
    [{ type: "array", items: { type: "string" } }, ["a", 1], "has item [1] 1 that is not of type string"],
  ])("%j rejects %j: %s", (schema, value, expected) => {
    expect(rejection(schema, value)).toBe(expected);
  });

  it("leaves the enum to the caller when asked", () => {
    expect(rejection({ type: "string", enum: ["P"] }, "D", false)).toBeUndefined();
  });

  it("ignores an invalid pattern, which is reported on its own", () => {
    expect(rejection({ pattern: "^[A-Z" }, "x")).toBeUndefined();
  });
});

describe("types and patterns", () => {
  it("calls a whole number an integer that also fits number", () => {
    expect(jsonTypeOf(4)).toBe("integer");
    expect(jsonTypeOf(4.5)).toBe("number");
    expect(fitsType(["number"], 4)).toBe(true);
    expect(fitsType(["integer"], 4.5)).toBe(false);
  });

  it("compiles patterns as unicode, or says why not", () => {
    expect(compilePattern("^\\d+$")).toBeInstanceOf(RegExp);
    expect(compilePattern("^[A-Z")).toMatch(/Unterminated character class/);
  });

  it('compares values by JSON, so 1 and "1" differ', () => {
    expect(sameValue(1, "1")).toBe(false);
    expect(sameValue([1, 2], [1, 2])).toBe(true);
  });
});
