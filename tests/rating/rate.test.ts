import { describe, expect, it } from "vitest";
import { checkChoices, rate } from "../../server/rating/rate.ts";
import { ratingFileProblems } from "../../server/rating/fileChecks.ts";
import { compileRatingSchema } from "../../server/rating/ratingSchema.ts";
import type { InstalmentsOption, SinglePaymentOption } from "../../server/rating/types.ts";
import { plainInputs, smallFile } from "./smallFile.ts";

const defaults = { voluntaryExcess: 0 };

describe("the small test file", () => {
  it("is a valid rating file", () => {
    expect(compileRatingSchema()(smallFile())).toBe(true);
    expect(ratingFileProblems(smallFile())).toEqual([]);
  });
});

describe("rate: the premium", () => {
  it("is the base premium times every factor, with a line per factor for audit", () => {
    const result = rate(smallFile(), plainInputs(), defaults);
    expect(result.premium).toBe(110000); // 100000 × age 1 × value 1 × LS 1.1 × unprotected 1 × no voluntary excess 1
    expect(result.breakdown).toEqual([
      { factor: "driverAge", input: 40, value: 1 },
      { factor: "vehicleValue", input: 6000, value: 1 },
      { factor: "postcodeArea", input: "LS", value: 1.1 },
      { factor: "protectedNcd", input: false, value: 1 },
      { factor: "voluntaryExcess", input: 0, value: 1 },
    ]);
    expect(result).toMatchObject({
      optionState: "READY_FOR_TAKE_UP",
      declineCategory: null,
      ratingVersion: "2.3.4",
      package: "SMALL_TEST",
      ncdVerified: false,
    });
    expect(result.firedRules).toEqual([]);
    expect(result.failure).toBeUndefined();
  });

  it("is rounded once, at the end, to the penny", () => {
    const file = smallFile();
    file.basePremium = 100;
    file.factors = [
      { id: "a", label: "a", input: "ncdYears", bands: [{ from: 0, factor: 1.004 }] },
      { id: "b", label: "b", input: "licenceYears", bands: [{ from: 0, factor: 1.004 }] },
    ];
    // Rounding after each factor would give 100 × 1.004 = 100.4 → 100, twice: 100. Once: 100.8016 → 101.
    expect(rate(file, plainInputs(), defaults).premium).toBe(101);
  });

  it("applies the chosen voluntary excess's factor", () => {
    expect(rate(smallFile(), plainInputs(), { voluntaryExcess: 50000 }).premium).toBe(88000);
  });

  it("uses a categorical factor's default for an unlisted value and its missing value for null", () => {
    expect(rate(smallFile(), plainInputs({ postcodeArea: "ZE" }), defaults).premium).toBe(100000);
    expect(rate(smallFile(), plainInputs({ postcodeArea: null }), defaults).premium).toBe(125000);
    expect(rate(smallFile(), plainInputs({ protectedNcd: true }), defaults).premium).toBe(121000);
  });

  it.each([
    [17, 2],
    [24, 2],
    [25, 1],
    [69, 1],
    [70, 1.5],
    [99, 1.5],
  ])("reads age %i at the band edges as factor %d", (age, factor) => {
    const line = rate(smallFile(), plainInputs({ youngestDriverAge: age }), defaults).breakdown.find((l) => l.factor === "driverAge");
    expect(line).toEqual({ factor: "driverAge", input: age, value: factor });
  });

  it.each([
    [0, 1],
    [10000, 1],
    [10001, 1.2],
    [250000, 1.2],
  ])("reads value %i at the band edges as factor %d", (value, factor) => {
    expect(
      rate(smallFile(), plainInputs({ vehicleValue: value }), defaults).breakdown.find((l) => l.factor === "vehicleValue")?.value,
    ).toBe(factor);
  });
});

