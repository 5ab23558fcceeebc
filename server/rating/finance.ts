/**
 * The monthly plan's arithmetic and its APR. Every amount is integer pence, and every total adds
 * up to the penny: upFrontAmount + instalmentCount × standardInstalmentAmount = totalAmountPayable,
 * and totalAmountPayable − price = interestAmount + arrangementFee.
 */
import type { MonthlyPlanTerms } from "./fileFormat.ts";

export interface CashFlow {
  /** Pence (or any unit, the same as the credit). */
  amount: number;
  /** When it is paid, in years after the credit is advanced (k/12 for the k-th monthly payment). */
  years: number;
}

/**
 * The annual percentage rate of charge, as the Consumer Credit (Total Charge for Credit)
 * Regulations 2010 define it: the rate X at which the credit advanced at t = 0 equals the present
 * value of every payment, credit = Σ amount / (1 + X)^years, rounded to one decimal place.
 * Solved by bisection: the present value falls as X rises, so the root is unique.
 */
export function aprFromCashFlows(credit: number, payments: CashFlow[]): number {
  if (credit <= 0) return 0;
  const excess = (rate: number) => payments.reduce((sum, p) => sum + p.amount / (1 + rate) ** p.years, 0) - credit;
  let low = -0.99;
  let high = 1;
  while (excess(high) > 0 && high < 1e6) high *= 2;
  for (let i = 0; i < 200 && high - low > 1e-12; i++) {
    const mid = (low + high) / 2;
    if (excess(mid) > 0) low = mid;
    else high = mid;
  }
  return roundToOneDecimal(((low + high) / 2) * 100);
}

/** Half up at the second decimal, as the regulations say; the epsilon absorbs binary noise (35.45 → 35.5). */
function roundToOneDecimal(percent: number): number {
  return Math.round(percent * 10 + 1e-7) / 10;
}

export interface MonthlyPlan {
  /** Deposit plus the arrangement fee: paid by card at the start. */
  upFrontAmount: number;
  deposit: number;
  arrangementFee: number;
  totalAmountOfCredit: number;
  interestAmount: number;
  instalmentCount: number;
  standardInstalmentAmount: number;
  totalAmountPayable: number;
  /** Percent, one decimal place, from the plan's own cash flows. */
  typicalApr: number;
}

/**
 * The plan for a price (premium plus selected addons, pence). The deposit is depositPercent of
 * the price; the arrangement fee is paid with it, never financed. The rest is the credit; flat
 * interest is interestFixedRate percent of it, charged once; the credit plus interest is spread
 * over the instalments, rounded to the penny, and the interest is then what the instalments
 * really collect beyond the credit, so nothing is lost to rounding. Instalments fall due monthly,
 * the first a month after the start.
 */
export function monthlyPlan(price: number, terms: MonthlyPlanTerms): MonthlyPlan {
  const count = terms.instalmentCount;
  const fee = terms.arrangementFee ?? 0;
  const deposit = Math.round((price * terms.depositPercent) / 100);
  const credit = price - deposit;
  const flatInterest = Math.round((credit * terms.interestFixedRate) / 100);
  const instalment = Math.round((credit + flatInterest) / count);
  const interest = count * instalment - credit;
  const upFront = deposit + fee;
  const instalments = Array.from({ length: count }, (_, k) => ({ amount: instalment, years: (k + 1) / 12 }));
  // The fee is part of the total charge for credit, paid at the start.
  const payments = fee > 0 ? [{ amount: fee, years: 0 }, ...instalments] : instalments;
  return {
    upFrontAmount: upFront,
    deposit,
    arrangementFee: fee,
    totalAmountOfCredit: credit,
    interestAmount: interest,
    instalmentCount: count,
    standardInstalmentAmount: instalment,
    totalAmountPayable: upFront + count * instalment,
    typicalApr: aprFromCashFlows(credit, payments),
  };
}

/**
 * What an addon adds to each instalment: its financed share (the price less the deposit share)
 * with the plan's flat interest, spread over the instalments and rounded to the penny:
 * round(annualCost × (1 − depositPercent/100) × (1 + interestFixedRate/100) / instalmentCount).
 * It can differ by a penny from the difference it makes to the whole plan, which is rounded once.
 */
export function addonMonthlyCost(annualCost: number, terms: MonthlyPlanTerms): number {
  const financed = annualCost * (1 - terms.depositPercent / 100);
  return Math.round((financed * (1 + terms.interestFixedRate / 100)) / terms.instalmentCount);
}
