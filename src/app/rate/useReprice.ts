/**
 * Prices the quote again when the consumer changes an addon or the voluntary excess. One call at a
 * time: a choice made while one runs is priced next, against the outcome id that call returned
 * (only the newest id can be repriced). While anything is pending the page shows no price; a
 * failure restores the choice of the last good outcome and reports it: a price already paid for
 * (QUOTE_PAID) says so and is bought with that payment; too many attempts in the server's words
 * (they name the wait); anything else with the generic message. A quote bought meanwhile (in
 * another tab) is never offered again: its policy shows on /complete.
 */
import { useRef, useState } from "react";
import { setPath } from "../../engine/index.ts";
import type { RateResponse, RepriceBody } from "../../api/rateResponse.ts";
import { useQuoteApi } from "../../api/QuoteApiContext.tsx";
import { useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { text } from "../catalogue.ts";
import { useSingleFlightMutation } from "../useSingleFlightMutation.ts";
import { quotePaidText } from "../buy/paidQuote.ts";
import { useClosedQuote } from "../buy/useClosedQuote.ts";
import { tooManyAttemptsText } from "./quoteText.ts";
import { choiceOf, rateOf } from "./rateOutcome.ts";

export interface Reprice {
  /** The choice being priced, or null when the shown outcome is the newest. */
  pending: RepriceBody | null;
  /** 0 while the last reprice did not fail; otherwise counts failures, so each one moves focus to the error summary. */
  failures: number;
  /** Why the last reprice failed, while `failures` counts it. */
  error: string | undefined;
  choose(choice: RepriceBody): void;
}

export function useReprice(): Reprice {
  const store = useQuoteStoreApi();
  const { rating } = useQuoteApi();
  const closed = useClosedQuote();
  // The newest choice, shown at once (the box stays ticked) and kept for the call that prices it:
  // the one running reads it when its own price arrives.
  const [pending, setPending] = useState<RepriceBody | null>(null);
  const newest = useRef<RepriceBody | null>(null);
  const [failures, setFailures] = useState(0);
  const [error, setError] = useState<string>();
  const repricing = useSingleFlightMutation({
    mutationFn: async () => {
      for (let sent: RepriceBody | null = null; newest.current !== sent;) {
        sent = newest.current!;
        keep(await priced(sent));
      }
    },
    onError: (failed) => {
      if (closed.showBought(failed)) return;
      setError(failureText(failed));
      setFailures((n) => n + 1);
    },
    onSettled: () => {
      newest.current = null;
      setPending(null);
    },
  });

  /**
   * Why a reprice failed: a price paid for cannot change (the way it was paid becomes the chosen
   * one, so buying takes that payment up); too many attempts in the server's words; else the
   * generic message.
   */
  function failureText(failed: unknown): string {
    return quotePaidText(store, failed) ?? tooManyAttemptsText(failed) ?? text("genericError");
  }

  /** The choice priced against the newest outcome. */
  function priced(choice: RepriceBody): Promise<RateResponse> {
    const { draft } = store.getState();
    const current = rateOf(draft)!;
    return rating.repriceQuote({
      token: typeof draft.token === "string" ? draft.token : current.token,
      underwritingOutcomeResponseId: current.ratingOutcome.underwritingOutcomeResponseId,
      body: choice,
    });
  }

  /** The new outcome replaces the old; the excess goes back to /final too, so a later re-rate keeps it. */
  function keep(result: RateResponse) {
    const { draft, setDraft } = store.getState();
    const excessPounds = choiceOf(result.ratingOutcome).voluntaryExcess / 100;
    setDraft(setPath(setPath(draft, "rate", result), "final.excess", excessPounds));
  }

  function choose(choice: RepriceBody) {
    newest.current = choice;
    setPending(choice);
    if (!repricing.inFlight()) repricing.mutate();
  }

  // A new choice puts the failure behind it.
  const failed = repricing.isError && pending === null;
  return {
    pending,
    failures: failed ? failures : 0,
    error: failed ? error : undefined,
    choose,
  };
}