describe("rate: the option state", () => {
  it("gives RATING_RETURNED_ERROR, with no price, when a number is in no band and the factor has no default", () => {
    const result = rate(smallFile(), plainInputs({ vehicleValue: 250001 }), defaults);
    expect(result).toMatchObject({
      optionState: "RATING_RETURNED_ERROR",
      premium: 0,
      paymentOptions: [],
      addons: [],
      declineCategory: null,
    });
    expect(result.failure).toContain('factor "vehicleValue"');
    // The referral rule still fired and is recorded; the rating error wins.
    expect(result.firedRules).toEqual(["valuable"]);
  });

  it("gives RATING_RETURNED_ERROR when an input is missing and the factor has no missing value", () => {
    const result = rate(smallFile(), plainInputs({ youngestDriverAge: null }), defaults);
    expect(result.optionState).toBe("RATING_RETURNED_ERROR");
    expect(result.failure).toContain("the quote has no value");
  });

  it("uses a numeric factor's default when given", () => {
    const file = smallFile();
    file.factors[1].default = 3;
    expect(rate(file, plainInputs({ vehicleValue: 300000 }), defaults)).toMatchObject({
      optionState: "HAS_UNAUTHORISED_REFERRALS",
      premium: 330000,
    });
  });

  it("gives RATING_RETURNED_ERROR when no compulsory excess band holds the policyholder's age", () => {
    const result = rate(smallFile(), plainInputs({ policyholderAge: 16 }), defaults);
    expect(result).toMatchObject({ optionState: "RATING_RETURNED_ERROR", excesses: [] });
    expect(result.failure).toContain("compulsory excess");
  });

  it("gives RATING_RETURNED_ERROR for a voluntary excess the file does not offer (checkChoices says so first)", () => {
    expect(rate(smallFile(), plainInputs(), { voluntaryExcess: 10000 }).optionState).toBe("RATING_RETURNED_ERROR");
  });

  it("gives UNDERWRITING_FAILED when a rule cannot be evaluated", () => {
    const file = smallFile();
    file.underwriting.push({
      id: "broken",
      description: "Not JsonLogic",
      outcome: "HAS_DECLINES",
      category: "driver",
      when: { noSuchOperator: [1] },
    });
    const result = rate(file, plainInputs({ convictionPoints: 9 }), defaults);
    expect(result).toMatchObject({ optionState: "UNDERWRITING_FAILED", paymentOptions: [], firedRules: ["too-many-points"] });
    expect(result.failure).toContain('underwriting rule "broken"');
    // The file checks would have refused such a file at start-up.
    expect(ratingFileProblems(file)).toEqual([expect.stringContaining('unknown JsonLogic operator "noSuchOperator"')]);
  });

  it("gives HAS_DECLINES with the first decline's category, over any referral", () => {
    const result = rate(smallFile(), plainInputs({ faultClaims: 3, convictionPoints: 7, vehicleValue: 80000 }), defaults);
    expect(result).toMatchObject({ optionState: "HAS_DECLINES", declineCategory: "convictions", paymentOptions: [] });
    expect(result.firedRules).toEqual(["too-many-points", "fault-claims", "valuable"]);
    expect(result.premium).toBeGreaterThan(0);
  });

  it("gives HAS_UNAUTHORISED_REFERRALS with the first referral's category", () => {
    expect(rate(smallFile(), plainInputs({ youngestDriverAge: 19, vehicleValue: 25000 }), defaults)).toMatchObject({
      optionState: "HAS_UNAUTHORISED_REFERRALS",
      declineCategory: "driver",
      firedRules: ["young-and-dear"],
      paymentOptions: [],
    });
  });

  it("does not fire a rule at its limit", () => {
    expect(rate(smallFile(), plainInputs({ convictionPoints: 6, faultClaims: 2, vehicleValue: 75000 }), defaults).optionState).toBe(
      "READY_FOR_TAKE_UP",
    );
  });

  it("is deterministic", () => {
    expect(rate(smallFile(), plainInputs(), defaults)).toEqual(rate(smallFile(), plainInputs(), defaults));
  });
});

describe("rate: addons", () => {
  const selected = (addons?: string[]) =>
    Object.fromEntries(rate(smallFile(), plainInputs(), { ...defaults, addons }).addons.map((a) => [a.code, a.selected]));

  it("takes the file's defaults before the consumer chooses", () => {
    expect(selected(undefined)).toEqual({ LEGAL: true, BREAKDOWN: true, COURTESY_CAR: false });
  });

  it("takes exactly the chosen ones, and the mandatory ones always", () => {
    expect(selected([])).toEqual({ LEGAL: true, BREAKDOWN: false, COURTESY_CAR: false });
    expect(selected(["COURTESY_CAR"])).toEqual({ LEGAL: true, BREAKDOWN: false, COURTESY_CAR: true });
  });

  it("gives each addon's wording, costs and a stable id", () => {
    const [legal] = rate(smallFile(), plainInputs(), defaults).addons;
    // 3000 × 90% financed × 1.1464 / 10 = 309.528 → 310
    expect(legal).toEqual({
      underwrittenDataPointId: "SMALL_TEST-LEGAL",
      code: "LEGAL",
      description: "Motor legal protection",
      annualCost: 3000,
      monthlyCost: 310,
      selected: true,
      mandatory: true,
    });
  });

  it("adds the selected addons to the price paid, not to the premium", () => {
    const result = rate(smallFile(), plainInputs(), { ...defaults, addons: ["COURTESY_CAR"] });
    expect(result.premium).toBe(110000);
    const single = result.paymentOptions.find((o): o is SinglePaymentOption => o.kind === "single");
    expect(single?.totalAmountPayable).toBe(110000 + 3000 + 2000);
  });
});

