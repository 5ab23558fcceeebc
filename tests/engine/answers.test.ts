/**
 * The answer policy of src/engine/answers.ts on the real journeys: effects on change, settling
 * options (auto-select a lone option, drop one no longer offered), what submission stores
 * (transforms, hidden answers back to their default), and the defaults of the quote draft.
 */
import { describe, expect, it } from "vitest";
import {
  applyAnswer,
  getPath,
  prepareSubmission,
  scopeData,
  settleAnswers,
  validatePage,
  withDefaults,
  type PageScope,
} from "../../src/engine/index.ts";
import type { Draft } from "../../src/engine/types.ts";
import { check, clock, journey, page, validDriverPersonal } from "./support/realJourneys.ts";

const scopeOf = (pageId: string, journeyId = "car", data?: Record<string, unknown>): PageScope => {
  const p = page(journeyId, pageId);
  return { journey: journey(journeyId), page: p, section: p.section, clock, data };
};

/** Vehicle models for one make, as the vehicleModels data source returns them. */
const models = {
  years: [2018, 2019, 2020],
  models: [
    { code: "OLD", name: "Ka", formattedName: "Ka 1.2", capacity: 1242, trans: "001", fuel: "002", doors: 3, syear: 2010, eyear: 2018 },
    {
      code: "A",
      name: "Fiesta",
      formattedName: "Fiesta 1.5 TDCi",
      capacity: 1499,
      trans: "001",
      fuel: "001",
      doors: 5,
      syear: 2019,
      eyear: null,
    },
    { code: "B", name: "Fiesta", formattedName: "Fiesta 1.0", capacity: 998, trans: "001", fuel: "002", doors: 5, syear: 2019 },
    { code: "C", name: "Focus", formattedName: "Focus 2.0 Auto", capacity: 1999, trans: "002", fuel: "002", doors: 5, syear: 2020 },
  ],
};
const referenceData = {
  transmission: [
    { code: "001", value: "Manual" },
    { code: "002", value: "Automatic" },
  ],
  fuelType: [
    { code: "001", value: "Diesel" },
    { code: "002", value: "Petrol" },
    { code: "004", value: "Electric" },
  ],
  numberOfDoors: [
    { code: "3", value: "3" },
    { code: "5", value: "5" },
  ],
  leftOrRight: [
    { code: "R", value: "Right-hand drive" },
    { code: "L", value: "Left-hand drive" },
  ],
};

describe("applyAnswer runs the field's effects", () => {
  it.each([
    { from: { residenceSinceBirth: false, driverLengthInUK: 7 }, value: true, expected: 99 },
    { from: { residenceSinceBirth: true, driverLengthInUK: 99 }, value: false, expected: 3 },
    { from: {}, value: false, expected: 3 },
    { from: {}, value: true, expected: 99 },
  ])("residenceSinceBirth $value sets driverLengthInUK to $expected", ({ from, value, expected }) => {
    const next = applyAnswer(scopeOf("driver-personal"), { driverPersonal: from }, "residenceSinceBirth", value);
    expect(next.driverPersonal).toEqual({ residenceSinceBirth: value, driverLengthInUK: expected });
  });

  it("a manufacturer change resets the answers that depend on it", () => {
    const before = {
      makeCode: "FO",
      year: 2020,
      transmission: "002",
      fuelType: "002",
      doors: "5",
      model: "C",
      leftOrRightHandDrive: "L",
    };
    const next = applyAnswer(scopeOf("vehicle-manual"), { vehicleManual: before }, "makeCode", "VA");
    expect(next.vehicleManual).toEqual({
      makeCode: "VA",
      year: "nonselected",
      transmission: "",
      fuelType: "",
      doors: "",
      model: "nonselected",
      leftOrRightHandDrive: "R",
    });
  });

  it.each([
    { pageId: "driver-personal", name: "firstName", value: "Sam", path: "driverPersonal.firstName" },
    { pageId: "numberplate", name: "numberplate", value: "ab12cde", path: "numberplate" },
    { pageId: "product", name: "product", value: "older", path: "product" },
  ])("$name without effects sets only $path, leaving the draft it was given alone", ({ pageId, name, value, path }) => {
    const draft: Draft = { product: "car", driverPersonal: { lastName: "Jones" }, other: { kept: true } };
    const copy = structuredClone(draft);
    const next = applyAnswer(scopeOf(pageId), draft, name, value);
    expect(getPath(next, path)).toBe(value);
    expect(draft).toEqual(copy);
    expect(next.other).toEqual({ kept: true });
    expect(getPath(next, "driverPersonal.lastName")).toBe("Jones");
  });
});

