/**
 * The pages after claims, on the real journeys: car / van details (§2 'Car / van', §5 'Vehicle
 * forms'), van features and business, the final page (§5 'Final page', §9 limits) and the
 * named-driver personal and contact pages. Every §5 rule is checked at its boundaries, then
 * validateQuote is run over whole car and van drafts. Today is fixed at 2026-11-22.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  activeFields, applyAnswer, applyOutcomes, callArgs, holds, logicData, nextTarget, optionsFor, outcomesFor, pageInstance, prepareSubmission,
  summaryLines, validateQuote, validatePage, withDefaults, type PageScope, type ReferenceData,
} from "../../src/engine/index.ts";
import type { Draft, ResolvedPage } from "../../src/engine/types.ts";
import { check, clock, journey, loadProblems, TODAY, validDriverPersonal } from "./support/realJourneys.ts";

const reference = JSON.parse(
  readFileSync(new URL("../../server/fixtures/referenceData.json", import.meta.url), "utf8"),
) as ReferenceData;

const PRODUCTS = ["car", "older", "van", "convicted", "ppm"];
const CAR_FAMILY = ["car", "older", "convicted", "ppm"];

/** A page ready for one named-driver slot (or the page itself), with what its logic sees. */
function instance(journeyId: string, pageId: string, index?: number): ResolvedPage {
  const found = pageInstance(journey(journeyId), pageId, index);
  if (!found) throw new Error(`journey "${journeyId}" has no page "${pageId}"`);
  return found;
}
const dataFor = (journeyId: string, p: ResolvedPage, draft: Draft, data?: Record<string, unknown>) =>
  logicData({ journey: journey(journeyId), draft, section: p.section, clock, data });
const errorsOn = (journeyId: string, pageId: string, draft: Draft, index?: number) => {
  const p = instance(journeyId, pageId, index);
  return validatePage(p, dataFor(journeyId, p, draft), check);
};
const scopeOf = (journeyId: string, pageId: string, index?: number): PageScope => {
  const p = instance(journeyId, pageId, index);
  return { journey: journey(journeyId), page: p, section: p.section, clock, data: { reference } };
};
const activeNames = (journeyId: string, pageId: string, draft: Draft) => {
  const p = instance(journeyId, pageId);
  return activeFields(p, dataFor(journeyId, p, draft)).map((f) => f.name);
};
const pageActions = (journeyId: string, pageId: string, index?: number) => instance(journeyId, pageId, index).actions ?? [];

/** Whole years: the birthday `years` years before 2026-11-22, so a driver is exactly that old today. */
const bornYearsAgo = (years: number, dayShift = 0) => {
  const d = new Date(Date.UTC(2026 - years, 10, 22 + dayShift));
  return d.toISOString().slice(0, 10);
};
const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

// ---------------------------------------------------------------------------------------------
// Valid answers per page
// ---------------------------------------------------------------------------------------------

const validCar = {
  imported: false,
  cameraFitted: false,
  value: 4500,
  purchaseDate: "2024-03-01",
  keeper: true,
  owner: true,
  use: "SDPC",
  miles: 6000,
  businessMiles: 5000,
  overnightLocationBool: true,
  overnightLocation: "DRIVEWAY",
  daytimeLocation: "WORK_CAR_PARK",
  householdVehicles: 1,
  accessToOtherVehicles: false,
  seats: 5,
  doors: 5,
};
const validVan = {
  cameraFitted: false,
  value: 9000,
  purchaseDate: "2024-03-01",
  keeper: true,
  owner: true,
  use: "C1",
  miles: 8000,
  businessMiles: 5000,
  overnightLocationBool: true,
  overnightLocation: "DRIVEWAY",
  householdVehicles: 1,
  accessToOtherVehicles: false,
  seats: 3,
  doors: 4,
};
const validFinal = {
  excess: 0,
  paymentMethod: "MONTHLY",
  ncd: 0,
  protectNcd: false,
  experiencedAsNamed: false,
  yearsNcdNamed: 0,
  coverStartDate: TODAY,
  contacts: [{ email: "sam@example.com", phoneNumber: "07700900982" }],
  marketingEmail: false,
  marketingChat: false,
};
/** A named driver's personal answers (aged 46 today). */
const namedPersonal = (firstName = "Alex", dob = "1980-05-01") => ({
  firstName, lastName: "Smith", gender: "F", dob, residenceSinceBirth: true, driverLengthInUK: 99,
  maritalStatus: "M", relationshipStatus: "SPOUSE",
});

/** The final page's draft: the policyholder (19 today), vehicle year 2015, and final answers. */
const finalDraft = (final: Record<string, unknown> = {}, extra: Draft = {}): Draft => ({
  product: "car",
  vehicle: { year: 2015 },
  driverPersonal: validDriverPersonal,
  driverAddress: { email: "sam@example.com", phoneNumber: "07700900982" },
  ...extra,
  final: { ...validFinal, ...final },
});
const finalErrors = (final: Record<string, unknown> = {}, extra: Draft = {}, product = "car") =>
  errorsOn(product, "final", { ...finalDraft(final, extra), product });

describe("the real journeys load", () => {
  it.each(PRODUCTS)("%s loads without problems", (id) => {
    expect(loadProblems[id]).toEqual([]);
  });

  it.each([
    { product: "car", use: "vehicle-use", route: "/car" },
    { product: "older", use: "vehicle-use", route: "/car" },
    { product: "van", use: "vehicle-use", route: "/van" },
  ])("$product asks its vehicle use on $route", ({ product, use, route }) => {
    expect(journey(product).pages[use].route).toBe(route);
  });
});

// ---------------------------------------------------------------------------------------------
// Car / van details
// ---------------------------------------------------------------------------------------------

describe("car and van details: messages for empty answers", () => {
  const carMessages: [string, string][] = [
    ["imported", "Select if imported"],
    ["cameraFitted", "Select if a dashcam is fitted"],
    ["value", "Enter value"],
    ["purchaseDate", "Enter date"],
    ["keeper", "Select if you are the registered keeper"],
    ["owner", "Select if you are the legal owner"],
    ["use", "Select car use"],
    ["overnightLocationBool", "Select where the car is kept overnight"],
    ["overnightLocation", "Select parking location"],
    ["daytimeLocation", "Select location"],
    ["accessToOtherVehicles", "Select if you have access to any other vehicles"],
    ["seats", "Enter number of seats"],
    ["doors", "Enter number of doors"],
  ];
  const vanMessages: [string, string][] = [
    ["cameraFitted", "Select if a dashcam is fitted"],
    ["value", "Enter value"],
    ["purchaseDate", "Enter date"],
    ["keeper", "Select if you are the registered keeper"],
    ["owner", "Select if you are the legal owner"],
    ["use", "Select van use"],
    ["overnightLocationBool", "Select where the van is kept overnight"],
    ["overnightLocation", "Select parking location"],
    ["accessToOtherVehicles", "Select if you have access to any other vehicles"],
    ["seats", "Select number of seats"],
    ["doors", "Select number of doors"],
  ];

  it.each(CAR_FAMILY)("%s: every message, in page order, with the §3 defaults filled", (id) => {
    const draft = withDefaults(journey(id), { product: id }, clock);
    expect(Object.entries(errorsOn(id, "vehicle-use", draft))).toEqual(carMessages);
  });

  it("van: every message, in page order, with the §3 defaults filled", () => {
    const draft = withDefaults(journey("van"), { product: "van" }, clock);
    expect(Object.entries(errorsOn("van", "vehicle-use", draft))).toEqual(vanMessages);
  });

  it.each([
    { product: "car", section: "car", valid: validCar },
    { product: "van", section: "van", valid: validVan },
  ])("$product: the valid answers pass", ({ product, section, valid }) => {
    expect(errorsOn(product, "vehicle-use", { product, vehicle: { year: 2015 }, [section]: valid })).toEqual({});
  });
});

