import { describe, expect, it } from "vitest";
import { loadJourneyCatalogue } from "../../server/domain/journeyCatalogue.ts";
import { buildQuoteRequest, type QuoteRequest } from "../../server/domain/quoteRequest.ts";
import { postcodeArea, ratingInputNames, ratingInputs } from "../../server/rating/inputs.ts";

const TODAY = "2026-11-22";
const journeys = loadJourneyCatalogue();

/** A car quote as the journey submits it: a policyholder with two convictions and two claims, and one named driver. */
const carDraft = {
  product: "car",
  numberplate: "AB12 CDE",
  vehicle: { registration: "AB12 CDE", abicode: "22001501", make: "Ford", model: "Fiesta 1.0", year: 2012, confirmed: true },
  driverPersonal: { title: "MR", firstName: "Sam", lastName: "Jones", gender: "M", dob: "2006-12-01", maritalStatus: "S" },
  driverAddress: { postcode: "LS1 4AP", addressId: "LS14AP-03", addressParts: { postalCode: "LS1 4AP", city: "Leeds" } },
  history: {
    drivingLicenceType: "FULL_UK",
    licenceType: "001",
    years: 1,
    months: 6,
    conviction1: true,
    convictionDate1: "2025-03-01",
    dvlaCode1: "SP30",
    points1: 3,
    fine1: 100,
    conviction2: true,
    convictionDate2: "2025-09-01",
    dvlaCode2: "CU80",
    points2: 3,
    fine2: 200,
    conviction3: false,
  },
  claims: {
    claim1: true,
    type1: "1",
    open1: true,
    fault1: true,
    date1: "2025-06-01",
    claim2: true,
    type2: "7",
    open2: false,
    fault2: false,
    date2: "2024-02-02",
    claim3: false,
  },
  car: {
    value: 6500,
    miles: 8000,
    use: "SDPC",
    overnightLocationBool: true,
    overnightLocation: "DRIVEWAY",
    householdVehicles: 1,
  },
  final: { excess: 150, ncd: 0, protectNcd: false, coverStartDate: "2026-12-02" },
  named: [
    {
      added: true,
      driverPersonal: { firstName: "Jo", lastName: "Jones", dob: "1968-01-09", relationshipStatus: "PARENT" },
      history: { years: 30, conviction1: true, convictionDate1: "2024-01-01", dvlaCode1: "dr10", points1: 3 },
      claims: { claim1: true, open1: false, fault1: true, date1: "2023-01-01" },
    },
  ],
};

const request = (draft: Record<string, unknown>): QuoteRequest =>
  buildQuoteRequest({ journey: journeys.journey("car")!, draft, quoteRef: "QR-INPUTS1", today: TODAY });

describe("ratingInputs", () => {
  it("reads a realistic quote request", () => {
    expect(ratingInputs(request(carDraft), TODAY)).toEqual({
      policyholderAge: 20, // born 2006-12-01, cover starts 2026-12-02
      youngestDriverAge: 20,
      licenceYears: 1,
      ncdYears: 0,
      protectedNcd: false,
      vehicleValue: 6500,
      vehicleAge: 14,
      annualMileage: 8000,
      businessMileage: null,
      postcodeArea: "LS",
      overnightLocation: "DRIVEWAY",
      vehicleUse: "SDPC",
      convictionPoints: 9, // 3 + 3, and the named driver's 3
      convictionCount: 3,
      drinkDriving: true, // the named driver's dr10, whatever its case
      claimCount: 3,
      faultClaims: 2,
      openClaims: 1,
      namedDrivers: 1,
      voluntaryExcess: 15000,
    });
  });

  it("takes ages at cover start, not today", () => {
    const dayBefore = { ...carDraft, final: { ...carDraft.final, coverStartDate: "2026-11-30" } };
    expect(ratingInputs(request(dayBefore), TODAY).policyholderAge).toBe(19);
  });

  it("rates where the vehicle is kept overnight when that is not at home", () => {
    const away = { ...carDraft, car: { ...carDraft.car, overnightLocationBool: false, overnightPostcode: "EC1A 1BB" } };
    expect(ratingInputs(request(away), TODAY).postcodeArea).toBe("EC");
  });

  it("gives null for unanswered questions and 0 for empty lists, never a crash", () => {
    const inputs = ratingInputs(request({ product: "car" }), TODAY);
    expect(Object.keys(inputs).sort()).toEqual([...ratingInputNames].sort());
    expect(inputs).toMatchObject({
      policyholderAge: null,
      youngestDriverAge: null,
      licenceYears: null,
      vehicleValue: null,
      vehicleAge: null,
      postcodeArea: null,
      convictionPoints: 0,
      convictionCount: 0,
      drinkDriving: false,
      faultClaims: 0,
      openClaims: 0,
      namedDrivers: 0,
      voluntaryExcess: null,
    });
  });

  it("uses today when the request has no cover start", () => {
    const noStart = { ...carDraft, final: { ...carDraft.final, coverStartDate: undefined } };
    expect(ratingInputs(request(noStart), "2026-12-01").policyholderAge).toBe(20);
    expect(ratingInputs(request(noStart), "2026-11-30").policyholderAge).toBe(19);
  });

  it("counts a vehicle made in the cover start year, or listed as next year's, as new", () => {
    const next = { ...carDraft, vehicle: { ...carDraft.vehicle, year: 2027 } };
    expect(ratingInputs(request(next), TODAY).vehicleAge).toBe(0);
  });
});

describe("postcodeArea", () => {
  it.each([
    ["LS1 4AP", "LS"],
    ["ec1a 1bb", "EC"],
    ["W1A 0AX", "W"],
    [" B33 8TH ", "B"],
    ["M1 1AE", "M"],
    ["not a postcode", null],
    [null, null],
  ])("%s → %s", (postcode, area) => {
    expect(postcodeArea(postcode)).toBe(area);
  });
});
