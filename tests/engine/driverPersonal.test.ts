/**
 * §5 'Driver personal' on the real journeys: every message, the name pattern, the date of birth
 * and the age rule per product at its boundaries. Today is fixed at 2026-11-22; the cover start
 * is today unless quote.final.coverStartDate says otherwise.
 */
import { describe, expect, it } from "vitest";
import { validatePage, withDefaults } from "../../src/engine/index.ts";
import type { Draft } from "../../src/engine/types.ts";
import { check, clock, journey, page, pageData, validDriverPersonal } from "./support/realJourneys.ts";

const validate = (journeyId: string, draft: Draft) =>
  validatePage(page(journeyId, "driver-personal"), pageData(journeyId, "driver-personal", draft), check);

/** Errors for the valid answers with some replaced. */
const errorsWith = (answers: Record<string, unknown>, journeyId = "car", quote: Draft = {}) =>
  validate(journeyId, { ...quote, driverPersonal: { ...validDriverPersonal, ...answers } });

describe("messages for empty answers", () => {
  const expected: [string, string][] = [
    ["title", "Select your title"],
    ["firstName", "Enter name"],
    ["lastName", "Enter surname"],
    ["gender", "Select gender"],
    ["dob", "Enter date of birth"],
    ["residenceSinceBirth", "Select if you have lived in the UK since birth"],
    ["maritalStatus", "Select marital status"],
    ["homeStatus", "Select if you are a homeowner"],
  ];

  it.each(["car", "older", "van", "convicted", "ppm"])("%s: every message, in page order", (id) => {
    expect(Object.entries(validate(id, {}))).toEqual(expected);
  });

  it("with the §3 defaults filled, the defaulted answers need no message", () => {
    const errors = validate("car", withDefaults(journey("car"), {}, clock));
    expect(Object.keys(errors)).toEqual(["title", "firstName", "lastName", "gender", "dob", "maritalStatus", "homeStatus"]);
  });

  it("the valid answers pass", () => {
    expect(errorsWith({})).toEqual({});
  });
});

describe("first and last name pattern", () => {
  const firstMessage = "First name must only include letters, hyphens, spaces and apostrophes";
  const lastMessage = "Last name must only include letters, hyphens, spaces and apostrophes";
  it.each([
    { name: "Sam", ok: true },
    { name: "Mary-Jane", ok: true },
    { name: "O'Neil", ok: true },
    { name: "Anne Marie", ok: true },
    { name: "Sam ", ok: true },
    { name: "s", ok: true },
    { name: "Sam2", ok: false },
    { name: "-Sam", ok: false },
    { name: "'Sam", ok: false },
    { name: "Zoë", ok: true },
    { name: "Siân", ok: true },
    { name: "José", ok: true },
    { name: "Chloé", ok: true },
    { name: "O’Brien", ok: true },
    { name: "Zoe\u0308", ok: true },
    { name: "Sam😀", ok: false },
    { name: "😀", ok: false },
    { name: "Ｓam1", ok: false },
    { name: "Sam.", ok: false },
  ])("$name is accepted: $ok", ({ name, ok }) => {
    expect(errorsWith({ firstName: name }).firstName).toBe(ok ? undefined : firstMessage);
    expect(errorsWith({ lastName: name }).lastName).toBe(ok ? undefined : lastMessage);
  });
});

describe("date of birth", () => {
  it.each([
    { dob: "2007-02-30", message: "Enter a real date of birth", why: "no such day (isDate rule)" },
    { dob: "2007-13-01", message: "Enter a real date of birth", why: "no such month (isDate rule)" },
    { dob: "27/03/2007", message: "Enter a real date of birth", why: "not ISO (schema pattern)" },
    { dob: "2007-3-27", message: "Enter a real date of birth", why: "not zero-padded (schema pattern)" },
    { dob: "", message: "Enter date of birth", why: "blank (required)" },
    { dob: "2007-03-27", message: undefined, why: "a real date in range" },
  ])("$dob -> $message ($why)", ({ dob, message }) => {
    expect(errorsWith({ dob }).dob).toBe(message);
  });
});

