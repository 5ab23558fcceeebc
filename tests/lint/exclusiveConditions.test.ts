import { describe, expect, it } from "vitest";
import { mutuallyExclusive } from "../../tools/lint/exclusiveConditions.ts";

const status = { var: "answers.statusCode" };
const secondary = { "===": [{ var: "answers.secondary" }, true] };

describe("mutuallyExclusive", () => {
  it.each([
    ["one value each, different", { "===": [status, "S"] }, { "===": [status, "NIW"] }, true],
    ["a value and a list without it", { "===": [status, "S"] }, { in: [status, ["E", "SE", "R"]] }, true],
    ["the literal written first", { "==": ["S", status] }, { "==": [status, "E"] }, true],
    ["inside and", { and: [secondary, { "===": [status, "S"] }] }, { and: [secondary, { in: [status, ["E", "R"]] }] }, true],
    ["overlapping lists", { in: [status, ["E", "S"]] }, { in: [status, ["S", "R"]] }, false],
    ["the same value", { "===": [status, "S"] }, { "===": [status, "S"] }, false],
    ["different answers", { "===": [status, "S"] }, { "===": [{ var: "answers.other" }, "X"] }, false],
    ["an or is not understood", { or: [{ "===": [status, "S"] }] }, { "===": [status, "E"] }, false],
    ["one field always shown", undefined, { "===": [status, "E"] }, false],
  ])("%s", (_, a, b, expected) => {
    expect(mutuallyExclusive(a, b)).toBe(expected);
    expect(mutuallyExclusive(b, a)).toBe(expected);
  });
});
