/**
 * On /rate a virtual page view for /quote is reported once per rating, unless the
 * quote has expired, has declines, or was reopened (`?existing`). The store remembers which
 * rating was counted, so a reload does not count it again and a reprice (a new outcome id for
 * the same rating) is not a new view.
 */
import { useEffect, useRef } from "react";
import type { RateResponse } from "../../api/rateResponse.ts";
import { useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { track } from "../analytics.ts";

export function shouldReportQuoteView(rate: RateResponse, search: string): boolean {
  return rate.quoteState !== "EXPIRED" && rate.ratingOutcome.optionState !== "HAS_DECLINES" && !new URLSearchParams(search).has("existing");
}

export function useQuoteViewAnalytics(rate: RateResponse, search: string, product: unknown) {
  const store = useQuoteStoreApi();
  const id = rate.ratingOutcome.underwritingOutcomeResponseId;
  const seen = useRef<string | null>(null);
  useEffect(() => {
    const { session, setSession } = store.getState();
    if (seen.current !== null && seen.current !== id) {
      // Repriced on this page: the same rating, so the mark follows it to the new outcome id.
      if (session.quoteViewReported === seen.current) setSession({ quoteViewReported: id });
    } else if (session.quoteViewReported !== id && shouldReportQuoteView(rate, search)) {
      // No personal data and no token: the path and the product only.
      track("page_view", { page_path: "/quote", product: typeof product === "string" ? product : undefined });
      setSession({ quoteViewReported: id });
    }
    seen.current = id;
    // Keyed on the outcome id alone: the rate object and search are read as they are at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
}
