/** The real rating files: their tables read as written, the underwriting the browser tests rely on, plausible UK prices. */
import { describe, expect, it } from "vitest";
import { productIds } from "../../server/journeys/readJourneys.ts";
import { loadRatingFiles } from "../../server/rating/ratingFiles.ts";
import { rate } from "../../server/rating/rate.ts";
import type { RatingFile } from "../../server/rating/fileFormat.ts";
import type { RatingInputs } from "../../server/rating/inputs.ts";
import type { InstalmentsOption, RatingResult } from "../../server/rating/types.ts";
import { plainInputs } from "./smallFile.ts";

const catalogue = loadRatingFiles();
const products = ["car", "older", "convicted", "van", "ppm"];
const fileOf = (product: string): RatingFile => {
  const file = catalogue.file(product);
  if (!file) throw new Error(`no rating file for ${product}`);
  return file;
};
const rated = (product: string, overrides: RatingInputs = {}, voluntaryExcess = 0): RatingResult =>
  rate(fileOf(product), plainInputs(overrides), { voluntaryExcess });
const pounds = (result: RatingResult) => result.premium / 100;
const monthlyOf = (result: RatingResult) => result.paymentOptions.find((o): o is InstalmentsOption => o.kind === "instalments");

describe("loadRatingFiles on journeys/", () => {
  it("has a rating file for every product journey", () => {
    expect(productIds().sort()).toEqual([...products].sort());
    for (const product of products) expect(fileOf(product).package).toMatch(/^TELEMATICS_/);
  });
});

describe.each(products)("%s rating tables", (product) => {
  const file = fileOf(product);
  const lineOf = (result: RatingResult, id: string) => result.breakdown.find((line) => line.factor === id);

  for (const factor of file.factors.filter((f) => f.bands)) {
    it(`${factor.id}: every band's edges read that band's factor, and nothing falls between bands`, () => {
      const bands = factor.bands ?? [];
      for (const band of bands) {
        for (const edge of [band.from, band.to ?? band.from + 1000]) {
          expect(lineOf(rated(product, { [factor.input]: edge }), factor.id), `${factor.input} = ${edge}`).toEqual({
            factor: factor.id,
            input: edge,
            value: band.factor,
          });
        }
      }
      const below = rated(product, { [factor.input]: bands[0].from - 1 });
      if (factor.default === undefined) expect(below.optionState).toBe("RATING_RETURNED_ERROR");
      else expect(lineOf(below, factor.id)?.value).toBe(factor.default);
    });
  }

  for (const factor of file.factors.filter((f) => f.values)) {
    it(`${factor.id}: every listed value reads its factor`, () => {
      for (const [key, value] of Object.entries(factor.values ?? {})) {
        const input = key === "true" ? true : key === "false" ? false : /^\d+$/.test(key) ? Number(key) : key;
        expect(lineOf(rated(product, { [factor.input]: input }), factor.id)?.value, `${factor.input} = ${key}`).toBe(value);
      }
    });
  }

  it("voluntary excess: £0 to £500 in steps of £50, each with its factor", () => {
    expect(file.voluntaryExcess.map((o) => o.amount)).toEqual(Array.from({ length: 11 }, (_, i) => i * 5000));
    for (const option of file.voluntaryExcess) {
      expect(lineOf(rated(product, {}, option.amount), "voluntaryExcess")?.value).toBe(option.factor);
    }
  });
});

describe("underwriting the browser tests rely on", () => {
  it.each([
    ["car", 6],
    ["older", 9],
    ["van", 9],
    ["ppm", 9],
    ["convicted", 12],
  ])("%s declines more than %i points (convictions)", (product, limit) => {
    expect(rated(product, { convictionPoints: limit }).optionState).toBe("READY_FOR_TAKE_UP");
    expect(rated(product, { convictionPoints: limit + 1 })).toMatchObject({ optionState: "HAS_DECLINES", declineCategory: "convictions" });
  });

  it.each(["car", "older", "van", "ppm"])("%s declines drink-driving (convictions)", (product) => {
    expect(rated(product, { drinkDriving: true, convictionPoints: 3, convictionCount: 1 })).toMatchObject({
      optionState: "HAS_DECLINES",
      declineCategory: "convictions",
    });
  });

  it("convicted prices drink-driving, dearer", () => {
    const sober = rated("convicted", { convictionPoints: 3, convictionCount: 1 });
    const drink = rated("convicted", { drinkDriving: true, convictionPoints: 3, convictionCount: 1 });
    expect(drink.optionState).toBe("READY_FOR_TAKE_UP");
    expect(drink.premium).toBeGreaterThan(sober.premium);
  });

  it.each(products)("%s declines more than 2 fault claims (claims) and refers a vehicle over £75,000", (product) => {
    expect(rated(product, { faultClaims: 2 }).optionState).toBe("READY_FOR_TAKE_UP");
    expect(rated(product, { faultClaims: 3 })).toMatchObject({ optionState: "HAS_DECLINES", declineCategory: "claims" });
    expect(rated(product, { vehicleValue: 75000 }).optionState).toBe("READY_FOR_TAKE_UP");
    expect(rated(product, { vehicleValue: 75001 })).toMatchObject({
      optionState: "HAS_UNAUTHORISED_REFERRALS",
      declineCategory: "vehicle",
    });
  });

  it.each(products)("%s cannot price a vehicle over £250,000 (RATING_RETURNED_ERROR)", (product) => {
    expect(rated(product, { vehicleValue: 250000 }).optionState).toBe("HAS_UNAUTHORISED_REFERRALS");
    expect(rated(product, { vehicleValue: 300000 })).toMatchObject({
      optionState: "RATING_RETURNED_ERROR",
      premium: 0,
      paymentOptions: [],
    });
  });
});