describe("age at the policy start date", () => {
  const ageMessage = (min: number, max: number) =>
    `You must be aged between ${min} and ${max} at the policy start date`;

  // Cover start 2026-11-22; the 30-day allowance moves the minimum-age check to 2026-12-22.
  it.each([
    { product: "car", dob: "2009-12-22", ok: true, case: "turns 17 exactly 30 days after cover start" },
    { product: "car", dob: "2009-12-23", ok: false, case: "turns 17 31 days after cover start" },
    { product: "car", dob: "2009-11-22", ok: true, case: "turns 17 on the cover start" },
    { product: "car", dob: "1956-11-23", ok: true, case: "aged 69 (70 tomorrow)" },
    { product: "car", dob: "1956-11-22", ok: false, case: "turns 70 on the cover start" },
    { product: "convicted", dob: "2009-12-22", ok: true, case: "turns 17 exactly 30 days after cover start" },
    { product: "convicted", dob: "2009-12-23", ok: false, case: "turns 17 31 days after cover start" },
    { product: "convicted", dob: "1956-11-22", ok: false, case: "aged 70" },
    { product: "ppm", dob: "2009-12-22", ok: true, case: "turns 17 exactly 30 days after cover start" },
    { product: "ppm", dob: "2009-12-23", ok: false, case: "turns 17 31 days after cover start" },
    { product: "van", dob: "2008-12-22", ok: true, case: "turns 18 exactly 30 days after cover start" },
    { product: "van", dob: "2008-12-23", ok: false, case: "turns 18 31 days after cover start" },
    { product: "van", dob: "2009-11-22", ok: false, case: "aged 17" },
    { product: "van", dob: "1956-11-23", ok: true, case: "aged 69" },
    { product: "van", dob: "1956-11-22", ok: false, case: "aged 70" },
    { product: "older", dob: "1991-12-22", ok: true, case: "turns 35 exactly 30 days after cover start" },
    { product: "older", dob: "1991-12-23", ok: false, case: "turns 35 31 days after cover start" },
    { product: "older", dob: "1936-11-23", ok: true, case: "aged 89" },
    { product: "older", dob: "1936-11-22", ok: false, case: "aged 90" },
    { product: "older", dob: "1956-11-22", ok: true, case: "aged 70" },
    { product: "car", dob: "2030-01-01", ok: false, case: "born in the future" },
  ])("$product, born $dob ($case): accepted $ok", ({ product, dob, ok }) => {
    const { min, max } = journey(product).limits.driverAge as { min: number; max: number };
    expect(errorsWith({ dob }, product).dob).toBe(ok ? undefined : ageMessage(min, max));
  });

  it.each([
    { product: "car", expected: ageMessage(17, 69) },
    { product: "convicted", expected: ageMessage(17, 69) },
    { product: "ppm", expected: ageMessage(17, 69) },
    { product: "van", expected: ageMessage(18, 69) },
    { product: "older", expected: ageMessage(35, 89) },
  ])("$product fills the message with its own limits", ({ product, expected }) => {
    expect(errorsWith({ dob: "2020-01-01" }, product).dob).toBe(expected);
  });

  // Cover start 2027-03-01: the allowance moves the minimum-age check to 2027-03-31.
  const later = { final: { coverStartDate: "2027-03-01" } };
  it.each([
    { quote: later, dob: "2010-03-31", ok: true, case: "turns 17 30 days after the chosen cover start" },
    { quote: later, dob: "2010-04-01", ok: false, case: "turns 17 31 days after the chosen cover start" },
    { quote: {}, dob: "2010-03-31", ok: false, case: "the same driver measured from today" },
    { quote: later, dob: "1957-02-28", ok: false, case: "aged 70 at the chosen cover start" },
    { quote: {}, dob: "1957-02-28", ok: true, case: "still 69 today" },
    { quote: { final: { coverStartDate: "" } }, dob: "2009-12-22", ok: true, case: "a blank cover start falls back to today" },
  ])("$case: accepted $ok", ({ quote, dob, ok }) => {
    expect(errorsWith({ dob }, "car", quote).dob).toBe(ok ? undefined : ageMessage(17, 69));
  });
});

describe("years lived in the UK", () => {
  const message = "Select how many years you have lived in the UK";
  it.each([
    { residenceSinceBirth: true, driverLengthInUK: 99, expected: undefined, why: "since birth stores 99" },
    { residenceSinceBirth: true, driverLengthInUK: 2, expected: undefined, why: "hidden, so not validated" },
    { residenceSinceBirth: true, driverLengthInUK: undefined, expected: undefined, why: "hidden, so not required" },
    { residenceSinceBirth: false, driverLengthInUK: 3, expected: undefined, why: "slider minimum" },
    { residenceSinceBirth: false, driverLengthInUK: 17, expected: undefined, why: "slider maximum" },
    { residenceSinceBirth: false, driverLengthInUK: 2, expected: message, why: "below the minimum" },
    { residenceSinceBirth: false, driverLengthInUK: 18, expected: message, why: "above the maximum" },
    { residenceSinceBirth: false, driverLengthInUK: 99, expected: message, why: "99 is only for since birth" },
    { residenceSinceBirth: false, driverLengthInUK: undefined, expected: message, why: "required when shown" },
  ])("residenceSinceBirth $residenceSinceBirth, $driverLengthInUK years -> $expected ($why)", (row) => {
    const errors = errorsWith({ residenceSinceBirth: row.residenceSinceBirth, driverLengthInUK: row.driverLengthInUK });
    expect(errors.driverLengthInUK).toBe(row.expected);
    expect(Object.keys(errors).filter((k) => k !== "driverLengthInUK")).toEqual([]);
  });
});
