import { describe, expect, it } from "vitest";
import { builtInOperators, operationNames } from "../../src/engine/index.ts";
import { describeCondition, describePath, describeValue, truncateWords } from "../../src/describe/describeLogic.ts";

const v = (path: string) => ({ var: path });

describe("describeCondition", () => {
  it.each<[string, unknown, string]>([
    ["equality with yes", { "==": [v("answers.conviction1"), true] }, "conviction1 is yes"],
    ["strict equality with no", { "===": [v("quote.numberplate"), false] }, "numberplate is no"],
    ["a string answer", { "===": [v("quote.van.use"), "C1"] }, 'van.use is "C1"'],
    ["the literal written first", { "===": ["C1", v("answers.use")] }, 'use is "C1"'],
    ["inequality", { "!==": [v("product"), "van"] }, 'product is not "van"'],
    ["compared with null", { "==": [v("answers.ncd"), null] }, "ncd is empty"],
    ["more than", { ">": [v("answers.ncd"), 3] }, "ncd is more than 3"],
    ["at least", { ">=": [v("answers.ncd"), 3] }, "ncd is at least 3"],
    ["less than a limit", { "<": [v("answers.years"), v("limits.licenceMonthsUnderYears")] }, "years is less than limit licenceMonthsUnderYears"],
    ["at most", { "<=": [v("answers.years"), 4] }, "years is at most 4"],
    ["between", { "<=": [1, v("answers.years"), 9] }, "years is between 1 and 9 (inclusive)"],
    ["a bare var", v("quote.linkReg"), "linkReg is set"],
    ["double negation", { "!!": [v("quote.linkReg")] }, "linkReg is set"],
    ["not a var", { "!": v("quote.linkReg") }, "linkReg is not set"],
    ["in a written list", { in: [v("answers.statusCode"), ["E", "SE", "R"]] }, 'statusCode is one of "E", "SE" or "R"'],
    ["not in a limit's list", { "!": { in: [v("value"), v("limits.licenceTypes")] } }, "the answer is not in limit licenceTypes"],
    ["in a string", { in: ["@", v("value")] }, '"@" is in the answer'],
    ["a substring", { in: [v("value"), "abc"] }, '"abc" contains the answer'],
    ["not equal folded", { "!": { "===": [v("answers.secondary"), true] } }, "secondary is not yes"],
    ["not less-than folded", { "!": { "<": [v("answers.miles"), 10] } }, "miles is at least 10"],
    ["not empty", { "!": { isEmpty: [v("answers.makeCode")] } }, "makeCode is answered"],
    ["empty", { isEmpty: [v("answers.makeCode")] }, "makeCode is empty"],
    ["and", { and: [v("answers.confirmed"), v("answers.abicode")] }, "confirmed is set and abicode is set"],
    [
      "or inside and keeps its brackets",
      { and: [{ "!": { isEmpty: [v("answers.fuelType")] } }, { or: [{ "===": [v("product"), "van"] }, { "!": { isEmpty: [v("answers.doors")] } }] }] },
      'fuelType is answered and (product is "van" or doors is answered)',
    ],
    ["a generic not", { "!": { and: [v("a"), v("b")] } }, "not (a is set and b is set)"],
    ["a date", { isDate: [v("value")] }, "the answer is a date"],
    ["not a date", { "!": { isDate: [v("value")] } }, "the answer is not a date"],
    ["date after a shifted today", { dateAfter: [v("value"), { addDays: [{ today: [] }, 30] }] }, "the answer is after today + 30 days"],
    ["date before years ago", { dateBefore: [v("value"), { addYears: [{ today: [] }, -5] }] }, "the answer is before today - 5 years"],
    ["one month", { dateAfter: [v("value"), { addMonths: [{ today: [] }, 1] }] }, "the answer is after today + 1 month"],
    ["an age", { "<": [{ ageAt: [v("answers.dob"), { today: [] }] }, v("limits.driverAge.min")] }, "age on today (born dob) is less than limit driverAge.min"],
    ["a pattern", { matches: [{ upper: [{ trim: [v("answers.postcode")] }] }, "^[A-Z]{2}$"] }, "postcode matches /^[A-Z]{2}$/"],
    ["not a plate", { "!": { ukPlate: [v("value")] } }, "the answer is not a UK registration"],
    ["all distinct", { allDistinct: [[v("answers.a"), v("value")]] }, "a and the answer are all different"],
    ["a repeat", { "!": { allDistinct: [v("answers.emails")] } }, "two of the entries of emails are the same"],
    ["a count", { "===": [{ length: [v("result.models")] }, 0] }, "number of result models is 0"],
    ["loaded result", { "===": [v("result.deviceType"), "NOT_COMPATIBLE"] }, 'result deviceType is "NOT_COMPATIBLE"'],
    ["named drivers counted from one", v("quote.named.0.added"), "named driver 1 added is set"],
    ["the named-driver slot", { "===": ["{index}", "0"] }, 'the named-driver slot is "0"'],
    ["a choice", { if: [v("a"), v("b"), v("c")] }, "if a is set then b is set, otherwise c is set"],
    ["a choice as a subject", { isDate: [{ or: [v("quote.final.coverStartDate"), { today: [] }] }] }, "(final.coverStartDate, or else today) is a date"],
    ["arithmetic", { ">": [v("value"), { "-": [{ ageAt: [v("quote.dob"), { today: [] }] }, 17] }] }, "the answer is more than age on today (born dob) - 17"],
    ["a number of", { ">": [{ "+": [v("value")] }, 300] }, "the answer as a number is more than 300"],
    ["missing", { missing: ["answers.a", "answers.b"] }, "a or b is missing"],
    ["missing some", { missing_some: [1, ["a", "b"]] }, "fewer than 1 of a and b are given"],
    ["some items", { some: [v("answers.claims"), { "==": [v("fault"), true] }] }, "some item of claims has fault is yes"],
    ["no items", { "!": { some: [v("answers.claims"), v("fault")] } }, "no item of claims has fault is set"],
    ["a literal true", true, "always"],
    ["a literal false", false, "never"],
  ])("%s", (_name, logic, words) => {
    expect(describeCondition(logic)).toBe(words);
  });

  it("falls back to the operator's name with its arguments in words", () => {
    expect(describeCondition({ futureOp: [v("answers.a"), 2] })).toBe("futureOp(a, 2) is true");
    expect(describeValue({ futureOp: [v("answers.a"), "x"] })).toBe('futureOp(a, "x")');
  });

  it("words every operator the linter accepts without falling back to its name", () => {
    for (const name of [...builtInOperators, ...operationNames]) {
      const words = describeValue({ [name]: [v("answers.a"), v("answers.b"), v("answers.c"), v("answers.d")] });
      expect(words, name).not.toContain(`${name}(`);
    }
  });

  it("cuts a long description at a word boundary when asked", () => {
    const long = { and: Array.from({ length: 8 }, (_, i) => ({ "===": [v(`answers.question${i}`), true] })) };
    const words = describeCondition(long, { maxLength: 40 });
    expect(words.length).toBeLessThanOrEqual(40);
    expect(words).toBe("question0 is yes and question1 is yes…");
  });
});

