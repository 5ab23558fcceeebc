/**
 * A small rating file for engine tests: few factors with round numbers, so expected premiums can
 * be worked out by hand. Each test changes what it needs on a fresh copy.
 */
import type { RatingFile } from "../../server/rating/fileFormat.ts";
import type { RatingInputs } from "../../server/rating/inputs.ts";

export function smallFile(): RatingFile {
  return {
    version: "2.3.4",
    package: "SMALL_TEST",
    basePremium: 100000,
    factors: [
      {
        id: "driverAge",
        label: "Youngest driver's age",
        input: "youngestDriverAge",
        bands: [
          { from: 17, to: 24, factor: 2 },
          { from: 25, to: 69, factor: 1 },
          { from: 70, factor: 1.5 },
        ],
      },
      {
        id: "vehicleValue",
        label: "Vehicle value",
        input: "vehicleValue",
        bands: [
          { from: 0, to: 10000, factor: 1 },
          { from: 10001, to: 250000, factor: 1.2 },
        ],
      },
      { id: "postcodeArea", label: "Postcode area", input: "postcodeArea", values: { LS: 1.1, E: 1.5 }, default: 1, missing: 1.25 },
      { id: "protectedNcd", label: "Protected NCD", input: "protectedNcd", values: { true: 1.1, false: 1 }, missing: 1 },
    ],
    compulsoryExcess: {
      excessCode: "COMPULSORY",
      displayName: "Compulsory excess",
      wording: "You pay this towards any claim.",
      byPolicyholderAge: [
        { from: 17, to: 24, amount: 35000 },
        { from: 25, amount: 25000 },
      ],
    },
    voluntaryExcess: [
      { amount: 0, factor: 1 },
      { amount: 25000, factor: 0.9 },
      { amount: 50000, factor: 0.8 },
    ],
    addons: [
      { code: "LEGAL", description: "Motor legal protection", annualCost: 3000, mandatory: true, selectedByDefault: true },
      { code: "BREAKDOWN", description: "Breakdown cover", annualCost: 5000, mandatory: false, selectedByDefault: true },
      { code: "COURTESY_CAR", description: "Courtesy car", annualCost: 2000, mandatory: false, selectedByDefault: false },
    ],
    underwriting: [
      {
        id: "too-many-points",
        description: "More than 6 points",
        outcome: "HAS_DECLINES",
        category: "convictions",
        when: { ">": [{ var: "convictionPoints" }, 6] },
      },
      {
        id: "fault-claims",
        description: "More than 2 fault claims",
        outcome: "HAS_DECLINES",
        category: "claims",
        when: { ">": [{ var: "faultClaims" }, 2] },
      },
      {
        id: "valuable",
        description: "Worth over £75,000",
        outcome: "HAS_UNAUTHORISED_REFERRALS",
        category: "vehicle",
        when: { ">": [{ var: "vehicleValue" }, 75000] },
      },
      {
        id: "young-and-dear",
        description: "Under 21 in a car worth over £20,000",
        outcome: "HAS_UNAUTHORISED_REFERRALS",
        category: "driver",
        when: { and: [{ "<": [{ var: "youngestDriverAge" }, 21] }, { ">": [{ var: "vehicleValue" }, 20000] }] },
      },
    ],
    payment: {
      single: { cardPaymentProcessor: "STRIPE", settlementMethod: "CARD" },
      monthly: {
        premiumFinanceProvider: "CLOSE_BROTHERS",
        instalmentCount: 10,
        instalmentSettlementMethod: "DIRECT_DEBIT",
        depositPercent: 10,
        interestFixedRate: 14.64,
      },
    },
  };
}

/** A 40-year-old in Leeds with a £6,000 car and a clean record. */
export function plainInputs(overrides: RatingInputs = {}): RatingInputs {
  return {
    policyholderAge: 40,
    youngestDriverAge: 40,
    licenceYears: 10,
    ncdYears: 5,
    protectedNcd: false,
    vehicleValue: 6000,
    vehicleAge: 8,
    annualMileage: 8000,
    businessMileage: null,
    postcodeArea: "LS",
    overnightLocation: "DRIVEWAY",
    vehicleUse: "SDPC",
    convictionPoints: 0,
    convictionCount: 0,
    drinkDriving: false,
    claimCount: 0,
    faultClaims: 0,
    openClaims: 0,
    namedDrivers: 0,
    voluntaryExcess: 0,
    ...overrides,
  };
}
