/**
 * Reported once a policy is bought: on /complete the purchase event (quote reference, value in pounds, GBP, product,
 * scheme, payment method) and, for a comparison-site quote, the site's sale event (quote
 * reference with 12 instalments for a monthly plan, or the premium for an annual one). Each is
 * sent once per policy: the store remembers it, so a reload or a second visit does not send it again.
 */
import { useEffect } from "react";
import type { RateResponse } from "../../api/rateResponse.ts";
import { useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { track } from "../analytics.ts";
import { paymentOptionsOf } from "../rate/rateOutcome.ts";
import { isComparisonSite } from "./channel.ts";
import type { SoldPolicy } from "./purchase.ts";

/** The comparison-site report counts a monthly plan as 12 instalments, whatever the plan's own count. */
export const COMPARISON_SITE_INSTALMENTS = 12;

const pounds = (pence: number) => pence / 100;

export interface SaleFacts {
  policy: SoldPolicy;
  rate: RateResponse;
  product: string;
  scheme: string;
}

/** What the sale was worth: the total payable for the method paid by. */
function saleValue({ policy, rate }: SaleFacts): number {
  const { single, instalments } = paymentOptionsOf(rate.ratingOutcome);
  const option = policy.paymentMethod === "MONTHLY" ? (instalments ?? single) : (single ?? instalments);
  return option?.totalAmountPayable ?? 0;
}

export function purchaseEvent(facts: SaleFacts): Record<string, unknown> {
  return {
    transaction_id: facts.policy.quoteRef,
    quote_reference: facts.policy.quoteRef,
    value: pounds(saleValue(facts)),
    currency: "GBP",
    product: facts.product,
    scheme: facts.scheme,
    payment_method: facts.policy.paymentMethod,
  };
}

export function comparisonSaleEvent(facts: SaleFacts): Record<string, unknown> {
  const base = { quote_reference: facts.policy.quoteRef };
  return facts.policy.paymentMethod === "MONTHLY"
    ? { ...base, instalments: COMPARISON_SITE_INSTALMENTS }
    : { ...base, premium: pounds(saleValue(facts)), currency: "GBP" };
}

export function usePurchaseAnalytics(facts: SaleFacts | undefined) {
  const store = useQuoteStoreApi();
  const reference = facts?.policy.policyReference;
  useEffect(() => {
    if (!facts || !reference) return;
    const { session, setSession } = store.getState();
    // Marked before sending: StrictMode's second effect run then sees the mark.
    if (session.purchaseReported !== reference) {
      setSession({ purchaseReported: reference });
      track("purchase", purchaseEvent(facts));
    }
    if (isComparisonSite(facts.rate) && store.getState().session.comparisonSaleReported !== reference) {
      setSession({ comparisonSaleReported: reference });
      track("comparison_site_sale", comparisonSaleEvent(facts));
    }
    // Keyed on the policy alone: one sale, one report.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reference]);
}