describe("car and van details: §3 defaults", () => {
  it.each([
    { product: "car", path: ["car", "miles"], expected: 0 },
    { product: "older", path: ["car", "miles"], expected: 0 },
    { product: "car", path: ["car", "businessMiles"], expected: 5000 },
    { product: "car", path: ["car", "householdVehicles"], expected: 1 },
    { product: "van", path: ["van", "miles"], expected: 8000 },
    { product: "van", path: ["van", "businessMiles"], expected: 5000 },
    { product: "van", path: ["van", "householdVehicles"], expected: 1 },
    { product: "car", path: ["final", "excess"], expected: 0 },
    { product: "car", path: ["final", "coverStartDate"], expected: TODAY },
    { product: "van", path: ["final", "coverStartDate"], expected: TODAY },
  ])("$product: $path is $expected", ({ product, path, expected }) => {
    const filled = withDefaults(journey(product), {}, clock) as Record<string, Record<string, unknown>>;
    expect(filled[path[0]][path[1]]).toBe(expected);
  });
});

describe("purchase date and 'Not bought yet'", () => {
  const carErrors = (car: Record<string, unknown>, product = "car") =>
    errorsOn(product, "vehicle-use", { product, vehicle: { year: 2015 }, [product === "van" ? "van" : "car"]: { ...(product === "van" ? validVan : validCar), ...car } });

  it.each([
    { product: "car", purchaseDate: TODAY, expected: undefined, why: "today" },
    { product: "car", purchaseDate: addDays(TODAY, 1), expected: "Date must not be in the future", why: "tomorrow" },
    { product: "car", purchaseDate: "2015-01-01", expected: undefined, why: "the first day of the year of manufacture" },
    { product: "car", purchaseDate: "2014-12-31", expected: "Date must not be before the car was manufactured", why: "the year before manufacture" },
    { product: "van", purchaseDate: TODAY, expected: undefined, why: "today" },
    { product: "van", purchaseDate: addDays(TODAY, 1), expected: "Date must not be in the future", why: "tomorrow" },
    { product: "van", purchaseDate: "2014-12-31", expected: "Date must not be before the van was manufactured", why: "the year before manufacture" },
    { product: "car", purchaseDate: "2024-02-30", expected: "Enter date", why: "no such day" },
    { product: "car", purchaseDate: "", expected: "Enter date", why: "blank, and not 'Not bought yet'" },
  ])("$product, $purchaseDate ($why) -> $expected", ({ product, purchaseDate, expected }) => {
    expect(carErrors({ purchaseDate }, product).purchaseDate).toBe(expected);
  });

  it("is not required when 'Not bought yet' is on", () => {
    expect(carErrors({ purchaseDate: "", notYetPurchased: true })).toEqual({});
  });

  it("without a known year of manufacture, only the future check applies", () => {
    const errors = errorsOn("car", "vehicle-use", { product: "car", car: { ...validCar, purchaseDate: "1990-01-01" } });
    expect(errors).toEqual({});
  });

  it.each(["car", "van"])("%s: ticking 'Not bought yet' clears the date, and the page is valid", (product) => {
    const section = product;
    const scope = scopeOf(product, "vehicle-use");
    const draft: Draft = { product, vehicle: { year: 2015 }, [section]: { ...(product === "van" ? validVan : validCar) } };
    const next = applyAnswer(scope, draft, "notYetPurchased", true) as Record<string, Record<string, unknown>>;
    expect(next[section].purchaseDate).toBe("");
    expect(next[section].notYetPurchased).toBe(true);
    expect(errorsOn(product, "vehicle-use", next)).toEqual({});
  });

  it("picking a date switches 'Not bought yet' off", () => {
    const scope = scopeOf("car", "vehicle-use");
    const draft: Draft = { product: "car", car: { ...validCar, purchaseDate: "", notYetPurchased: true } };
    const next = applyAnswer(scope, draft, "purchaseDate", "2024-05-05") as Record<string, Record<string, unknown>>;
    expect(next.car).toMatchObject({ purchaseDate: "2024-05-05", notYetPurchased: false });
  });
});

