/**
 * prepareTakeUp once when /payment opens: the payment intent for the current outcome and the
 * chosen payment option. Keyed by what it is asked with, so React's double effects and re-renders
 * share the one call; never retried by itself, as its refusals (a stale outcome, a quote taken up)
 * are answers, not glitches. Asked again whenever the page opens, and forgotten once it is left:
 * an intent kept from an earlier visit may have been cancelled since (preparing the other way of
 * paying cancels it), while the server answers the same intent again as long as it is live.
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
    refetchOnMount: "always",
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
