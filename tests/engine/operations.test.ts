/**
 * Every custom JsonLogic operation of src/engine/operations.ts, run through `evaluate` as journeys
 * run them. Values that JsonLogic would read as logic (objects, lists of objects) reach the
 * operation through `{ "var": ... }`, exactly as journey JSON passes answers and loaded data.
 */
import { describe, expect, it } from "vitest";
import { evaluate } from "../../src/engine/logic.ts";
import { operationNames } from "../../src/engine/operations.ts";
import type { LogicData } from "../../src/engine/types.ts";

const TODAY = "2026-11-22";

function data(extra: Partial<LogicData> = {}): LogicData {
  return {
    answers: {},
    quote: {},
    limits: {},
    product: undefined,
    data: {},
    today: TODAY,
    driver: {},
    journey: { id: "car", version: "1.0.0" },
    ...extra,
  };
}

/** Evaluates `{ op: [ {var: "value"}, ...rest ] }` with `value` in the data. */
const onValue = (op: string, value: unknown, ...rest: unknown[]) => evaluate({ [op]: [{ var: "value" }, ...rest] }, data({ value }));

const tested = new Set<string>();
const covers = (...names: string[]) => names.forEach((n) => tested.add(n));

describe("today", () => {
  covers("today");
  it.each([{ injected: "2026-11-22" }, { injected: "2030-02-28" }, { injected: "1999-12-31" }])(
    "returns the injected data's today ($injected), not the system clock",
    ({ injected }) => {
      expect(evaluate({ today: [] }, data({ today: injected }))).toBe(injected);
    },
  );

  it("feeds date operations: thirty days after today", () => {
    expect(evaluate({ addDays: [{ today: [] }, 30] }, data())).toBe("2026-12-22");
  });
});

describe("addDays / addMonths / addYears", () => {
  covers("addDays", "addMonths", "addYears");
  it.each([
    { op: "addDays", date: "2026-11-22", n: 30, expected: "2026-12-22" },
    { op: "addDays", date: "2026-12-31", n: 1, expected: "2027-01-01" },
    { op: "addDays", date: "2026-03-01", n: -1, expected: "2026-02-28" },
    { op: "addDays", date: "2028-03-01", n: -1, expected: "2028-02-29" },
    { op: "addDays", date: "2028-02-28", n: 1, expected: "2028-02-29" },
    { op: "addDays", date: "2026-11-22", n: 0, expected: "2026-11-22" },
    { op: "addDays", date: "2026-11-22", n: "3", expected: "2026-11-25" },
    { op: "addMonths", date: "2026-01-31", n: 1, expected: "2026-02-28" },
    { op: "addMonths", date: "2028-01-31", n: 1, expected: "2028-02-29" },
    { op: "addMonths", date: "2026-03-31", n: 1, expected: "2026-04-30" },
    { op: "addMonths", date: "2026-11-30", n: 3, expected: "2027-02-28" },
    { op: "addMonths", date: "2026-03-31", n: -1, expected: "2026-02-28" },
    { op: "addMonths", date: "2026-11-22", n: 12, expected: "2027-11-22" },
    { op: "addYears", date: "2028-02-29", n: 1, expected: "2029-02-28" },
    { op: "addYears", date: "2028-02-29", n: 4, expected: "2032-02-29" },
    { op: "addYears", date: "2027-02-28", n: 1, expected: "2028-02-28" },
    { op: "addYears", date: "2026-11-22", n: -17, expected: "2009-11-22" },
  ])("$op($date, $n) = $expected", ({ op, date, n, expected }) => {
    expect(onValue(op, date, n)).toBe(expected);
  });

  it.each([
    { op: "addDays", date: "2026-02-29", n: 1, why: "not a real day" },
    { op: "addMonths", date: "2026-13-01", n: 1, why: "month 13" },
    { op: "addYears", date: "22/11/2026", n: 1, why: "not ISO" },
    { op: "addDays", date: "2026-11-22", n: "soon", why: "amount not a number" },
    { op: "addDays", date: null, n: 1, why: "no date" },
    { op: "addDays", date: "", n: 1, why: "blank" },
  ])("$op($date, $n) is null: $why", ({ op, date, n }) => {
    expect(onValue(op, date, n)).toBeNull();
  });
});

