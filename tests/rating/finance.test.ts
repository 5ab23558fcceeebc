import { describe, expect, it } from "vitest";
import { addonMonthlyCost, aprFromCashFlows, monthlyPlan } from "../../server/rating/finance.ts";
import type { MonthlyPlanTerms } from "../../server/rating/fileFormat.ts";

const monthlyFlows = (amount: number, count: number) => Array.from({ length: count }, (_, k) => ({ amount, years: (k + 1) / 12 }));
/** The plan every monthly product uses (journeys/<product>/rating.json). */
const terms: MonthlyPlanTerms = {
  premiumFinanceProvider: "CLOSE_BROTHERS",
  instalmentCount: 10,
  instalmentSettlementMethod: "DIRECT_DEBIT",
  depositPercent: 10,
  interestFixedRate: 14.64,
};

describe("aprFromCashFlows (Total Charge for Credit Regulations)", () => {
  it("one repayment of 1,100 a year after borrowing 1,000 is 10.0%", () => {
    expect(aprFromCashFlows(1000, [{ amount: 1100, years: 1 }])).toBe(10);
  });

  it("1,000 repaid by 12 monthly payments of 90 is 15.4%", () => {
    // 1000 = Σ 90 / (1 + X)^(k/12), k = 1..12: X = 15.449%
    expect(aprFromCashFlows(1000, monthlyFlows(90, 12))).toBe(15.4);
  });

  it("the representative example: £900 credit at 14.64% flat over 10 monthly instalments is 35.5%", () => {
    // 90000 + 13176 interest = 103176, paid as 10 × 10318 (interest after rounding: 13180).
    expect(aprFromCashFlows(90000, monthlyFlows(10318, 10))).toBe(35.5);
  });

  it("is 0 with no charge for credit, and 0 with no credit", () => {
    expect(aprFromCashFlows(1000, monthlyFlows(100, 10))).toBe(0);
    expect(aprFromCashFlows(0, [])).toBe(0);
  });

  it("counts a fee paid at the start as a charge", () => {
    // 1000 = 50 + 1050 / (1 + X): X = 10.53%
    expect(
      aprFromCashFlows(1000, [
        { amount: 50, years: 0 },
        { amount: 1050, years: 1 },
      ]),
    ).toBe(10.5);
  });
});

describe("monthlyPlan", () => {
  it("works the representative example to the penny", () => {
    expect(monthlyPlan(100000, terms)).toEqual({
      upFrontAmount: 10000,
      deposit: 10000,
      arrangementFee: 0,
      totalAmountOfCredit: 90000,
      interestAmount: 13180,
      instalmentCount: 10,
      standardInstalmentAmount: 10318,
      totalAmountPayable: 113180,
      typicalApr: 35.5,
    });
  });

  it("adds up to the penny and shows 35.5% APR for every price from £400 to £6,000", () => {
    for (let price = 40000; price <= 600000; price += 137) {
      const plan = monthlyPlan(price, terms);
      expect(Number.isInteger(plan.standardInstalmentAmount) && Number.isInteger(plan.deposit)).toBe(true);
      expect(plan.upFrontAmount + plan.instalmentCount * plan.standardInstalmentAmount).toBe(plan.totalAmountPayable);
      expect(plan.totalAmountPayable - price).toBe(plan.interestAmount + plan.arrangementFee);
      expect(plan.deposit + plan.totalAmountOfCredit).toBe(price);
      expect(plan.typicalApr).toBe(35.5);
    }
  });

  it("adds up for small prices too, where rounding instalments to the penny moves the APR a little", () => {
    for (let price = 1000; price < 40000; price += 7) {
      const plan = monthlyPlan(price, terms);
      expect(plan.upFrontAmount + 10 * plan.standardInstalmentAmount).toBe(plan.totalAmountPayable);
      expect(plan.totalAmountPayable - price).toBe(plan.interestAmount);
      expect(Math.abs(plan.typicalApr - 35.5)).toBeLessThan(price < 10000 ? 1.65 : 0.25);
    }
  });

  it("takes the arrangement fee with the deposit, never financed, and counts it in the APR", () => {
    const plan = monthlyPlan(100000, { ...terms, arrangementFee: 2500 });
    expect(plan).toMatchObject({
      deposit: 10000,
      upFrontAmount: 12500,
      arrangementFee: 2500,
      totalAmountOfCredit: 90000,
      interestAmount: 13180,
      totalAmountPayable: 115680,
    });
    expect(plan.totalAmountPayable - 100000).toBe(plan.interestAmount + plan.arrangementFee);
    expect(plan.typicalApr).toBeGreaterThan(35.5);
  });

  it("the deposit share does not change the APR", () => {
    expect(monthlyPlan(150000, { ...terms, depositPercent: 15 }).typicalApr).toBe(35.5);
  });
});

describe("addonMonthlyCost", () => {
  it("is the financed share with flat interest over the instalments, to the penny", () => {
    // 4499 × 0.9 × 1.1464 / 10 = 464.19
    expect(addonMonthlyCost(4499, terms)).toBe(464);
    expect(addonMonthlyCost(0, terms)).toBe(0);
  });

  it("is within a penny of what the addon adds to each instalment", () => {
    for (const price of [45000, 123456, 250000]) {
      for (const cost of [2499, 2999, 4499, 6999]) {
        const added = monthlyPlan(price + cost, terms).standardInstalmentAmount - monthlyPlan(price, terms).standardInstalmentAmount;
        expect(Math.abs(added - addonMonthlyCost(cost, terms))).toBeLessThanOrEqual(1);
      }
    }
  });
});