describe("car and van details: conditional questions", () => {
  const carWith = (answers: Record<string, unknown>) => ({ product: "car", vehicle: { year: 2015 }, car: { ...validCar, ...answers } });
  const vanWith = (answers: Record<string, unknown>) => ({ product: "van", vehicle: { year: 2015 }, van: { ...validVan, ...answers } });

  it.each([
    { draft: carWith({ cameraFitted: true }), field: "shareCameraFootage", expected: "Select if you would share dashcam footage" },
    { draft: carWith({ cameraFitted: true, shareCameraFootage: false }), field: "shareCameraFootage", expected: undefined },
    { draft: carWith({ keeper: false }), field: "keeperRelationship", expected: "Select relationship" },
    { draft: carWith({ keeper: false, keeperRelationship: "nonselected" }), field: "keeperRelationship", expected: "Select relationship" },
    { draft: carWith({ keeper: false, keeperRelationship: "PARENT" }), field: "keeperRelationship", expected: undefined },
    { draft: carWith({ owner: false }), field: "ownerRelationship", expected: "Select relationship" },
    { draft: vanWith({ owner: false, ownerRelationship: "LEASING_COMPANY" }), field: "ownerRelationship", expected: undefined },
    { draft: carWith({ overnightLocationBool: false }), field: "overnightPostcode", expected: "Enter postcode" },
    { draft: carWith({ overnightLocationBool: false, overnightPostcode: "NOT A CODE" }), field: "overnightPostcode", expected: "Enter postcode" },
    { draft: carWith({ overnightLocationBool: false, overnightPostcode: "sw1a 1aa" }), field: "overnightPostcode", expected: undefined },
    { draft: carWith({ overnightLocationBool: false, overnightPostcode: "M1 1AE" }), field: "overnightPostcode", expected: undefined },
    { draft: carWith({ overnightLocationBool: true, overnightPostcode: "NOT A CODE" }), field: "overnightPostcode", expected: undefined },
    { draft: carWith({ accessToOtherVehicles: true }), field: "whatVehicleAccessTo", expected: "Select vehicle" },
    { draft: carWith({ accessToOtherVehicles: true, whatVehicleAccessTo: "nonselected" }), field: "whatVehicleAccessTo", expected: "Select vehicle" },
    { draft: carWith({ accessToOtherVehicles: true, whatVehicleAccessTo: "COMPANY_CAR" }), field: "whatVehicleAccessTo", expected: undefined },
    { draft: vanWith({ use: "S" }), field: "socialUse", expected: "Select social use" },
    { draft: vanWith({ use: "S", socialUse: "nonselected" }), field: "socialUse", expected: "Select social use" },
    { draft: vanWith({ use: "S", socialUse: "HOBBY" }), field: "socialUse", expected: undefined },
    { draft: carWith({ use: "SDPCB", businessMiles: undefined }), field: "businessMiles", expected: "Select business mileage" },
    { draft: carWith({ use: "SDPCB", businessMiles: 5500 }), field: "businessMiles", expected: "Select business mileage" },
    { draft: carWith({ use: "SDPCB", miles: 0, businessMiles: 5000 }), field: "businessMiles", expected: "Business mileage can't be more than annual mileage" },
    { draft: carWith({ use: "SDPCB", miles: 6000, businessMiles: 6000 }), field: "businessMiles", expected: undefined },
    { draft: carWith({ use: "SDPCB", miles: 0, businessMiles: 0 }), field: "businessMiles", expected: undefined },
    { draft: carWith({ value: undefined }), field: "value", expected: "Enter value" },
    { draft: carWith({ value: 0 }), field: "value", expected: "Enter value" },
    { draft: carWith({ value: "4,500" }), field: "value", expected: "Enter value" },
    { draft: carWith({ seats: 1 }), field: "seats", expected: "Enter number of seats" },
    { draft: carWith({ seats: 7 }), field: "seats", expected: "Enter number of seats" },
    { draft: carWith({ seats: 6 }), field: "seats", expected: undefined },
    { draft: vanWith({ seats: 7 }), field: "seats", expected: "Select number of seats" },
    { draft: carWith({ doors: 6 }), field: "doors", expected: "Enter number of doors" },
    { draft: vanWith({ doors: 1 }), field: "doors", expected: "Select number of doors" },
    { draft: carWith({ householdVehicles: 4 }), field: "householdVehicles", expected: undefined },
    { draft: carWith({ householdVehicles: 5 }), field: "householdVehicles", expected: "Select how many vehicles there are in your household" },
  ])("$field -> $expected", ({ draft, field, expected }) => {
    expect(errorsOn(draft.product, "vehicle-use", draft)[field]).toBe(expected);
  });

  it.each([
    { draft: carWith({ use: "SDPCB" }), has: ["businessMiles", "daytimeLocation"], hasNot: ["socialUse"] },
    { draft: carWith({ use: "SDPC" }), has: ["daytimeLocation", "imported"], hasNot: ["businessMiles", "socialUse"] },
    { draft: vanWith({ use: "S" }), has: ["socialUse"], hasNot: ["businessMiles", "daytimeLocation", "imported"] },
    { draft: vanWith({ use: "C1" }), has: [], hasNot: ["socialUse", "businessMiles", "daytimeLocation"] },
  ])("$draft.product use $draft.[product]: shows $has, not $hasNot", ({ draft, has, hasNot }) => {
    const names = activeNames(draft.product, "vehicle-use", draft);
    for (const name of has) expect(names).toContain(name);
    for (const name of hasNot) expect(names).not.toContain(name);
  });

  it.each([
    { product: "car", miles: 25000, expected: undefined },
    { product: "car", miles: 26000, expected: "Select annual mileage" },
    { product: "older", miles: 26000, expected: "Select annual mileage" },
    { product: "van", miles: 41000, expected: undefined },
    { product: "van", miles: 42000, expected: "Select annual mileage" },
    { product: "car", miles: 1500, expected: "Select annual mileage" },
    { product: "car", miles: 0, expected: undefined },
  ])("$product: $miles annual miles -> $expected", ({ product, miles, expected }) => {
    const draft = product === "van" ? vanWith({ miles }) : { ...carWith({ miles }), product };
    expect(errorsOn(product, "vehicle-use", draft).miles).toBe(expected);
  });

  it.each([
    { product: "car", list: "use", code: "SDP", label: "Social, domestic and pleasure only" },
    { product: "van", list: "vanUsage", code: "C1", label: "Business use, carrying your own goods" },
  ])("$product: choosing a use stores its label from $list", ({ product, code, label }) => {
    const next = applyAnswer(scopeOf(product, "vehicle-use"), { product }, "use", code) as Record<string, Record<string, unknown>>;
    expect(next[product].useLabel).toBe(label);
  });

  it.each([
    { product: "car", field: "overnightLocation", list: "vehicleLocationWhenNotInUse" },
    { product: "van", field: "overnightLocation", list: "vanLocationWhenNotInUse" },
    { product: "car", field: "keeperRelationship", list: "keeperOwner" },
    { product: "van", field: "keeperRelationship", list: "vanKeeperOwner" },
    { product: "van", field: "use", list: "vanUsage" },
    { product: "car", field: "use", list: "use" },
  ])("$product: $field offers $list", ({ product, field, list }) => {
    const p = instance(product, "vehicle-use");
    expect(p.fields.find((f) => f.name === field)?.optionsFrom).toBe(list);
  });
});

describe("car and van details: slider display formats", () => {
  const ui = (product: string, name: string) =>
    instance(product, "vehicle-use").fields.find((f) => f.name === name)?.ui?.format;

  it.each([
    { product: "car", name: "miles", format: { min: "Less than 1,000", max: "{value}+", thousands: true } },
    { product: "van", name: "miles", format: { min: "Less than 1,000", thousands: true } },
    { product: "car", name: "householdVehicles", format: { max: "{value}+" } },
  ])("$product $name", ({ product, name, format }) => {
    expect(ui(product, name)).toEqual(format);
  });

  it.each([
    { product: "car", max: 25000 },
    { product: "ppm", max: 25000 },
    { product: "van", max: 41000 },
  ])("$product: miles slider runs 0 to $max in steps of 1,000", ({ product, max }) => {
    const schema = instance(product, "vehicle-use").fields.find((f) => f.name === "miles")?.schema;
    expect(schema).toMatchObject({ minimum: 0, maximum: max, multipleOf: 1000 });
  });
});

// ---------------------------------------------------------------------------------------------
// Van features and business
// ---------------------------------------------------------------------------------------------

describe("van features", () => {
  const features = (answers: Record<string, unknown>, use: string | undefined = "C1") =>
    ({ product: "van", van: { ...validVan, use }, vanFeatures: { tipping: false, refrigeration: false, racking: false, hasSignage: false, hazardousGoods: false, hazardousSites: false, ...answers } });

  it.each([
    { answers: { hasSignage: true }, expected: { signage: "Select signage type" }, why: "signage required with signage" },
    { answers: { hasSignage: true, signage: "nonselected" }, expected: { signage: "Select signage type" }, why: "the placeholder is no answer" },
    { answers: { hasSignage: true, signage: "BACK_SIDES" }, expected: {}, why: "a signage type" },
    { answers: { hasSignage: false }, expected: {}, why: "no signage, not asked" },
    { answers: { hasSignage: false, signage: "nonselected" }, expected: {}, why: "hidden, not validated" },
  ])("$why", ({ answers, expected }) => {
    expect(errorsOn("van", "van-features", features(answers))).toEqual(expected);
  });

  it.each([
    { use: "C1", to: "van-business" },
    { use: "S", to: "final" },
    { use: "nonselected", to: "final" },
  ])("van use $use -> $to", ({ use, to }) => {
    const p = instance("van", "van-features");
    expect(nextTarget(p, dataFor("van", p, features({}, use)))).toBe(to);
  });

  it.each([
    { answers: {}, expected: "None" },
    { answers: { racking: true }, expected: "Racking" },
    { answers: { tipping: true, hasSignage: true, signage: "OTHER", hazardousSites: true }, expected: "Tipping, Signage, Hazardous sites" },
  ])("summary 'Van details' for $answers is $expected", ({ answers, expected }) => {
    const rows = summaryLines(journey("van"), features(answers), ["van-features"], clock);
    expect(rows).toEqual([{ page: "van-features", label: "Van details", value: expected }]);
  });
});