describe("rate: excess and payment", () => {
  it("shows the compulsory excess for the policyholder's age plus the voluntary one", () => {
    expect(rate(smallFile(), plainInputs({ policyholderAge: 24, youngestDriverAge: 24 }), { voluntaryExcess: 25000 }).excesses).toEqual([
      {
        excessCode: "COMPULSORY",
        excessDisplayName: "Compulsory excess",
        excessWording: "You pay this towards any claim.",
        compulsoryAmount: 35000,
        voluntaryAmount: 25000,
        totalAmount: 60000,
      },
    ]);
    expect(rate(smallFile(), plainInputs(), defaults).voluntaryExcessOptions).toEqual([0, 25000, 50000]);
  });

  it("offers a card payment and the monthly plan, whose totals add up", () => {
    const options = rate(smallFile(), plainInputs(), defaults).paymentOptions;
    const price = 110000 + 3000 + 5000;
    expect(options[0]).toEqual({
      kind: "single",
      paymentCollectionOptionCode: "SINGLE_CARD_PAYMENT",
      cardPaymentProcessor: "STRIPE",
      settlementMethod: "CARD",
      totalAmountPayable: price,
      pencePerMile: null,
    });
    const monthly = options[1] as InstalmentsOption;
    expect(monthly).toMatchObject({
      kind: "instalments",
      paymentCollectionOptionCode: "INSTALMENTS_WITH_DEPOSIT",
      premiumFinanceProvider: "CLOSE_BROTHERS",
      instalmentCount: 10,
      instalmentSettlementMethod: "DIRECT_DEBIT",
      upFrontAmount: 11800,
      upFrontCardPaymentProcessor: "STRIPE",
      upFrontSettlementMethod: "CARD",
      totalAmountOfCredit: 106200,
      interestFixedRate: 14.64,
      arrangementFee: 0,
      typicalApr: 35.5,
    });
    expect(monthly.upFrontAmount + 10 * monthly.standardInstalmentAmount).toBe(monthly.totalAmountPayable);
    expect(monthly.totalAmountPayable - price).toBe(monthly.interestAmount + monthly.arrangementFee);
  });

  it("pay per mile: one card payment for the upfront price, with pence per mile, and no monthly plan", () => {
    const file = smallFile();
    file.payment = { single: file.payment.single, payPerMile: { pencePerMile: 7 } };
    const result = rate(file, plainInputs(), { ...defaults, addons: [] });
    expect(result.paymentOptions).toEqual([
      {
        kind: "single",
        paymentCollectionOptionCode: "SINGLE_CARD_PAYMENT",
        cardPaymentProcessor: "STRIPE",
        settlementMethod: "CARD",
        totalAmountPayable: 113000,
        pencePerMile: 7,
      },
    ]);
    expect(result.addons.map((a) => a.monthlyCost)).toEqual([0, 0, 0]);
  });
});

describe("checkChoices", () => {
  it("accepts offered addons and excess", () => {
    expect(checkChoices(smallFile(), { voluntaryExcess: 25000, addons: ["BREAKDOWN", "LEGAL"] })).toBeNull();
    expect(checkChoices(smallFile(), { voluntaryExcess: 0 })).toBeNull();
  });

  it("names unknown addon codes and what is offered", () => {
    expect(checkChoices(smallFile(), { voluntaryExcess: 0, addons: ["BREAKDOWN", "GAP", "GAP", "TYRES"] })).toBe(
      "Unknown addon codes GAP, TYRES: this product offers LEGAL, BREAKDOWN, COURTESY_CAR",
    );
  });

  it("names a voluntary excess that is not on offer", () => {
    expect(checkChoices(smallFile(), { voluntaryExcess: 10000 })).toBe(
      "Voluntary excess £100 is not on offer: choose one of £0, £250, £500",
    );
  });
});
