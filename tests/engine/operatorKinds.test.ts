import { describe, expect, it } from "vitest";
import { builtInOperators, operationNames, operatorKinds } from "../../src/engine/index.ts";

describe("the operator kinds", () => {
  const known = new Set([...builtInOperators, ...operationNames]);

  it.each(Object.entries(operatorKinds))("%s names only operators a journey may use", (_kind, operators) => {
    expect([...operators].filter((name) => !known.has(name))).toEqual([]);
  });

  it("splits the comparisons into equalities, orderings and in", () => {
    expect(new Set([...operatorKinds.equality, ...operatorKinds.ordering, "in"])).toEqual(operatorKinds.comparison);
  });

  it("gives every comparison a truth value, and no date or number one", () => {
    for (const name of operatorKinds.comparison) expect(operatorKinds.boolean.has(name), name).toBe(true);
    for (const name of operatorKinds.boolean) {
      expect(operatorKinds.date.has(name) || operatorKinds.number.has(name), name).toBe(false);
    }
  });
});
