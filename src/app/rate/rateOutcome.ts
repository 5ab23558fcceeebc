/** What the quote page reads from a rating outcome: the payment options, and the choices it reflects. */
import type {
  Addon,
  InstalmentsOption,
  PaymentMethod,
  RateResponse,
  RatingOutcome,
  RepriceBody,
  SinglePaymentOption,
} from "../../api/rateResponse.ts";

export interface PaymentOptions {
  single?: SinglePaymentOption;
  instalments?: InstalmentsOption;
}

export function paymentOptionsOf(outcome: RatingOutcome): PaymentOptions {
  return {
    single: outcome.paymentOptions.find((o): o is SinglePaymentOption => o.__typename === "SinglePaymentOption"),
    instalments: outcome.paymentOptions.find((o): o is InstalmentsOption => o.__typename === "InstalmentsOption"),
  };
}

/** The method the page shows: the chosen one when the outcome offers it (pay per mile has no instalments). */
export function shownMethod(chosen: PaymentMethod | undefined, options: PaymentOptions): PaymentMethod {
  if (!options.instalments) return "ANNUALLY";
  if (!options.single) return "MONTHLY";
  return chosen ?? "ANNUALLY";
}

/** The consumer's choices an outcome was priced with, as repriceQuote takes them. */
export function choiceOf(outcome: RatingOutcome): RepriceBody {
  return {
    addons: outcome.addons.filter((a) => a.selected && !a.mandatory).map((a) => a.code),
    voluntaryExcess: outcome.excesses[0]?.voluntaryAmount ?? 0,
  };
}

export function addonCost(addon: Addon, method: PaymentMethod): number {
  return method === "MONTHLY" ? addon.monthlyCost : addon.annualCost;
}

/** Only a rating ready for take-up has a price to show. */
export function isPriced(rate: RateResponse): boolean {
  return rate.ratingOutcome.optionState === "READY_FOR_TAKE_UP";
}

/** Where a rating without a price sends the user: declines and referrals are declined, the rest an error. */
export function unpricedRoute(rate: RateResponse): "declined" | "error" {
  const state = rate.ratingOutcome.optionState;
  return state === "HAS_DECLINES" || state === "HAS_UNAUTHORISED_REFERRALS" ? "declined" : "error";
}

/** The rate kept in the draft, when there is one. */
export function rateOf(draft: Record<string, unknown>): RateResponse | undefined {
  const rate = draft.rate as RateResponse | undefined;
  return rate && typeof rate === "object" && rate.ratingOutcome ? rate : undefined;
}