describe("ageAt", () => {
  covers("ageAt");
  it.each([
    { dob: "2009-11-23", at: "2026-11-22", expected: 16, when: "the day before the 17th birthday" },
    { dob: "2009-11-22", at: "2026-11-22", expected: 17, when: "on the 17th birthday" },
    { dob: "2009-11-21", at: "2026-11-22", expected: 17, when: "the day after the 17th birthday" },
    { dob: "1956-11-23", at: "2026-11-22", expected: 69, when: "the day before turning 70" },
    { dob: "1956-11-22", at: "2026-11-22", expected: 70, when: "on turning 70" },
    { dob: "2008-02-29", at: "2026-02-28", expected: 17, when: "a leap-day birthday, 28 Feb of a common year" },
    { dob: "2008-02-29", at: "2026-03-01", expected: 18, when: "a leap-day birthday, 1 Mar of a common year" },
    { dob: "2008-02-29", at: "2028-02-29", expected: 20, when: "a leap-day birthday in a leap year" },
  ])("$dob at $at is $expected ($when)", ({ dob, at, expected }) => {
    expect(onValue("ageAt", dob, at)).toBe(expected);
  });

  it.each([
    { dob: "2009-02-30", at: "2026-11-22" },
    { dob: "2009-13-01", at: "2026-11-22" },
    { dob: "not a date", at: "2026-11-22" },
    { dob: "", at: "2026-11-22" },
    { dob: null, at: "2026-11-22" },
    { dob: "2009-11-22", at: "2026-02-29" },
    { dob: "2009-11-22", at: "tomorrow" },
  ])("ageAt($dob, $at) is null for an invalid date", ({ dob, at }) => {
    expect(onValue("ageAt", dob, at)).toBeNull();
  });
});

describe("isDate / yearOf", () => {
  covers("isDate", "yearOf");
  it.each([
    { value: "2028-02-29", expected: true },
    { value: "2026-02-28", expected: true },
    { value: "2026-12-31", expected: true },
    { value: "2026-02-29", expected: false },
    { value: "2026-04-31", expected: false },
    { value: "2026-00-10", expected: false },
    { value: "2026-13-01", expected: false },
    { value: "2026-2-1", expected: false },
    { value: "29/02/2028", expected: false },
    { value: "2028-02-29T00:00:00Z", expected: false },
    { value: " 2028-02-29", expected: false },
    { value: "yesterday", expected: false },
    { value: "", expected: false },
    { value: 20280229, expected: false },
    { value: null, expected: false },
  ])("isDate($value) is $expected", ({ value, expected }) => {
    expect(onValue("isDate", value)).toBe(expected);
  });

  it.each([
    { value: "2026-11-22", expected: 2026 },
    { value: "1999-01-01", expected: 1999 },
    { value: "2026-02-29", expected: null },
    { value: "2026", expected: null },
  ])("yearOf($value) is $expected", ({ value, expected }) => {
    expect(onValue("yearOf", value)).toBe(expected);
  });
});

describe("dateBefore / dateAfter", () => {
  covers("dateBefore", "dateAfter");
  it.each([
    { op: "dateBefore", a: "2026-11-21", b: "2026-11-22", expected: true },
    { op: "dateBefore", a: "2026-11-22", b: "2026-11-22", expected: false },
    { op: "dateBefore", a: "2026-11-23", b: "2026-11-22", expected: false },
    { op: "dateBefore", a: "2025-12-31", b: "2026-01-01", expected: true },
    { op: "dateAfter", a: "2026-11-23", b: "2026-11-22", expected: true },
    { op: "dateAfter", a: "2026-11-22", b: "2026-11-22", expected: false },
    { op: "dateAfter", a: "2026-11-21", b: "2026-11-22", expected: false },
    { op: "dateAfter", a: "2027-01-01", b: "2026-12-31", expected: true },
    { op: "dateBefore", a: "2026-02-29", b: "2026-11-22", expected: null },
    { op: "dateAfter", a: "2026-11-22", b: "next week", expected: null },
    { op: "dateBefore", a: null, b: "2026-11-22", expected: null },
  ])("$op($a, $b) is $expected", ({ op, a, b, expected }) => {
    expect(onValue(op, a, b)).toBe(expected);
  });
});