describe("settleAnswers on vehicle-manual", () => {
  const settle = (answers: Record<string, unknown>, loaded: Record<string, unknown> = referenceData) =>
    settleAnswers(scopeOf("vehicle-manual", "car", { models }), { vehicleManual: answers }, loaded as never).vehicleManual;

  it.each([
    {
      why: "one model that year: every lone option is picked down the cascade",
      answers: { makeCode: "FO", year: 2018 },
      expected: { makeCode: "FO", year: 2018, transmission: "001", fuelType: "002", doors: "3", model: "OLD" },
    },
    {
      why: "a lone transmission is picked, two fuels are left to the user",
      answers: { makeCode: "FO", year: 2019 },
      expected: { makeCode: "FO", year: 2019, transmission: "001" },
    },
    {
      why: "two transmissions: nothing is picked",
      answers: { makeCode: "FO", year: 2020 },
      expected: { makeCode: "FO", year: 2020 },
    },
    {
      why: "an offered answer is kept",
      answers: { makeCode: "FO", year: 2020, transmission: "002" },
      expected: { makeCode: "FO", year: 2020, transmission: "002", fuelType: "002", doors: "5", model: "C" },
    },
    {
      why: "a fuel no longer offered is cleared",
      answers: { makeCode: "FO", year: 2020, transmission: "001", fuelType: "004" },
      expected: { makeCode: "FO", year: 2020, transmission: "001", fuelType: undefined },
    },
    {
      why: "a transmission no longer offered gives way to the lone one",
      answers: { makeCode: "FO", year: 2019, transmission: "002" },
      expected: { makeCode: "FO", year: 2019, transmission: "001" },
    },
    {
      why: "a year no longer offered goes back to its default",
      answers: { makeCode: "FO", year: 2015 },
      expected: { makeCode: "FO", year: "nonselected" },
    },
  ])("$why", ({ answers, expected }) => {
    expect(settle(answers)).toEqual(expected);
  });

  it("leaves answers of a reference list that has not loaded", () => {
    const answers = { makeCode: "FO", year: 2020, transmission: "009" };
    expect(settle(answers, {})).toEqual(answers);
  });

  it("returns the same draft when nothing changes", () => {
    const draft = { vehicleManual: { makeCode: "FO", year: 2020 } };
    expect(settleAnswers(scopeOf("vehicle-manual", "car", { models }), draft, referenceData)).toBe(draft);
  });
});

describe("prepareSubmission", () => {
  it.each([
    { pageId: "numberplate", draft: { numberplate: "ab12cde" }, path: "numberplate", expected: "AB12 CDE" },
    { pageId: "numberplate", draft: { numberplate: " a123-bcd " }, path: "numberplate", expected: "A123 BCD" },
    { pageId: "numberplate", draft: { numberplate: "" }, path: "numberplate", expected: "" },
    { pageId: "driver-personal", draft: { driverPersonal: { firstName: "  Sam  " } }, path: "driverPersonal.firstName", expected: "Sam" },
    { pageId: "driver-personal", draft: { driverPersonal: { lastName: "Jones\t" } }, path: "driverPersonal.lastName", expected: "Jones" },
  ])("transforms $path: $draft -> $expected", ({ pageId, draft, path, expected }) => {
    expect(getPath(prepareSubmission(scopeOf(pageId), draft), path)).toBe(expected);
  });

  it.each([
    {
      why: "years in the UK, hidden when lived here since birth, goes back to 99",
      pageId: "driver-personal",
      product: "car",
      answers: { residenceSinceBirth: true, driverLengthInUK: 7 },
      path: "driverPersonal.driverLengthInUK",
      expected: 99,
    },
    {
      why: "years in the UK, shown, is kept",
      pageId: "driver-personal",
      product: "car",
      answers: { residenceSinceBirth: false, driverLengthInUK: 7 },
      path: "driverPersonal.driverLengthInUK",
      expected: 7,
    },
    {
      why: "a year, hidden until a manufacturer is chosen, goes back to nonselected",
      pageId: "vehicle-manual",
      product: "car",
      answers: { makeCode: "nonselected", year: 2019 },
      path: "vehicleManual.year",
      expected: "nonselected",
    },
    {
      why: "a transmission hidden with no year, with no default, is cleared",
      pageId: "vehicle-manual",
      product: "car",
      answers: { makeCode: "FO", year: "nonselected", transmission: "001" },
      path: "vehicleManual.transmission",
      expected: undefined,
    },
    {
      why: "doors, hidden for a van, are cleared",
      pageId: "vehicle-manual",
      product: "van",
      answers: { makeCode: "FO", year: 2019, transmission: "001", fuelType: "002", doors: "5" },
      path: "vehicleManual.doors",
      expected: undefined,
    },
    {
      why: "doors, shown for a car, are kept",
      pageId: "vehicle-manual",
      product: "car",
      answers: { makeCode: "FO", year: 2019, transmission: "001", fuelType: "002", doors: "5" },
      path: "vehicleManual.doors",
      expected: "5",
    },
  ])("$why", ({ pageId, product, answers, path, expected }) => {
    const p = page(product, pageId);
    const draft = { product, [p.section!]: answers };
    expect(getPath(prepareSubmission(scopeOf(pageId, product), draft), path)).toBe(expected);
  });

  it("does not add a hidden answer that was never given", () => {
    const next = prepareSubmission(scopeOf("driver-personal"), { driverPersonal: { residenceSinceBirth: true } });
    expect(next.driverPersonal).toEqual({ residenceSinceBirth: true });
  });
});

