/**
 * prepareTakeUp once when /payment opens: the payment intent for the current outcome and the
 * chosen payment option. Keyed by what it is asked with, so React's double effects and re-renders
 * share the one call; never retried by itself, as its refusals (a stale outcome, a quote taken up)
 * are answers, not glitches.
 */
import { useQuery } from "@tanstack/react-query";
import { useQuoteApi } from "../../api/QuoteApiContext.tsx";
import { useQuote } from "../../store/QuoteStoreContext.tsx";
import type { Purchase } from "./purchase.ts";

export function usePreparedPayment(purchase: Purchase) {
  const { purchase: purchaseCalls } = useQuoteApi();
  const draftToken = useQuote((s) => s.draft.token);
  const args = {
    token: typeof draftToken === "string" ? draftToken : purchase.rate.token,
    underwritingOutcomeResponseId: purchase.rate.ratingOutcome.underwritingOutcomeResponseId,
    paymentCollectionOptionCode: purchase.option.paymentCollectionOptionCode,
    optionId: purchase.rate.ratingOutcome.optionId,
  };
  return useQuery({
    queryKey: ["prepareTakeUp", args],
    queryFn: () => purchaseCalls.prepareTakeUp(args),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
