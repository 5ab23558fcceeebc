import { describe, expect, it } from "vitest";
import { comparisonTruth, truthLeaves, truthOf, truthTable, type SampleScope } from "../../tools/lint/conditionSamples.ts";
import type { Domain, Domains } from "../../tools/lint/valueDomains.ts";

const domains: Domains = new Map<string, Domain>([
  ["driver.smoker", { values: [undefined, true, false] }],
  ["driver.cover", { values: [undefined, "comprehensive", "tpft"] }],
  ["driver.points", { values: [undefined], numbers: { min: 0, max: 12, integer: true } }],
  ["driver.name", { values: [undefined], strings: "text" }],
  ["named.{index}.job.status", { values: [undefined, "E", "S"] }],
]);
const scope: SampleScope = { domains, section: "driver", slots: 2 };
const v = (path: string) => ({ var: path });

describe("truthOf", () => {
  it("finds conditions no answers make true, or all make true", () => {
    expect(truthOf({ and: [{ "===": [v("answers.smoker"), true] }, { "===": [v("answers.smoker"), false] }] }, scope)).toEqual({
      canBeTrue: false,
      canBeFalse: true,
    });
    expect(truthOf({ or: [v("answers.smoker"), { "!": v("answers.smoker") }] }, scope)).toEqual({ canBeTrue: true, canBeFalse: false });
    expect(truthOf({ and: [{ ">": [v("answers.points"), 3] }, { "<": [v("answers.points"), 4] }] }, scope)).toEqual({
      canBeTrue: false,
      canBeFalse: true,
    });
  });

  it("finds an answer between two literals, in range, when there is one", () => {
    expect(truthOf({ and: [{ ">": [v("answers.points"), 3] }, { "<": [v("answers.points"), 5] }] }, scope)).toEqual({
      canBeTrue: true,
      canBeFalse: true,
    });
    expect(truthOf({ and: [{ ">": [v("answers.points"), 11] }, { "<=": [v("answers.points"), 12] }] }, scope)?.canBeTrue).toBe(true);
  });

  it("claims nothing of what it cannot sample (limits, an answer in arithmetic, text ordered): either is possible", () => {
    const either = { canBeTrue: true, canBeFalse: true };
    expect(truthOf({ "===": [v("limits.ncdMax"), 99] }, scope)).toEqual(either);
    expect(truthOf({ ">": [{ "+": [v("answers.points"), 1] }, 20] }, scope)).toEqual(either);
    expect(truthOf({ "<": [v("answers.name"), "m"] }, scope)).toEqual(either);
  });

  it("gives up beyond its cap on combinations", () => {
    const many = { or: Array.from({ length: 11 }, (_, i) => v(`data.part${i}`)) };
    expect(truthTable([many], scope)).toBeUndefined();
  });

  it("treats an unsampled part as a free yes/no, the same one wherever it is written the same", () => {
    expect(truthOf({ and: [v("data.lookup"), { "!": v("data.lookup") }] }, scope)).toEqual({ canBeTrue: false, canBeFalse: true });
    expect(truthOf({ and: [v("data.lookup"), { "!": v("data.other") }] }, scope)).toEqual({ canBeTrue: true, canBeFalse: true });
  });

  it("tries every named-driver slot, and takes a comparison of literals as a template's guard", () => {
    const named: SampleScope = { domains, section: "named.{index}.job", slots: 2 };
    expect(truthOf({ and: [{ "===": ["{index}", "1"] }, { "===": [v("answers.status"), "S"] }] }, named)).toEqual({
      canBeTrue: true,
      canBeFalse: true,
    });
    expect(truthOf({ "<": ["5", 5] }, scope)).toEqual({ canBeTrue: true, canBeFalse: true });
  });
});

describe("truthTable", () => {
  it("gives one row per combination, each logic's truth in order (absent: true)", () => {
    const rows = truthTable([{ "===": [v("answers.cover"), "tpft"] }, undefined], scope);
    expect(rows).toEqual([
      [false, true],
      [false, true],
      [true, true],
    ]);
  });
});

describe("comparisonTruth", () => {
  it("judges one comparison over the answer's domain with JsonLogic's own equality", () => {
    expect(comparisonTruth({ "==": [v("answers.smoker"), "yes"] }, { values: [undefined, true, false] })).toEqual({
      canBeTrue: false,
      canBeFalse: true,
    });
    expect(
      comparisonTruth({ "==": [v("answers.points"), "3"] }, { values: [undefined], numbers: { min: 0, max: 12, integer: true } }),
    ).toEqual({ canBeTrue: true, canBeFalse: true });
    expect(comparisonTruth({ in: [v("answers.cover"), ["a", "b"]] }, { values: [undefined, "comprehensive"] })).toEqual({
      canBeTrue: false,
      canBeFalse: true,
    });
  });
});

describe("truthLeaves", () => {
  it("lists the parts joined by and/or/not/if", () => {
    expect(truthLeaves({ and: [v("a"), { "!": { "==": [v("b"), 1] } }, { if: [v("c"), true, v("d")] }] })).toEqual([
      v("a"),
      { "==": [v("b"), 1] },
      v("c"),
      true,
      v("d"),
    ]);
  });
});