describe("withDefaults fills the quote draft's defaults", () => {
  const filled = withDefaults(journey("car"), {}, clock);

  it.each([
    { path: "driverPersonal.title", expected: "nonselected" },
    { path: "driverPersonal.residenceSinceBirth", expected: true },
    { path: "driverPersonal.driverLengthInUK", expected: 99 },
    { path: "driverPersonal.maritalStatus", expected: "nonselected" },
    { path: "numberplate", expected: "" },
    { path: "vehicleManual.leftOrRightHandDrive", expected: "R" },
    { path: "vehicleManual.makeCode", expected: "nonselected" },
    { path: "vehicleManual.year", expected: "nonselected" },
    { path: "vehicleManual.model", expected: "nonselected" },
    { path: "driverPersonal.firstName", expected: undefined },
    { path: "product", expected: undefined },
  ])("$path is $expected", ({ path, expected }) => {
    expect(getPath(filled, path)).toBe(expected);
  });

  it.each([
    { path: "driverPersonal.title", answer: "MRS" },
    { path: "driverPersonal.residenceSinceBirth", answer: false },
    { path: "driverPersonal.driverLengthInUK", answer: 5 },
    { path: "numberplate", answer: false },
    { path: "numberplate", answer: "AB12 CDE" },
    { path: "vehicleManual.leftOrRightHandDrive", answer: "L" },
  ])("keeps the answer $answer at $path", ({ path, answer }) => {
    const [head, tail] = path.includes(".") ? path.split(".") : [path, undefined];
    const draft: Draft = tail ? { [head]: { [tail]: answer } } : { [head]: answer };
    const next = withDefaults(journey("car"), draft, clock);
    expect(getPath(next, path)).toBe(answer);
  });

  it.each(["car", "older", "van", "convicted", "ppm"])("%s returns the very same draft once filled", (id) => {
    const once = withDefaults(journey(id), {}, clock);
    expect(withDefaults(journey(id), once, clock)).toBe(once);
  });
});

describe("the hidden-answer policy end to end", () => {
  const scope = scopeOf("driver-personal");
  const errors = (draft: Draft) => validatePage(scope.page, scopeData(scope, draft), check);

  it("a hidden answer is not validated, then is reset on submission", () => {
    const typed = { driverPersonal: { ...validDriverPersonal, residenceSinceBirth: false, driverLengthInUK: 7 } };
    // Back to "lived here since birth"; then an out-of-range value arrives over it (a restored quote).
    const switched = applyAnswer(scope, typed, "residenceSinceBirth", true);
    const stale = { driverPersonal: { ...(switched.driverPersonal as object), driverLengthInUK: 2 } };

    expect(errors(stale)).toEqual({});
    const saved = prepareSubmission(scope, stale);
    expect(getPath(saved, "driverPersonal.driverLengthInUK")).toBe(99);
    expect(errors(saved)).toEqual({});
  });

  it("the same answer, once shown, is validated and kept", () => {
    const shown = { driverPersonal: { ...validDriverPersonal, residenceSinceBirth: false, driverLengthInUK: 2 } };
    expect(Object.keys(errors(shown))).toEqual(["driverLengthInUK"]);
    expect(getPath(prepareSubmission(scope, shown), "driverPersonal.driverLengthInUK")).toBe(2);
  });
});
