/**
 * What is being bought: the priced rating in the draft and the payment method chosen on /rate,
 * with the payment option that method pays by (annual and pay per mile: one card payment;
 * monthly: a card deposit, then direct debit).
 */
import type { InstalmentsOption, PaymentMethod, RateResponse, SinglePaymentOption } from "../../api/rateResponse.ts";
import { getPath, type Draft } from "../../engine/index.ts";
import type { SessionState } from "../../store/quoteStore.ts";
import { isPriced, paymentOptionsOf, rateOf, shownMethod } from "../rate/rateOutcome.ts";

export type Purchase =
  | { rate: RateResponse; method: "ANNUALLY"; option: SinglePaymentOption }
  | { rate: RateResponse; method: "MONTHLY"; option: InstalmentsOption };

/**
 * The policy the quote was bought as, kept in the draft: the quote is then closed, and every page of
 * it shows /complete. The outcome and the way of paying are known when this browser bought it; a
 * purchase the server told of (ALREADY_TAKEN_UP: bought in another tab or browser) has neither.
 */
export interface Policy {
  policyReference: string;
  quoteRef: string;
  /** The outcome it was bought from. */
  underwritingOutcomeResponseId?: string;
  paymentMethod?: PaymentMethod;
}

/** A policy bought in this browser: its sale is reported from here. */
export type SoldPolicy = Required<Policy>;

export function soldHere(policy: Policy): policy is SoldPolicy {
  return policy.underwritingOutcomeResponseId !== undefined && policy.paymentMethod !== undefined;
}

export function purchaseOf(draft: Draft, session: SessionState): Purchase | undefined {
  const rate = rateOf(draft);
  if (!rate || !isPriced(rate)) return undefined;
  const options = paymentOptionsOf(rate.ratingOutcome);
  const method = shownMethod(
    session.selectedPaymentMethod ?? (getPath(draft, "final.paymentMethod") as PaymentMethod | undefined),
    options,
  );
  if (method === "MONTHLY" && options.instalments) return { rate, method, option: options.instalments };
  if (options.single) return { rate, method: "ANNUALLY", option: options.single };
  return undefined;
}

/** The purchase paying by `code`, one of the rate's payment options. */
export function purchaseBy(rate: RateResponse, code: string): Purchase | undefined {
  const { single, instalments } = paymentOptionsOf(rate.ratingOutcome);
  if (single?.paymentCollectionOptionCode === code) return { rate, method: "ANNUALLY", option: single };
  if (instalments?.paymentCollectionOptionCode === code) return { rate, method: "MONTHLY", option: instalments };
  return undefined;
}

export function policyOf(draft: Draft): Policy | undefined {
  const policy = draft.policy as Policy | undefined;
  return policy && typeof policy === "object" && typeof policy.policyReference === "string" ? policy : undefined;
}