describe("prices are plausible for the UK", () => {
  const newDriver = { policyholderAge: 19, youngestDriverAge: 19, licenceYears: 1, ncdYears: 0 };
  const experienced = { policyholderAge: 36, youngestDriverAge: 36, licenceYears: 10, ncdYears: 4 };

  it("car: £900 to £2,500 for a 19-year-old new driver", () => {
    expect(pounds(rated("car", newDriver))).toBeGreaterThan(900);
    expect(pounds(rated("car", newDriver))).toBeLessThan(2500);
    expect(pounds(rated("car", { ...newDriver, postcodeArea: "E", overnightLocation: "STREET_OUTSIDE_HOME" }))).toBeLessThan(2500);
  });

  it("older: about £300 to £600 for an experienced older driver", () => {
    for (const [age, ncd] of [
      [60, 15],
      [68, 20],
      [75, 9],
    ]) {
      const premium = pounds(rated("older", { policyholderAge: age, youngestDriverAge: age, licenceYears: 25, ncdYears: ncd }));
      expect(premium).toBeGreaterThan(300);
      expect(premium).toBeLessThan(600);
    }
  });

  it("convicted: dearer than car for the same driver", () => {
    const withPoints = { ...experienced, convictionPoints: 3, convictionCount: 1 };
    expect(rated("convicted", withPoints).premium).toBeGreaterThan(rated("car", withPoints).premium);
  });

  it("van: £800 to £1,500", () => {
    for (const ncd of [0, 2]) {
      const premium = pounds(rated("van", { ...experienced, ncdYears: ncd, vehicleUse: "C1" }));
      expect(premium).toBeGreaterThan(800);
      expect(premium).toBeLessThan(1500);
    }
  });

  it("pay per mile: £150 to £300 up front plus 5p to 9p a mile, one card payment", () => {
    for (const driver of [newDriver, experienced]) {
      const result = rated("ppm", driver);
      expect(pounds(result)).toBeGreaterThan(150);
      expect(pounds(result)).toBeLessThan(320);
      expect(result.paymentOptions).toHaveLength(1);
      const [single] = result.paymentOptions;
      expect(single.kind === "single" && single.pencePerMile).toBeGreaterThanOrEqual(5);
      expect(single.kind === "single" && single.pencePerMile).toBeLessThanOrEqual(9);
    }
  });
});

describe("addons and payment terms", () => {
  it.each(products)("%s offers 2 or 3 addons; every product but pay per mile has an optional one", (product) => {
    const { addons } = fileOf(product);
    expect(addons.length).toBeGreaterThanOrEqual(2);
    expect(addons.length).toBeLessThanOrEqual(3);
    if (product !== "ppm") expect(addons.some((a) => !a.mandatory)).toBe(true);
  });

  it("convicted: motor legal protection is mandatory", () => {
    const legal = rated("convicted").addons.find((a) => a.code === "MOTOR_LEGAL_PROTECTION");
    expect(legal).toMatchObject({ mandatory: true, selected: true });
    expect(rate(fileOf("convicted"), plainInputs(), { voluntaryExcess: 0, addons: [] }).addons.find((a) => a.mandatory)?.selected).toBe(
      true,
    );
  });

  it.each([
    ["car", "CLOSE_BROTHERS"],
    ["older", "CLOSE_BROTHERS"],
    ["convicted", "CLOSE_BROTHERS"],
    ["van", "PREMFINA"],
  ])("%s: 10 monthly instalments with %s at 35.5% APR", (product, provider) => {
    const monthly = monthlyOf(rated(product));
    expect(monthly).toMatchObject({ premiumFinanceProvider: provider, instalmentCount: 10, typicalApr: 35.5 });
  });

  it("ppm has no monthly plan", () => {
    expect(fileOf("ppm").payment.monthly).toBeUndefined();
    expect(monthlyOf(rated("ppm"))).toBeUndefined();
  });

  it.each(products)("%s: compulsory excess worded, plus the voluntary excess, makes the total", (product) => {
    const [excess] = rated(product, {}, 25000).excesses;
    expect(excess).toMatchObject({ excessCode: "COMPULSORY", excessDisplayName: "Compulsory excess", voluntaryAmount: 25000 });
    expect(excess.excessWording.length).toBeGreaterThan(20);
    expect(excess.compulsoryAmount + excess.voluntaryAmount).toBe(excess.totalAmount);
  });
});
