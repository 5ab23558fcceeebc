/**
 * The answer policy at its edges: answers are checked in their stored form, a hidden answer never
 * reveals a follow-up, rules are not applicable when a date they need is not a date, and summary
 * lines with nothing to say are left out.
 */
import { describe, expect, it } from "vitest";
import { activeFields, summaryLines, validatePage } from "../../src/engine/index.ts";
import type { Draft } from "../../src/engine/types.ts";
import { check, clock, journeys, page, pageData } from "./support/realJourneys.ts";

const validate = (pageId: string, draft: Draft) => validatePage(page("car", pageId), pageData("car", pageId, draft), check);

describe("answers are validated in the form they are stored in", () => {
  it.each([
    { page: "driver-personal", answer: { firstName: " Sam " }, field: "firstName", expected: undefined },
    { page: "driver-personal", answer: { firstName: "   " }, field: "firstName", expected: "Enter name" },
    { page: "numberplate", answer: { numberplate: " ab12 cde  " }, field: "numberplate", expected: undefined },
  ])("$answer on $page", ({ page: pageId, answer, field, expected }) => {
    const draft = pageId === "numberplate" ? answer : { driverPersonal: answer };
    expect(validate(pageId, draft)[field]).toBe(expected);
  });
});

describe("a hidden answer never reveals a follow-up question", () => {
  it.each([
    { answers: { makeCode: "nonselected", year: 1800, transmission: "X" }, expected: ["makeCode"] },
    { answers: { makeCode: "FORD", year: "nonselected", transmission: "001" }, expected: ["makeCode", "year"] },
    { answers: { makeCode: "FORD", year: 2012, transmission: "001" }, expected: ["makeCode", "year", "transmission", "fuelType"] },
  ])("$answers", ({ answers, expected }) => {
    const data = pageData("car", "vehicle-manual", { product: "car", vehicleManual: answers });
    expect(activeFields(page("car", "vehicle-manual"), data).map((f) => f.name)).toEqual(expected);
  });
});

describe("the age rule needs a real cover start date", () => {
  it.each([
    { coverStartDate: "2027-02-30", expected: undefined },
    { coverStartDate: "2026-11-22", expected: undefined },
    { coverStartDate: "2096-01-01", expected: "You must be aged between 17 and 69 at the policy start date" },
  ])("cover start $coverStartDate", ({ coverStartDate, expected }) => {
    const draft = { final: { coverStartDate }, driverPersonal: { dob: "2000-01-01" } };
    expect(validate("driver-personal", draft).dob).toBe(expected);
  });
});

describe("summary lines", () => {
  const path = ["product", "numberplate", "vehicle", "driver-personal"];
  it.each([
    { draft: { product: "car" }, expected: [] },
    { draft: { driverPersonal: { firstName: "Sam" } }, expected: [] },
    {
      draft: { vehicle: { make: "Ford", model: "Fiesta" }, driverPersonal: { firstName: "Sam", dob: "2006-11-23" } },
      expected: [
        { page: "vehicle", label: "Vehicle", value: "Ford Fiesta" },
        { page: "driver-personal", label: "Policyholder", value: "Sam, 19" },
      ],
    },
  ])("$draft", ({ draft, expected }) => {
    expect(summaryLines(journeys.car, draft, path, clock)).toEqual(expected);
  });
});