describe("isEmpty", () => {
  covers("isEmpty");
  it.each([
    { value: undefined, expected: true },
    { value: null, expected: true },
    { value: "", expected: true },
    { value: "nonselected", expected: true },
    { value: [], expected: true },
    { value: false, expected: false },
    { value: 0, expected: false },
    { value: "0", expected: false },
    { value: "a", expected: false },
    { value: ["a"], expected: false },
    { value: true, expected: false },
    { value: "Nonselected", expected: false },
  ])("isEmpty($value) is $expected", ({ value, expected }) => {
    expect(onValue("isEmpty", value)).toBe(expected);
  });

  it("treats a missing answer as empty", () => {
    expect(evaluate({ isEmpty: [{ var: "answers.nothingHere" }] }, data())).toBe(true);
  });
});

describe("lower / upper / trim / digits", () => {
  covers("lower", "upper", "trim", "digits");
  it.each([
    { op: "lower", value: "Sam@Example.COM", expected: "sam@example.com" },
    { op: "lower", value: "", expected: "" },
    { op: "lower", value: 12, expected: 12 },
    { op: "upper", value: "ab12 cde", expected: "AB12 CDE" },
    { op: "upper", value: null, expected: null },
    { op: "trim", value: "  Sam Jones  ", expected: "Sam Jones" },
    { op: "trim", value: "\tSam\n", expected: "Sam" },
    { op: "trim", value: false, expected: false },
    { op: "digits", value: "07700 900-123", expected: "07700900123" },
    { op: "digits", value: "£1,250.00", expected: "125000" },
    { op: "digits", value: "none", expected: "" },
    { op: "digits", value: 42, expected: 42 },
  ])("$op($value) is $expected", ({ op, value, expected }) => {
    expect(onValue(op, value)).toBe(expected);
  });
});

describe("matches", () => {
  covers("matches");
  it.each([
    { value: "07700900123", pattern: "^07\\d{9}$", expected: true },
    { value: "0770090012", pattern: "^07\\d{9}$", expected: false },
    { value: 7700900123, pattern: "^07", expected: false },
  ])("matches($value, $pattern) is $expected", ({ value, pattern, expected }) => {
    expect(onValue("matches", value, pattern)).toBe(expected);
  });
});

// Every format, against published plates: registrationPlates.test.ts.
describe("ukPlate", () => {
  covers("ukPlate");
  it.each([
    { value: "AB12CDE", expected: "AB12 CDE", style: "current" },
    { value: "ab12cde", expected: "AB12 CDE", style: "current, lower case" },
    { value: "AB12 CDE", expected: "AB12 CDE", style: "current, already spaced" },
    { value: " ab 12  cde ", expected: "AB12 CDE", style: "current, stray spaces" },
    { value: "ab-12.cde!", expected: "AB12 CDE", style: "current, symbols" },
    { value: "A123BCD", expected: "A123 BCD", style: "prefix, three digits" },
    { value: "p7abc", expected: "P7 ABC", style: "prefix, one digit, lower case" },
    { value: "ABC123D", expected: "ABC 123D", style: "suffix" },
    { value: "abc 1d", expected: "ABC 1D", style: "suffix, one digit" },
    { value: "ABC123", expected: "ABC 123", style: "dateless, letters first" },
    { value: "1234AB", expected: "1234 AB", style: "dateless, digits first" },
    { value: "abz1234", expected: "ABZ 1234", style: "Northern Ireland" },
    { value: "a 1", expected: "A 1", style: "dateless, shortest" },
  ])("$value -> $expected ($style)", ({ value, expected }) => {
    expect(onValue("ukPlate", value)).toBe(expected);
  });

  it.each([
    { value: "HELLO WORLD" },
    { value: "HELLO" },
    { value: "" },
    { value: "   " },
    { value: "AB12CDEF" },
    { value: "AB12CD" },
    { value: "12345" },
    { value: "ABCD123" },
    { value: "ABC1234" },
    { value: null },
    { value: 12 },
  ])("rejects $value with an empty string", ({ value }) => {
    expect(onValue("ukPlate", value)).toBe("");
  });
});

