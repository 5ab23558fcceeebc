/**
 * validatePage on the real journeys (loaded with loadAllJourneys, checked with ajv, fixed clock):
 * the order of checks (required, schema, field rules), messages from the JSON with their
 * placeholders filled, and that only active fields are validated.
 */
import { describe, expect, it } from "vitest";
import { validatePage } from "../../src/engine/index.ts";
import type { Draft } from "../../src/engine/types.ts";
import { check, journeys, loadProblems, page, pageData } from "./support/realJourneys.ts";

const validate = (journeyId: string, pageId: string, draft: Draft, data?: Record<string, unknown>) =>
  validatePage(page(journeyId, pageId), pageData(journeyId, pageId, draft, data), check);

describe("the real journeys", () => {
  it.each(["car", "older", "van", "convicted", "ppm"])("%s loads without problems", (id) => {
    expect(loadProblems[id]).toEqual([]);
    expect(journeys[id]?.pageOrder.slice(0, 5)).toEqual(["product", "numberplate", "vehicle", "vehicle-manual", "driver-personal"]);
  });
});

describe("product page", () => {
  it.each([
    { product: undefined, expected: { product: "Select the cover you are looking for" }, check: "required" },
    { product: "motorbike", expected: { product: "Select the cover you are looking for" }, check: "enum from the options" },
    { product: "van", expected: {}, check: "valid" },
    { product: "ppm", expected: {}, check: "valid" },
    { product: "car", expected: {}, check: "valid" },
    { product: "older", expected: {}, check: "valid" },
    { product: "convicted", expected: {}, check: "valid" },
  ])("$product -> $expected ($check)", ({ product, expected }) => {
    expect(validate("car", "product", { product })).toEqual(expected);
  });
});

describe("numberplate page", () => {
  const realPlate = "Enter a real UK registration number, or leave it blank if the car has no reg yet";
  const tooLong = "Enter reg (may be blank if the car has no reg yet)";
  it.each([
    { numberplate: "", expected: {}, why: "blank is allowed (no reg yet)" },
    { numberplate: undefined, expected: {}, why: "unanswered is allowed" },
    { numberplate: "ab12cde", expected: {}, why: "lower case, unspaced, is a real plate" },
    { numberplate: "AB12 CDE", expected: {}, why: "display form" },
    { numberplate: "A123 BCD", expected: {}, why: "prefix plate" },
    { numberplate: "HELLO", expected: { numberplate: realPlate }, why: "the ukPlate rule" },
    { numberplate: "AB12CDEF", expected: { numberplate: realPlate }, why: "the ukPlate rule" },
    { numberplate: "HELLO WORLD", expected: { numberplate: tooLong }, why: "schema maxLength is checked before rules" },
  ])("$numberplate -> $expected ($why)", ({ numberplate, expected }) => {
    expect(validate("car", "numberplate", { numberplate })).toEqual(expected);
  });
});

describe("vehicle-manual page: hidden fields are not validated", () => {
  const models = { years: [2019], models: [{ code: "M1", trans: "001", fuel: "002", doors: 5, syear: 2015 }] };
  it.each([
    {
      answers: {},
      data: undefined,
      expected: { makeCode: "Enter manufacturer" },
      why: "only the manufacturer shows before one is chosen",
    },
    {
      answers: { makeCode: "nonselected", year: "nonselected", doors: "12345" },
      data: undefined,
      expected: { makeCode: "Enter manufacturer" },
      why: "an invalid hidden answer is ignored",
    },
    {
      answers: { makeCode: "FO", year: "nonselected" },
      data: { models },
      expected: { year: "Enter year" },
      why: "a chosen make shows the year",
    },
    {
      answers: { makeCode: "FO", year: 1800 },
      data: { models },
      expected: { year: "Enter year", transmission: "Select transmission" },
      why: "schema minimum message; a year shows the transmission",
    },
    {
      answers: { makeCode: "FO", year: 2019, transmission: "001", fuelType: "002", doors: "5", leftOrRightHandDrive: "R", model: "M1" },
      data: { models },
      expected: {},
      why: "complete",
    },
  ])("$why", ({ answers, data, expected }) => {
    expect(validate("car", "vehicle-manual", { vehicleManual: answers }, data)).toEqual(expected);
  });

  it.each([
    { product: "car", doors: undefined, expected: { doors: "Enter number of doors" } },
    { product: "car", doors: "12345", expected: { doors: "Enter number of doors" } },
    { product: "van", doors: undefined, expected: {} },
    { product: "van", doors: "12345", expected: {} },
  ])("$product with doors $doors -> $expected (doors are hidden for van)", ({ product, doors, expected }) => {
    const answers = { makeCode: "FO", year: 2019, transmission: "001", fuelType: "002", leftOrRightHandDrive: "R", model: "M1", doors };
    expect(validate(product, "vehicle-manual", { product, vehicleManual: answers }, { models })).toEqual(expected);
  });
});

describe("messages fill their placeholders from the schema keyword", () => {
  it.each([
    { name: "firstName", value: "A".repeat(41), expected: "First name must be 40 characters or fewer" },
    { name: "lastName", value: "B".repeat(41), expected: "Last name must be 40 characters or fewer" },
    { name: "firstName", value: "A".repeat(40), expected: undefined },
  ])("$name of $value.length characters -> $expected", ({ name, value, expected }) => {
    expect(validate("car", "driver-personal", { driverPersonal: { [name]: value } })[name]).toBe(expected);
  });
});
