/**
 * Prices the quote again when the consumer changes an addon or the voluntary excess. One call at a
 * time: a choice made while one runs is priced next, against the outcome id that call returned
 * (only the newest id can be repriced). While anything is pending the page shows no price; a
 * failure restores the choice of the last good outcome and reports it.
 */
import { useRef, useState } from "react";
import { setPath } from "../../engine/index.ts";
import type { RateResponse, RepriceBody } from "../../api/rateResponse.ts";
import { useQuoteApi } from "../../api/QuoteApiContext.tsx";
import { useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { choiceOf, rateOf } from "./rateOutcome.ts";

export interface Reprice {
  /** The choice being priced, or null when the shown outcome is the newest. */
  pending: RepriceBody | null;
  /** 0 while the last reprice did not fail; otherwise counts failures, so each one moves focus to the error summary. */
  failures: number;
  choose(choice: RepriceBody): void;
}

export function useReprice(): Reprice {
  const store = useQuoteStoreApi();
  const { rating } = useQuoteApi();
  const [pending, setPending] = useState<RepriceBody | null>(null);
  const [failures, setFailures] = useState(0);
  const [failed, setFailed] = useState(false);
  const wanted = useRef<RepriceBody | null>(null);
  const running = useRef(false);

  async function choose(choice: RepriceBody) {
    wanted.current = choice;
    setPending(choice);
    setFailed(false);
    if (running.current) return;
    running.current = true;
    try {
      let sent: RepriceBody | null = null;
      while (wanted.current !== sent) {
        sent = wanted.current!;
        const { draft } = store.getState();
        const current = rateOf(draft)!;
        const result = await rating.repriceQuote({
          token: typeof draft.token === "string" ? draft.token : current.token,
          underwritingOutcomeResponseId: current.ratingOutcome.underwritingOutcomeResponseId,
          body: sent,
        });
        keep(result);
      }
    } catch {
      setFailures((n) => n + 1);
      setFailed(true);
    } finally {
      wanted.current = null;
      running.current = false;
      setPending(null);
    }
  }

  /** The new outcome replaces the old; the excess goes back to /final too, so a later re-rate keeps it. */
  function keep(result: RateResponse) {
    const { draft, setDraft } = store.getState();
    const excessPounds = choiceOf(result.ratingOutcome).voluntaryExcess / 100;
    setDraft(setPath(setPath(draft, "rate", result), "final.excess", excessPounds));
  }

  return {
    pending,
    failures: failed ? failures : 0,
    choose: (choice) => void choose(choice),
  };
}