describe("ceil / floor / fixed", () => {
  covers("ceil", "floor", "fixed");
  it.each([
    { op: "ceil", args: [1.2], expected: 2 },
    { op: "ceil", args: [2], expected: 2 },
    { op: "ceil", args: [-1.5], expected: -1 },
    { op: "ceil", args: ["9.98"], expected: 10 },
    { op: "floor", args: [1.8], expected: 1 },
    { op: "floor", args: [-1.2], expected: -2 },
    { op: "fixed", args: [1.5, 1], expected: "1.5" },
    { op: "fixed", args: [2, 2], expected: "2.00" },
    { op: "fixed", args: [1.06, 1], expected: "1.1" },
    { op: "fixed", args: [3.7], expected: "4" },
  ])("$op($args) is $expected", ({ op, args, expected }) => {
    expect(evaluate({ [op]: args }, data())).toBe(expected);
  });

  // The vehicle page's engine size: ceil(cc / 100) / 10 shown with one decimal.
  const engineSize = { fixed: [{ "/": [{ ceil: [{ "/": [{ var: "value" }, 100] }] }, 10] }, 1] };
  it.each([
    { cc: 998, expected: "1.0" },
    { cc: 1499, expected: "1.5" },
    { cc: 1598, expected: "1.6" },
    { cc: 2000, expected: "2.0" },
  ])("engine size of $cc cc is $expected litres", ({ cc, expected }) => {
    expect(evaluate(engineSize, data({ value: cc }))).toBe(expected);
  });
});

describe("allDistinct / distinct", () => {
  covers("allDistinct", "distinct");
  it.each([
    { list: ["a@x.com", "b@x.com"], expected: true },
    { list: ["a@x.com", "A@X.COM"], expected: false, why: "case-insensitive" },
    { list: ["", "", "a@x.com"], expected: true, why: "blanks ignored" },
    { list: [null, null, "a"], expected: true, why: "nulls ignored" },
    { list: ["nonselected", "nonselected"], expected: true, why: "placeholders ignored" },
    { list: ["a", "", "A"], expected: false },
    { list: [], expected: true },
    { list: "not a list", expected: true },
  ])("allDistinct($list) is $expected", ({ list, expected }) => {
    expect(onValue("allDistinct", list)).toBe(expected);
  });

  it.each([
    { list: ["001", "002", "001", "003", "002"], expected: ["001", "002", "003"] },
    { list: [5, "5", 5], expected: [5, "5"] },
    { list: [], expected: [] },
    { list: "abc", expected: [] },
  ])("distinct($list) is $expected", ({ list, expected }) => {
    expect(onValue("distinct", list)).toEqual(expected);
  });
});

describe("lookup", () => {
  covers("lookup");
  const makes = [
    { code: "FO", value: "Ford" },
    { code: "VA", value: "Vauxhall" },
    { code: 7, value: "Seven" },
  ];
  it.each([
    { key: "code", value: "VA", field: "value", expected: "Vauxhall" },
    { key: "code", value: "FO", field: "value", expected: "Ford" },
    { key: "code", value: "XX", field: "value", expected: null },
    { key: "code", value: "FO", field: "missing", expected: null },
    { key: "code", value: 7, field: "value", expected: "Seven" },
    { key: "code", value: "7", field: "value", expected: null },
  ])("lookup(makes, $key, $value, $field) is $expected", ({ key, value, field, expected }) => {
    expect(evaluate({ lookup: [{ var: "data.makes" }, key, value, field] }, data({ data: { makes } }))).toBe(expected);
  });

  it("returns the whole item when no field is named", () => {
    expect(evaluate({ lookup: [{ var: "data.makes" }, "code", "FO"] }, data({ data: { makes } }))).toEqual(makes[0]);
  });

  it("returns null for a list that is not loaded", () => {
    expect(evaluate({ lookup: [{ var: "data.makes" }, "code", "FO", "value"] }, data())).toBeNull();
  });
});

