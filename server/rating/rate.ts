/**
 * Prices one quote with a product's rating file. Pure: the same file, inputs and choices always
 * give the same result (no clock, no I/O).
 *
 * premium = basePremium × every factor × the voluntary excess factor, rounded once to the penny.
 * The option state, first match wins: a factor (or excess) with no match → RATING_RETURNED_ERROR;
 * a rule that cannot be evaluated → UNDERWRITING_FAILED; a decline → HAS_DECLINES; a referral →
 * HAS_UNAUTHORISED_REFERRALS; otherwise READY_FOR_TAKE_UP, the only state with payment options.
 */
import { bandFor, lookupFactor } from "./factors.ts";
import type { RatingFile } from "./fileFormat.ts";
import type { RatingInputs } from "./inputs.ts";
import { addonOutcomes, paymentOptions } from "./payments.ts";
import type { ExcessOutcome, FactorLine, OptionState, RatingChoices, RatingResult } from "./types.ts";
import { runUnderwriting } from "./underwriting.ts";

/** There is no NCD checking service to ask, so no-claims discount is never verified. */
const ncdVerified = false;

export function rate(file: RatingFile, inputs: RatingInputs, choices: RatingChoices): RatingResult {
  const problems: string[] = [];
  const breakdown: FactorLine[] = [];
  for (const factor of file.factors) {
    const found = lookupFactor(factor, inputs);
    if (found.ok) breakdown.push(found.line);
    else problems.push(found.problem);
  }
  const voluntary = file.voluntaryExcess.find((option) => option.amount === choices.voluntaryExcess);
  if (voluntary) breakdown.push({ factor: "voluntaryExcess", input: voluntary.amount, value: voluntary.factor });
  else problems.push(`voluntary excess ${choices.voluntaryExcess} is not on offer`);
  const excess = excessOutcome(file, inputs, choices.voluntaryExcess);
  if (typeof excess === "string") problems.push(excess);

  const underwriting = runUnderwriting(file.underwriting, inputs);
  const declines = underwriting.fired.filter((rule) => rule.outcome === "HAS_DECLINES");
  const referrals = underwriting.fired.filter((rule) => rule.outcome === "HAS_UNAUTHORISED_REFERRALS");
  const optionState: OptionState =
    problems.length > 0
      ? "RATING_RETURNED_ERROR"
      : underwriting.problem
        ? "UNDERWRITING_FAILED"
        : declines.length > 0
          ? "HAS_DECLINES"
          : referrals.length > 0
            ? "HAS_UNAUTHORISED_REFERRALS"
            : "READY_FOR_TAKE_UP";

  const priced = problems.length === 0;
  const premium = priced ? Math.round(breakdown.reduce((total, line) => total * line.value, file.basePremium)) : 0;
  const addons = addonOutcomes(file.package, file.addons, choices.addons, file.payment);
  const price = premium + addons.filter((addon) => addon.selected).reduce((sum, addon) => sum + addon.annualCost, 0);
  const failure = problems.join("; ") || underwriting.problem;
  return {
    optionState,
    declineCategory:
      optionState === "HAS_DECLINES" ? declines[0].category : optionState === "HAS_UNAUTHORISED_REFERRALS" ? referrals[0].category : null,
    ratingVersion: file.version,
    package: file.package,
    ncdVerified,
    premium,
    breakdown,
    firedRules: underwriting.fired.map((rule) => rule.id),
    addons: priced ? addons : [],
    excesses: typeof excess === "string" ? [] : [excess],
    voluntaryExcessOptions: file.voluntaryExcess.map((option) => option.amount),
    paymentOptions: optionState === "READY_FOR_TAKE_UP" ? paymentOptions(price, file.payment) : [],
    ...(failure ? { failure } : {}),
  };
}

/** One line: the compulsory excess for the policyholder's age plus the chosen voluntary excess. */
function excessOutcome(file: RatingFile, inputs: RatingInputs, voluntaryAmount: number): ExcessOutcome | string {
  const { excessCode, displayName, wording, byPolicyholderAge } = file.compulsoryExcess;
  const age = inputs.policyholderAge;
  const band = typeof age === "number" ? bandFor(byPolicyholderAge, age) : undefined;
  if (!band) return `compulsory excess: no band for policyholder age ${JSON.stringify(age ?? null)}`;
  return {
    excessCode,
    excessDisplayName: displayName,
    excessWording: wording,
    compulsoryAmount: band.amount,
    voluntaryAmount,
    totalAmount: band.amount + voluntaryAmount,
  };
}

/**
 * What is wrong with a consumer's choices for this file, as one sentence, or null: addon codes
 * the file does not offer, or a voluntary excess that is not one of its options. rate() itself
 * ignores unknown addon codes and returns RATING_RETURNED_ERROR for an excess not on offer.
 */
export function checkChoices(file: RatingFile, choices: RatingChoices): string | null {
  const codes = file.addons.map((addon) => addon.code);
  const unknown = [...new Set((choices.addons ?? []).filter((code) => !codes.includes(code)))];
  if (unknown.length > 0) {
    const offered = codes.length > 0 ? `: this product offers ${codes.join(", ")}` : ": this product offers none";
    return `Unknown addon ${unknown.length === 1 ? "code" : "codes"} ${unknown.join(", ")}${offered}`;
  }
  const amounts = file.voluntaryExcess.map((option) => option.amount);
  if (!amounts.includes(choices.voluntaryExcess)) {
    return `Voluntary excess ${pounds(choices.voluntaryExcess)} is not on offer: choose one of ${amounts.map(pounds).join(", ")}`;
  }
  return null;
}

const pounds = (pence: number) => (Number.isInteger(pence / 100) ? `£${pence / 100}` : `£${(pence / 100).toFixed(2)}`);
