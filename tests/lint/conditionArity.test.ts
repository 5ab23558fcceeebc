import { describe, expect, it } from "vitest";
import { builtInOperators, operationNames, operationArity } from "../../src/engine/index.ts";
import { operationsIn } from "../../tools/lint/checkOperators.ts";

describe("the operation table's arity", () => {
  it("is declared for every operator a journey may use, and only for those", () => {
    expect(Object.keys(operationArity).sort()).toEqual([...builtInOperators, ...operationNames].sort());
    for (const { min, max } of Object.values(operationArity)) expect(min).toBeLessThanOrEqual(max);
  });

  it("counts arguments as JsonLogic does: a lone argument that is not a list is one", () => {
    expect(operationsIn({ "!": { var: "answers.x" } })).toEqual([
      { operator: "!", count: 1 },
      { operator: "var", count: 1 },
    ]);
    expect(operationsIn({ today: [] })).toEqual([{ operator: "today", count: 0 }]);
    expect(operationsIn({ ageAt: [{ var: "answers.dob" }] })).toEqual([
      { operator: "ageAt", count: 1 },
      { operator: "var", count: 1 },
    ]);
  });
});