describe("modelsMatching", () => {
  covers("modelsMatching");
  const models = [
    { code: "OLD", trans: "001", fuel: "002", doors: 3, syear: 2005, eyear: 2012 },
    { code: "MID", trans: "001", fuel: "001", doors: 5, syear: 2010, eyear: 2020 },
    { code: "NEW", trans: "002", fuel: "002", doors: 5, syear: 2018, eyear: null },
    { code: "NEWD", trans: "001", fuel: "001", doors: 3, syear: 2019 },
  ];
  const codes = (answers: Record<string, unknown>, upTo?: string) =>
    (
      evaluate(
        { modelsMatching: [{ var: "data.models" }, { var: "answers" }, ...(upTo ? [upTo] : [])] },
        data({ answers, data: { models } }),
      ) as { code: string }[]
    ).map((m) => m.code);

  it.each([
    { answers: {}, expected: ["OLD", "MID", "NEW", "NEWD"], why: "no year: every model" },
    { answers: { year: "nonselected" }, expected: ["OLD", "MID", "NEW", "NEWD"], why: "placeholder year" },
    { answers: { year: 2004 }, expected: [], why: "before any model" },
    { answers: { year: 2005 }, expected: ["OLD"], why: "first year on sale" },
    { answers: { year: 2012 }, expected: ["OLD", "MID"], why: "last year on sale" },
    { answers: { year: 2013 }, expected: ["MID"], why: "the year after eyear" },
    { answers: { year: 2018 }, expected: ["MID", "NEW"], why: "syear boundary" },
    { answers: { year: 2026 }, expected: ["NEW", "NEWD"], why: "open eyear (null or absent)" },
    { answers: { year: "2019" }, expected: ["MID", "NEW", "NEWD"], why: "year as text" },
    { answers: { year: 2019, transmission: "001" }, expected: ["MID", "NEWD"], why: "transmission" },
    { answers: { year: 2019, transmission: "001", fuelType: "001" }, expected: ["MID", "NEWD"], why: "fuel" },
    { answers: { year: 2019, transmission: "001", fuelType: "001", doors: "3" }, expected: ["NEWD"], why: "doors as text" },
    { answers: { year: 2019, transmission: "001", fuelType: "001", doors: 5 }, expected: ["MID"], why: "doors as number" },
    { answers: { year: 2019, transmission: "", fuelType: "nonselected" }, expected: ["MID", "NEW", "NEWD"], why: "blank choices ignored" },
  ])("$why: $answers -> $expected", ({ answers, expected }) => {
    expect(codes(answers)).toEqual(expected);
  });

  const chosen = { year: 2019, transmission: "001", fuelType: "001", doors: "5" };
  it.each([
    { upTo: "trans", expected: ["MID", "NEW", "NEWD"], why: "year only, for the transmission options" },
    { upTo: "fuel", expected: ["MID", "NEWD"], why: "year and transmission, for the fuel options" },
    { upTo: "doors", expected: ["MID", "NEWD"], why: "year, transmission and fuel, for the door options" },
    { upTo: undefined, expected: ["MID"], why: "every answer, for the model list" },
  ])("the upTo cascade at $upTo uses $why", ({ upTo, expected }) => {
    expect(codes(chosen, upTo)).toEqual(expected);
  });

  it("returns no models when none are loaded", () => {
    expect(evaluate({ modelsMatching: [{ var: "data.models" }, { var: "answers" }] }, data())).toEqual([]);
  });
});

describe("length", () => {
  covers("length");
  it.each([
    { value: "abc", expected: 3 },
    { value: "", expected: 0 },
    { value: ["a", "b"], expected: 2 },
    { value: [], expected: 0 },
    { value: 12345, expected: 0 },
    { value: null, expected: 0 },
  ])("length($value) is $expected", ({ value, expected }) => {
    expect(onValue("length", value)).toBe(expected);
  });
});

describe("matchAddress", () => {
  covers("matchAddress");
  const results = [
    { addressId: "A1", searchResult: "Flat 1, 10 High Street, Leeds" },
    { addressId: "A2", searchResult: "Acme Ltd, 12 High Street, Leeds" },
  ];
  it.each([
    { parts: { line1: "10 High Street" }, expected: "A1", why: "first line found in the result text" },
    { parts: { company: "ACME LTD", line1: "Unit 4" }, expected: "A2", why: "company, ignoring case" },
    { parts: { line1: "99 Low Road" }, expected: "nonselected", why: "no match" },
    { parts: {}, expected: "nonselected", why: "nothing chosen before" },
    { parts: { line1: "  " }, expected: "nonselected", why: "blank lines never match" },
  ])("$why", ({ parts, expected }) => {
    expect(evaluate({ matchAddress: [{ var: "data.results" }, { var: "data.parts" }] }, data({ data: { results, parts } }))).toBe(expected);
  });
});

describe("the operation table", () => {
  it("has a test block above for every custom operation", () => {
    expect([...operationNames].sort()).toEqual([...tested].sort());
  });
});