describe("van business", () => {
  const business = (answers: Record<string, unknown>) =>
    ({ product: "van", vanBusiness: { companyType: "SOLE_TRADER", tradingName: "Sam's Vans", established: "2019-04-01", ...answers } });

  it("every required message, in page order", () => {
    expect(Object.entries(errorsOn("van", "van-business", { product: "van" }))).toEqual([
      ["companyType", "Select business type"],
      ["tradingName", "Enter trading name"],
      ["established", "Enter date"],
    ]);
  });

  it.each([
    { established: TODAY, expected: undefined },
    { established: addDays(TODAY, 1), expected: "Date must not be in the future" },
    { established: "1990-02-28", expected: undefined },
    { established: "2019-02-29", expected: "Enter date" },
    { established: "1/4/2019", expected: "Enter date" },
  ])("established $established -> $expected", ({ established, expected }) => {
    expect(errorsOn("van", "van-business", business({ established })).established).toBe(expected);
  });

  it("summary 'Business' is the trading name", () => {
    expect(summaryLines(journey("van"), business({}), ["van-business"], clock)).toEqual([
      { page: "van-business", label: "Business", value: "Sam's Vans" },
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Final page
// ---------------------------------------------------------------------------------------------

describe("final page: messages", () => {
  it.each(PRODUCTS)("%s: with the §3 defaults, what is still to answer", (id) => {
    const draft = withDefaults(journey(id), { product: id, driverPersonal: validDriverPersonal }, clock);
    expect(Object.entries(errorsOn(id, "final", draft))).toEqual([
      ["paymentMethod", "Select how you would like to pay."],
      ["experiencedAsNamed", "Select if you have driven as a named driver"],
      ["contacts.0.email", "Enter email address"],
      ["contacts.0.phoneNumber", "Enter mobile number"],
    ]);
  });

  it("the valid answers pass", () => {
    expect(finalErrors()).toEqual({});
  });

  it.each([
    { paymentMethod: "ANNUALLY", expected: undefined },
    { paymentMethod: "WEEKLY", expected: "Select how you would like to pay." },
    { paymentMethod: "nonselected", expected: "Select how you would like to pay." },
  ])("payment method $paymentMethod -> $expected", ({ paymentMethod, expected }) => {
    expect(finalErrors({ paymentMethod }).paymentMethod).toBe(expected);
  });

  it.each([
    { excess: 0, expected: undefined },
    { excess: 500, expected: undefined },
    { excess: 250, expected: undefined },
    { excess: 525, expected: "Select a voluntary excess between £0 and £500" },
    { excess: 75, expected: "Select a voluntary excess between £0 and £500" },
    { excess: -50, expected: "Select a voluntary excess between £0 and £500" },
  ])("excess £$excess -> $expected", ({ excess, expected }) => {
    expect(finalErrors({ excess }).excess).toBe(expected);
  });
});

describe("final page: cover start date", () => {
  it.each([
    { coverStartDate: TODAY, expected: undefined, why: "today" },
    { coverStartDate: addDays(TODAY, 30), expected: undefined, why: "30 days ahead" },
    { coverStartDate: addDays(TODAY, 31), expected: "Date must not be more than 30 days in the future", why: "31 days ahead" },
    { coverStartDate: addDays(TODAY, -1), expected: "Date must not be in the past", why: "yesterday" },
    { coverStartDate: "", expected: "Enter cover start date", why: "blank" },
    { coverStartDate: "2026-11-31", expected: "Enter a valid date", why: "no such day" },
    { coverStartDate: "22/11/2026", expected: "Enter a valid date", why: "not ISO" },
  ])("$coverStartDate ($why) -> $expected", ({ coverStartDate, expected }) => {
    expect(finalErrors({ coverStartDate }).coverStartDate).toBe(expected);
  });
});

describe("final page: every driver's age at the cover start date", () => {
  const message = (min: number, max: number) => `All drivers must be aged between ${min} and ${max} at the policy start date.`;
  const bounds: Record<string, [number, number]> = { car: [17, 69], convicted: [17, 69], ppm: [17, 69], van: [18, 69], older: [17, 99] };

  const cases = Object.entries(bounds).flatMap(([product, [min, max]]) => [
    { product, age: min - 1, ok: false },
    { product, age: min, ok: true },
    { product, age: max, ok: true },
    { product, age: max + 1, ok: false },
  ]);

  it.each(cases)("$product: policyholder aged $age -> accepted $ok", ({ product, age, ok }) => {
    const [min, max] = bounds[product];
    const extra = { driverPersonal: { ...validDriverPersonal, dob: bornYearsAgo(age) } };
    expect(finalErrors({}, extra, product).coverStartDate).toBe(ok ? undefined : message(min, max));
  });

  it.each(cases)("$product: first named driver aged $age -> accepted $ok", ({ product, age, ok }) => {
    const [min, max] = bounds[product];
    const extra = { named: [{ added: true, driverPersonal: namedPersonal("Alex", bornYearsAgo(age)) }] };
    const contacts = [validFinal.contacts[0], { email: "alex@example.com" }];
    expect(finalErrors({ contacts }, extra, product).coverStartDate).toBe(ok ? undefined : message(min, max));
  });

  it.each([
    { age: 16, ok: false },
    { age: 17, ok: true },
    { age: 69, ok: true },
    { age: 70, ok: false },
  ])("car: second named driver aged $age -> accepted $ok", ({ age, ok }) => {
    const extra = {
      named: [
        { added: true, driverPersonal: namedPersonal("Alex") },
        { added: true, driverPersonal: namedPersonal("Jo", bornYearsAgo(age)) },
      ],
    };
    const contacts = [validFinal.contacts[0], { email: "alex@example.com" }, { email: "jo@example.com" }];
    expect(finalErrors({ contacts }, extra).coverStartDate).toBe(ok ? undefined : message(17, 69));
  });

  it("a named driver who was not added is not checked", () => {
    const extra = { named: [{ added: false, driverPersonal: namedPersonal("Alex", bornYearsAgo(80)) }] };
    expect(finalErrors({}, extra)).toEqual({});
  });

  it.each([
    { coverStartDate: TODAY, dob: "2009-12-22", ok: false, why: "16 today, turns 17 in 30 days" },
    { coverStartDate: "2026-12-22", dob: "2009-12-22", ok: true, why: "17 on a cover start 30 days ahead" },
    { coverStartDate: "2026-12-22", dob: "1956-12-22", ok: false, why: "turns 70 on the later cover start" },
    { coverStartDate: TODAY, dob: "1956-12-22", ok: true, why: "69 today" },
  ])("measured at the chosen start: $why -> accepted $ok", ({ coverStartDate, dob, ok }) => {
    const extra = { driverPersonal: { ...validDriverPersonal, dob } };
    expect(finalErrors({ coverStartDate }, extra).coverStartDate).toBe(ok ? undefined : message(17, 69));
  });
});

describe("final page: no claims discount", () => {
  const ncdMessage = "This many years of NCD isn't possible for your age.";
  const namedMessage = "This many years' NCD isn't possible for your age.";
  const withDob = (dob: string) => ({ driverPersonal: { ...validDriverPersonal, dob } });

  it.each([
    { dob: "2007-03-27", ncd: 2, expected: undefined, why: "aged 19: the cap is 2" },
    { dob: "2007-03-27", ncd: 3, expected: ncdMessage, why: "aged 19: one above the cap" },
    { dob: "2004-11-22", ncd: 5, expected: undefined, why: "22 today: the cap is 5" },
    { dob: "2004-11-22", ncd: 6, expected: ncdMessage, why: "22 today: one above the cap" },
    { dob: "2004-11-23", ncd: 5, expected: ncdMessage, why: "22 tomorrow: still 21, the cap is 4" },
    { dob: "2009-11-22", ncd: 0, expected: undefined, why: "aged 17: only 0" },
    { dob: "2009-11-22", ncd: 1, expected: ncdMessage, why: "aged 17: 1 is too many" },
  ])("$why: $ncd years -> $expected", ({ dob, ncd, expected }) => {
    expect(finalErrors({ ncd, experiencedAsNamed: undefined }, withDob(dob)).ncd).toBe(expected);
  });

  it.each([
    { product: "car", ncd: 9, expected: undefined },
    { product: "car", ncd: 10, expected: "Years of no claims discount must be 9 or fewer" },
    { product: "van", ncd: 10, expected: "Years of no claims discount must be 9 or fewer" },
    { product: "convicted", ncd: 10, expected: "Years of no claims discount must be 9 or fewer" },
    { product: "ppm", ncd: 10, expected: "Years of no claims discount must be 9 or fewer" },
    { product: "older", ncd: 20, expected: undefined },
    { product: "older", ncd: 21, expected: "Years of no claims discount must be 20 or fewer" },
    { product: "car", ncd: -1, expected: "Select how many years of no claims discount you have" },
  ])("$product: the product maximum, $ncd years -> $expected", ({ product, ncd, expected }) => {
    expect(finalErrors({ ncd, experiencedAsNamed: undefined }, withDob("1950-01-01"), product).ncd).toBe(expected);
  });

  it.each(PRODUCTS)("%s: the NCD slider's maximum is the product's own", (id) => {
    const ncd = instance(id, "final").fields.find((f) => f.name === "ncd");
    expect(ncd?.schema.maximum).toBe(id === "older" ? 20 : 9);
  });

  it.each([
    { ncd: 0, shown: ["experiencedAsNamed"], hidden: ["protectNcd", "yearsNcdNamed"], experiencedAsNamed: false },
    { ncd: 0, shown: ["experiencedAsNamed", "yearsNcdNamed"], hidden: ["protectNcd"], experiencedAsNamed: true },
    { ncd: 1, shown: [], hidden: ["experiencedAsNamed", "yearsNcdNamed", "protectNcd"], experiencedAsNamed: true },
    { ncd: 3, shown: [], hidden: ["protectNcd", "experiencedAsNamed"], experiencedAsNamed: undefined },
    { ncd: 4, shown: ["protectNcd"], hidden: ["experiencedAsNamed"], experiencedAsNamed: undefined },
  ])("NCD $ncd, named experience $experiencedAsNamed: shows $shown", ({ ncd, shown, hidden, experiencedAsNamed }) => {
    const names = activeNames("car", "final", finalDraft({ ncd, experiencedAsNamed }, withDob("1980-01-01")));
    for (const name of shown) expect(names).toContain(name);
    for (const name of hidden) expect(names).not.toContain(name);
  });

  it.each([
    { from: 5, to: 3, protectNcd: false, why: "below 4 switches it off" },
    { from: 5, to: 4, protectNcd: true, why: "4 keeps it" },
    { from: 9, to: 0, protectNcd: false, why: "0 switches it off" },
  ])("protect NCD on, NCD $from -> $to: $why", ({ from, to, protectNcd }) => {
    const scope = scopeOf("car", "final");
    const draft = finalDraft({ ncd: from, protectNcd: true }, withDob("1980-01-01"));
    const next = applyAnswer(scope, draft, "ncd", to) as Record<string, Record<string, unknown>>;
    expect(next.final.protectNcd).toBe(protectNcd);
  });

  it("a protect-NCD answer left from a higher NCD is reset when the page is saved", () => {
    const scope = scopeOf("car", "final");
    const saved = prepareSubmission(scope, finalDraft({ ncd: 2, protectNcd: true }, withDob("1980-01-01"))) as Record<string, Record<string, unknown>>;
    expect(saved.final.protectNcd).toBe(false);
  });

  it.each([
    { dob: "2007-03-27", years: 2, expected: undefined, why: "aged 19: the cap is 2" },
    { dob: "2007-03-27", years: 3, expected: namedMessage, why: "aged 19: one above the cap" },
    { dob: "1980-01-01", years: 9, expected: undefined, why: "the slider maximum (9+)" },
    { dob: "1980-01-01", years: 10, expected: "Select how many years you drove as a named driver without a claim", why: "above the slider" },
    { dob: "2007-03-27", years: undefined, expected: "Select how many years you drove as a named driver without a claim", why: "required" },
  ])("years NCD as a named driver, $why: $years -> $expected", ({ dob, years, expected }) => {
    const errors = finalErrors({ ncd: 0, experiencedAsNamed: true, yearsNcdNamed: years }, withDob(dob));
    expect(errors.yearsNcdNamed).toBe(expected);
  });

  it("years NCD as a named driver is not checked without named experience", () => {
    expect(finalErrors({ ncd: 0, experiencedAsNamed: false, yearsNcdNamed: 9 })).toEqual({});
  });

  it("the years-as-named slider shows 9 as 9+", () => {
    const field = instance("car", "final").fields.find((f) => f.name === "yearsNcdNamed");
    expect(field?.ui?.format).toEqual({ max: "{value}+" });
  });
});

describe("final page: contact details", () => {
  const different = "Email addresses must be different";
  const named = (count: number) => ({
    named: [
      { added: count >= 1, driverPersonal: namedPersonal("Alex") },
      { added: count >= 2, driverPersonal: namedPersonal("Jo") },
    ],
  });
  const contactsErrors = (contacts: Record<string, unknown>[], count: number) => {
    const errors = finalErrors({ contacts }, named(count));
    return Object.fromEntries(Object.entries(errors).filter(([name]) => name.startsWith("contacts.")));
  };

  it.each([
    { email: "Sam@Example.com", expected: undefined, why: "any case (stored lower-cased)" },
    { email: " sam@example.com ", expected: undefined, why: "spaces trimmed" },
    { email: "", expected: "Enter email address", why: "blank" },
    { email: "sam@", expected: "Enter valid email address", why: "no domain" },
    { email: "sam example@x.com", expected: "Enter valid email address", why: "a space" },
  ])("policyholder email $email ($why) -> $expected", ({ email, expected }) => {
    expect(contactsErrors([{ email, phoneNumber: "07700900982" }], 0)["contacts.0.email"]).toBe(expected);
  });

  it.each([
    { phoneNumber: "07700900982", expected: undefined, why: "07 and 9 digits" },
    { phoneNumber: "07700 900 982", expected: undefined, why: "spaces stripped" },
    { phoneNumber: "08700900982", expected: "Enter valid mobile number", why: "08" },
    { phoneNumber: "0770090098", expected: "Enter valid mobile number", why: "10 digits" },
    { phoneNumber: "077009009821", expected: "Enter valid mobile number", why: "12 digits" },
    { phoneNumber: "+447700900982", expected: "Enter valid mobile number", why: "international form" },
    { phoneNumber: "", expected: "Enter mobile number", why: "blank" },
  ])("mobile $phoneNumber ($why) -> $expected", ({ phoneNumber, expected }) => {
    expect(contactsErrors([{ email: "sam@example.com", phoneNumber }], 0)["contacts.0.phoneNumber"]).toBe(expected);
  });

  it.each([
    {
      why: "first named driver's email equals the policyholder's in another case",
      count: 1,
      contacts: [{ email: "Sam@Example.com" }, { email: "sam@EXAMPLE.com" }],
      expected: { "contacts.1.email": different },
    },
    {
      why: "second named driver's email equals the first named driver's",
      count: 2,
      contacts: [{ email: "sam@example.com" }, { email: "alex@example.com" }, { email: "ALEX@example.com" }],
      expected: { "contacts.2.email": different },
    },
    {
      why: "second named driver's email equals the policyholder's",
      count: 2,
      contacts: [{ email: "sam@example.com" }, { email: "alex@example.com" }, { email: "Sam@example.com" }],
      expected: { "contacts.2.email": different },
    },
    {
      why: "all different",
      count: 2,
      contacts: [{ email: "sam@example.com" }, { email: "alex@example.com" }, { email: "jo@example.com" }],
      expected: {},
    },
    {
      why: "an added named driver needs an email",
      count: 1,
      contacts: [{ email: "sam@example.com" }, { email: "" }],
      expected: { "contacts.1.email": "Enter email address" },
    },
    {
      why: "a named email that is not an email",
      count: 2,
      contacts: [{ email: "sam@example.com" }, { email: "alex@example.com" }, { email: "jo" }],
      expected: { "contacts.2.email": "Enter valid email address" },
    },
    {
      why: "a slot whose driver is not added is neither asked nor compared",
      count: 0,
      contacts: [{ email: "sam@example.com" }, { email: "sam@example.com" }],
      expected: {},
    },
  ])("$why", ({ contacts, count, expected }) => {
    const withPhone = contacts.map((c, i) => (i === 0 ? { ...c, phoneNumber: "07700900982" } : c));
    expect(contactsErrors(withPhone, count)).toEqual(expected);
  });

  it.each([
    { count: 0, shown: ["contacts.0.email", "contacts.0.phoneNumber"] },
    { count: 1, shown: ["contacts.0.email", "contacts.0.phoneNumber", "contacts.1.email"] },
    { count: 2, shown: ["contacts.0.email", "contacts.0.phoneNumber", "contacts.1.email", "contacts.2.email"] },
  ])("with $count named drivers the contact block asks $shown", ({ count, shown }) => {
    const names = activeNames("car", "final", finalDraft({}, named(count)));
    expect(names.filter((n) => n.startsWith("contacts."))).toEqual(shown);
  });

  it("the contact answers start from the policyholder's and each named driver's saved ones", () => {
    const draft: Draft = {
      product: "car",
      driverAddress: { email: "sam@example.com", phoneNumber: "07700900982" },
      named: [{ added: true, driverContact: { email: "alex@example.com" } }, { added: true, driverContact: { email: "jo@example.com" } }],
    };
    const filled = withDefaults(journey("car"), draft, clock) as Record<string, Record<string, unknown>>;
    expect(filled.final.contacts).toEqual([
      { email: "sam@example.com", phoneNumber: "07700900982" },
      { email: "alex@example.com" },
      { email: "jo@example.com" },
    ]);
  });
});

describe("final page: actions", () => {
  const action = (id: string) => {
    const found = pageActions("car", "final").find((a) => a.id === id);
    if (!found) throw new Error(`no action ${id}`);
    return found;
  };

  it.each([
    { named: [], index: 0, enabled: true },
    { named: [{ added: true }], index: 1, enabled: true },
    { named: [{ added: true }, { added: true }], index: 1, enabled: false },
  ])("add named driver with $named.length added: slot $index, enabled $enabled", ({ named, index, enabled }) => {
    const add = action("add-named");
    const p = instance("car", "final");
    const data = dataFor("car", p, finalDraft({}, { named }));
    expect(add.validate).toBe(false);
    expect(holds(add.enabledWhen, data)).toBe(enabled);
    const outcome = applyOutcomes(add.then, finalDraft({}, { named }), data);
    expect(outcome).toMatchObject({ goTo: "named-driver-personal", index });
  });

  it("get quote copies the confirmed contact details back, then rates the quote", () => {
    const quote = action("get-quote");
    const draft = finalDraft(
      { contacts: [{ email: "new@example.com", phoneNumber: "07123456789" }, { email: "alex2@example.com" }, { email: "jo@example.com" }] },
      { named: [{ added: true, driverContact: { email: "alex@example.com" } }, { added: false }] },
    );
    const p = instance("car", "final");
    const { draft: next } = applyOutcomes(quote.then, draft, dataFor("car", p, draft));
    expect(next).toMatchObject({
      driverAddress: { email: "new@example.com", phoneNumber: "07123456789" },
      named: [{ added: true, driverContact: { email: "alex2@example.com" } }, { added: false }],
    });
    expect((next.named as Record<string, unknown>[])[1].driverContact).toBeUndefined();
    expect(quote.load?.source).toBe("rateQuote");
  });

  it("get quote drops the earlier rate before rating again (a failed rating leaves no stale price) but keeps the reference and token", () => {
    const quote = action("get-quote");
    const draft: Draft = { ...finalDraft(), quoteRef: "QR-OLD00000", token: "tok-1", rate: { quoteRef: "QR-OLD00000" } };
    const { draft: next } = applyOutcomes(quote.then, draft, dataFor("car", instance("car", "final"), draft));
    expect(next.rate).toBeUndefined();
    expect(next).toMatchObject({ quoteRef: "QR-OLD00000", token: "tok-1" });
  });

  it.each([
    { why: "a new quote", extra: {}, quoteRef: null, token: null },
    { why: "a quote rated before", extra: { quoteRef: "QR-ABC12345", token: "tok-1" }, quoteRef: "QR-ABC12345", token: "tok-1" },
  ])("get quote sends the product, journey version and whole draft: $why", ({ extra, quoteRef, token }) => {
    const load = action("get-quote").load!;
    const draft = { ...finalDraft(), ...extra };
    const args = callArgs(load, dataFor("car", instance("car", "final"), draft));
    expect(args).toEqual({ product: "car", journeyVersion: journey("car").version, answers: draft, quoteRef, token });
  });

  const rated = (optionState: string) => ({
    quoteRef: "QR-NEW12345",
    token: "tok-2",
    ratingOutcome: { optionState, underwritingOutcomeResponseId: "uo-1" },
  });

  it.each([
    { optionState: "READY_FOR_TAKE_UP", goTo: "rate" },
    { optionState: "HAS_DECLINES", goTo: "declined" },
    { optionState: "HAS_UNAUTHORISED_REFERRALS", goTo: "declined" },
    { optionState: "RATING_RETURNED_ERROR", goTo: "error" },
    { optionState: "UNDERWRITING_FAILED", goTo: "error" },
  ])("a rating with $optionState keeps the reference, token and rate, then goes to $goTo", ({ optionState, goTo }) => {
    const load = action("get-quote").load!;
    const p = instance("car", "final");
    const draft: Draft = { ...finalDraft(), quoteRef: "QR-OLD00000", token: "tok-1" };
    const result = rated(optionState);
    const outcome = applyOutcomes(outcomesFor(load, { failed: false, result }), draft, { ...dataFor("car", p, draft), result });
    expect(outcome.goTo).toBe(goTo);
    expect(outcome.fieldError).toBeUndefined();
    expect(outcome.draft).toMatchObject({ quoteRef: "QR-NEW12345", token: "tok-2", rate: result, final: draft.final });
  });

  it("a failed rating call (network or server rejection) goes to the error page and keeps the draft", () => {
    const load = action("get-quote").load!;
    const p = instance("car", "final");
    const draft = finalDraft();
    const outcome = applyOutcomes(outcomesFor(load, { failed: true }), draft, dataFor("car", p, draft));
    expect(outcome).toEqual({ draft, goTo: "error", fieldError: undefined });
  });

  it("the page hands over to the quote", () => {
    const p = instance("car", "final");
    expect(nextTarget(p, dataFor("car", p, finalDraft()))).toBe("rate");
  });

  it("the named-driver list is a block the named-driver chain can return to", () => {
    const block = instance("car", "final").content?.find((b) => b.kind === "namedDrivers");
    expect(block).toMatchObject({ id: "named-drivers", text: "Named drivers", removeLabel: "Remove" });
  });

  it("summary 'Cover start'", () => {
    expect(summaryLines(journey("car"), finalDraft({ coverStartDate: "2026-12-05" }), ["final"], clock)).toEqual([
      { page: "final", label: "Cover start", value: "05/12/2026" },
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Named driver pages
// ---------------------------------------------------------------------------------------------

describe("named driver details", () => {
  const personalDraft = (answers: Record<string, unknown>, index = 0, extra: Draft = {}): Draft => {
    const named: Record<string, unknown>[] = [{ added: false }, { added: false }];
    named[index] = { driverPersonal: { ...namedPersonal(), ...answers } };
    return { product: "car", ...extra, named };
  };

  it.each([0, 1])("slot %i: every message for empty answers, in page order ('they' wording)", (index) => {
    expect(Object.entries(errorsOn("car", "named-driver-personal", { product: "car" }, index))).toEqual([
      ["firstName", "Enter name"],
      ["lastName", "Enter surname"],
      ["gender", "Select gender"],
      ["dob", "Enter date of birth"],
      ["residenceSinceBirth", "Select if they have lived in the UK since birth"],
      ["maritalStatus", "Select marital status"],
      ["relationshipStatus", "Select relationship"],
    ]);
  });

  it("has no title or homeowner question", () => {
    const names = instance("car", "named-driver-personal", 0).fields.map((f) => f.name);
    expect(names).not.toContain("title");
    expect(names).not.toContain("homeStatus");
  });

  it.each([
    { product: "car", dob: "2009-12-22", ok: true, why: "turns 17 30 days after cover start" },
    { product: "car", dob: "2009-12-23", ok: false, why: "turns 17 31 days after cover start" },
    { product: "car", dob: "1956-11-23", ok: true, why: "aged 69" },
    { product: "car", dob: "1956-11-22", ok: false, why: "aged 70" },
    { product: "van", dob: "2008-12-23", ok: false, why: "turns 18 31 days after cover start" },
    { product: "van", dob: "2008-12-22", ok: true, why: "turns 18 30 days after cover start" },
    { product: "older", dob: "1936-11-22", ok: false, why: "aged 90" },
  ])("$product, born $dob ($why): accepted $ok", ({ product, dob, ok }) => {
    const { min, max } = journey(product).limits.driverAge as { min: number; max: number };
    const errors = errorsOn(product, "named-driver-personal", { ...personalDraft({ dob }, 1), product }, 1);
    expect(errors.dob).toBe(ok ? undefined : `They must be aged between ${min} and ${max} at the policy start date`);
  });

  it.each([
    { product: "car", offers: "EMPLOYEE", expected: false },
    { product: "van", offers: "EMPLOYEE", expected: true },
    { product: "van", offers: "SPOUSE", expected: true },
    { product: "car", offers: "FRIEND", expected: true },
  ])("$product: relationship offers $offers: $expected", ({ product, offers, expected }) => {
    const p = instance(product, "named-driver-personal", 0);
    const field = p.fields.find((f) => f.name === "relationshipStatus")!;
    const options = optionsFor(field, dataFor(product, p, { product }, { reference }), reference) ?? [];
    expect(options.some((o) => o.value === offers)).toBe(expected);
  });

  it.each([0, 1])("slot %i: the valid answers pass and its summary line names the driver", (index) => {
    const draft = personalDraft({}, index);
    expect(errorsOn("car", "named-driver-personal", draft, index)).toEqual({});
    const rows = summaryLines(journey("car"), draft, ["named-driver-personal"], clock, index);
    expect(rows).toEqual([{ page: "named-driver-personal", label: "Named driver", value: "Alex Smith" }]);
  });
});

describe("named driver contact email", () => {
  const policyholderMessage = "You've already used this email address for the policyholder";
  const namedMessage = "You've already used this email address for a named driver";
  const contactDraft = (index: number, email: string, other: { added: boolean; email?: string }): Draft => {
    const named: Record<string, unknown>[] = [];
    named[index] = { added: false, driverContact: { email } };
    named[1 - index] = { added: other.added, driverContact: { email: other.email } };
    return { product: "car", driverAddress: { email: "sam@example.com" }, named };
  };

  it.each([
    { index: 0, email: "", other: { added: false }, expected: "Enter email address" },
    { index: 0, email: "alex@", other: { added: false }, expected: "Enter valid email address" },
    { index: 0, email: "alex@example.com", other: { added: false }, expected: undefined },
    { index: 0, email: "sam@example.com", other: { added: false }, expected: policyholderMessage },
    { index: 1, email: "SAM@Example.COM", other: { added: true, email: "alex@example.com" }, expected: policyholderMessage },
    { index: 1, email: "Alex@Example.com", other: { added: true, email: "alex@example.com" }, expected: namedMessage },
    { index: 0, email: "jo@example.com", other: { added: true, email: "JO@example.com" }, expected: namedMessage },
    { index: 0, email: "jo@example.com", other: { added: false, email: "jo@example.com" }, expected: undefined },
    { index: 1, email: "jo@example.com", other: { added: true, email: "alex@example.com" }, expected: undefined },
  ])("slot $index, $email (other driver $other) -> $expected", ({ index, email, other, expected }) => {
    expect(errorsOn("car", "named-driver-contact", contactDraft(index, email, other), index).email).toBe(expected);
  });

  it.each([
    { index: 0, path: 1 },
    { index: 1, path: 2 },
  ])("slot $index: Next keeps the final page's contact $path in step", ({ index, path }) => {
    const next = pageActions("car", "named-driver-contact", index).find((a) => a.id === "next")!;
    expect(next.label).toBe("Next");
    const draft = contactDraft(index, "alex@example.com", { added: false });
    const p = instance("car", "named-driver-contact", index);
    const { draft: out } = applyOutcomes(next.then, draft, dataFor("car", p, draft));
    const contacts = (out.final as { contacts: Record<string, unknown>[] }).contacts;
    expect(contacts[path]).toEqual({ email: "alex@example.com" });
    expect(contacts.filter(Boolean)).toHaveLength(1);
  });

  it("its summary line is the email", () => {
    const draft = contactDraft(1, "alex@example.com", { added: false });
    expect(summaryLines(journey("car"), draft, ["named-driver-contact"], clock, 1)).toEqual([
      { page: "named-driver-contact", label: "Contact", value: "alex@example.com" },
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Summary lines of the vehicle pages
// ---------------------------------------------------------------------------------------------

describe("summary 'Use and Mileage'", () => {
  it.each([
    { product: "car", answers: { use: "SDP", useLabel: "Social, domestic and pleasure only", miles: 0 }, expected: "Social, domestic and pleasure only: Less than 1,000 miles" },
    { product: "car", answers: { use: "SDP", miles: 0 }, expected: "Less than 1,000 miles" },
    { product: "car", answers: { use: "SDP", miles: 12000 }, expected: "12,000 miles" },
    { product: "car", answers: { use: "SDP", miles: 25000 }, expected: "25,000+ miles" },
    { product: "van", answers: { use: "C1", miles: 41000 }, expected: "41,000 miles" },
    { product: "van", answers: { use: "S", useLabel: "Social, domestic, pleasure and commuting", miles: 8000 }, expected: "Social, domestic, pleasure and commuting: 8,000 miles" },
  ])("$product $answers -> $expected", ({ product, answers, expected }) => {
    const rows = summaryLines(journey(product), { product, [product]: answers }, ["vehicle-use"], clock);
    expect(rows).toEqual([{ page: "vehicle-use", label: "Use and Mileage", value: expected }]);
  });
});

// ---------------------------------------------------------------------------------------------
// Whole quotes
// ---------------------------------------------------------------------------------------------

/** Every page of the main path (and each named driver's chain) answered validly. */
function completeDraft(product: "car" | "van", options: { namedDrivers?: number } = {}): Draft {
  const jobAnswers = { statusCode: "E", status: "Employed", occupationCode: "A01", occupation: "Accountant", businessCode: "101", business: "Accountancy", secondary: false };
  const historyAnswers = (years: number) => ({ drivingLicenceType: "FULL_UK", licenceType: "001", years, months: 6, conviction1: false });
  const claimsAnswers = { claim1: false };
  const named = Array.from({ length: options.namedDrivers ?? 0 }, (_, i) => ({
    added: true,
    driverPersonal: namedPersonal(i === 0 ? "Alex" : "Jo"),
    driverContact: { email: i === 0 ? "alex@example.com" : "jo@example.com" },
    job: jobAnswers,
    history: historyAnswers(product === "van" ? 5 : 2),
    claims: claimsAnswers,
  }));
  const draft: Draft = {
    product,
    numberplate: "AB12 CDE",
    linkReg: "AB12 CDE",
    vehicle: { registration: "AB12 CDE", abicode: "32120102", make: "Ford", model: product === "van" ? "Transit" : "Fiesta", year: 2015, confirmed: true },
    driverPersonal: { ...validDriverPersonal, dob: "1990-06-15" },
    driverAddress: {
      postcode: "SW1A 1AA", addressId: "A1", email: "sam@example.com", phoneNumber: "07700900982",
      addressParts: { line1: "1 High Street", city: "London", postalCode: "SW1A 1AA" },
    },
    job: jobAnswers,
    history: historyAnswers(product === "van" ? 5 : 2),
    claims: claimsAnswers,
    ...(product === "van"
      ? {
          van: validVan,
          vanFeatures: { tipping: false, refrigeration: false, racking: true, hasSignage: true, signage: "OTHER", hazardousGoods: false, hazardousSites: false },
          vanBusiness: { companyType: "SOLE_TRADER", tradingName: "Sam's Vans", established: "2019-04-01" },
        }
      : { car: validCar }),
    final: {
      ...validFinal,
      ncd: 5,
      protectNcd: true,
      contacts: [validFinal.contacts[0], ...named.map((n) => ({ email: n.driverContact.email }))],
    },
    ...(named.length > 0 && { named: [...named, ...Array.from({ length: 2 - named.length }, () => ({ added: false }))] }),
  };
  return withDefaults(journey(product), draft, clock);
}

describe("validateQuote on whole drafts", () => {
  const validateWhole = (draft: Draft) => validateQuote(journey(String(draft.product)), draft, clock, check, "rate");

  it.each([
    { product: "car" as const, namedDrivers: 0 },
    { product: "car" as const, namedDrivers: 1 },
    { product: "car" as const, namedDrivers: 2 },
  ])("accepts a complete $product draft with $namedDrivers named drivers", ({ product, namedDrivers }) => {
    const result = validateWhole(completeDraft(product, { namedDrivers }));
    expect(result.problems).toEqual([]);
    expect(result).toMatchObject({ valid: true, reached: "rate" });
  });

  it.each([0, 1, 2])("accepts a complete van draft (used for business) with %i named drivers", (namedDrivers) => {
    const result = validateWhole(completeDraft("van", { namedDrivers }));
    expect(result.problems).toEqual([]);
    expect(result).toMatchObject({ valid: true, reached: "rate" });
  });

  it("a van not used for business skips the business page", () => {
    const draft = completeDraft("van");
    const social = { ...draft, van: { ...(draft.van as object), use: "S", socialUse: "HOBBY" }, vanBusiness: undefined };
    const result = validateWhole(social);
    expect(result).toMatchObject({ valid: true, reached: "rate" });
  });

  it("a van used for business cannot skip the business page", () => {
    const result = validateWhole({ ...completeDraft("van"), vanBusiness: undefined });
    expect(result.problems).toEqual([
      { page: "van-business", errors: { companyType: "Select business type", tradingName: "Enter trading name", established: "Enter date" } },
    ]);
  });

  it("rejects a draft with NCD above the cap for the policyholder's age", () => {
    const draft = completeDraft("car");
    // Born 1990-06-15: 36 today, so at most 19 years; the product allows 9, so take a 25-year-old.
    const young = { ...draft, driverPersonal: { ...(draft.driverPersonal as object), dob: "2001-06-15" }, final: { ...(draft.final as object), ncd: 9 } };
    const result = validateWhole(young);
    expect(result.valid).toBe(false);
    expect(result.problems).toEqual([{ page: "final", errors: { ncd: "This many years of NCD isn't possible for your age." } }]);
  });

  it("rejects a draft whose named driver is too old at the cover start", () => {
    const draft = completeDraft("car", { namedDrivers: 1 });
    const named = draft.named as Record<string, unknown>[];
    const old = { ...draft, named: [{ ...named[0], driverPersonal: namedPersonal("Alex", bornYearsAgo(70)) }, named[1]] };
    const result = validateWhole(old);
    expect(result.valid).toBe(false);
    expect(result.problems).toContainEqual({
      page: "final",
      errors: { coverStartDate: "All drivers must be aged between 17 and 69 at the policy start date." },
    });
  });
});