describe("describeValue", () => {
  it.each<[unknown, string]>([
    [v("answers.a"), "a"],
    [{ var: ["answers.a", 3] }, "a (or else 3)"],
    [{ lookup: [v("data.reference.vehicleMakes"), "code", v("answers.makeCode"), "value"] }, "value of the vehicleMakes list item whose code is makeCode"],
    [{ lookup: [v("data.models"), "code", v("answers.model")] }, "the item of loaded models whose code is model"],
    [{ cat: ["Licence held ", v("answers.years"), " years"] }, '"Licence held " followed by years followed by " years"'],
    [{ max: [1, v("answers.a")] }, "the largest of 1 and a"],
    [{ "*": [{ "+": [v("a"), 1] }, 2] }, "(a + 1) × 2"],
    [{ fixed: [v("answers.a"), 2] }, "a to 2 decimals"],
    [{ yearOf: [v("value")] }, "year of the answer"],
    [{ map: [v("result"), v("addressId")] }, "addressId of each of the result"],
    [{ "===": [v("a"), 1] }, "whether a is 1"],
    [null, "nothing"],
    ["", "blank"],
  ])("%j", (logic, words) => {
    expect(describeValue(logic)).toBe(words);
  });
});

describe("describePath and truncateWords", () => {
  it("names paths as a reader knows them", () => {
    expect(describePath("answers.conviction1")).toBe("conviction1");
    expect(describePath("quote.named.1.driverPersonal.dob")).toBe("named driver 2 driverPersonal.dob");
    expect(describePath("limits.ncdMax")).toBe("limit ncdMax");
    expect(describePath("data.reference.title")).toBe("title list");
  });

  it("leaves short text alone and cuts long text with an ellipsis", () => {
    expect(truncateWords("short", 10)).toBe("short");
    expect(truncateWords("one two three four", 12)).toBe("one two…");
    expect(truncateWords("abcdefghijklmnop", 6)).toBe("abcde…");
  });
});
