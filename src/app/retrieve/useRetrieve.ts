/**
 * The retrieve call of /retrieve: on success the retrieved quote becomes the draft and the user
 * goes where it is due (/rate?existing with a price, else the first page needing an answer). When
 * the server says the quote is gone (QUOTE_NOT_FOUND) the draft starts empty with the 'Quote not
 * found' message. A quote already bought (ALREADY_TAKEN_UP), never offered again, is said with its
 * policy reference. Any other failure (rate limiting, a service out of reach, no answer) says
 * nothing about the quote: the draft and the link are kept, and the consumer is told to try again.
 *
 * An expired quote the server priced again says so on /rate; one it could not (its cover start has
 * gone) asks for a new cover start date on the page asking it, saying why.
 */
import { useState } from "react";
import { useNavigate } from "react-router";
import { useQuoteApi } from "../../api/QuoteApiContext.tsx";
import type { Draft, ResolvedJourney } from "../../engine/index.ts";
import { useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { boughtAs } from "../buy/boughtQuote.ts";
import { COVER_START_FIELD, coverStartPage, coverStartPassed } from "../coverStart.ts";
import { dueUrl } from "../dueRoute.ts";
import { journeyFor, useJourneyEnvironment } from "../JourneyEnvironment.tsx";
import { rateOf } from "../rate/rateOutcome.ts";
import { restoredQuote } from "./restoredQuote.ts";
import { quoteIsGone, tryAgainMessage } from "./retrieveFailure.ts";
import { retrieveText } from "./retrieveText.ts";

export function useRetrieve() {
  const store = useQuoteStoreApi();
  const environment = useJourneyEnvironment();
  const navigate = useNavigate();
  const { retrieve: retrieveCalls } = useQuoteApi();
  const [busy, setBusy] = useState(false);
  const [tryAgain, setTryAgain] = useState<string>();
  const [bought, setBought] = useState<string>();

  /** Resolves to whether the quote was retrieved. */
  async function retrieve(token: string, quoteRef?: string): Promise<boolean> {
    setBusy(true);
    setTryAgain(undefined);
    try {
      const { quote, referenceData } = await retrieveCalls.retrieve(token, quoteRef);
      const restored = restoredQuote(environment, quote, token, referenceData);
      const { clock, check, journeys } = environment;
      const journey = journeyFor(journeys, restored.draft.product);
      const to = dueUrl(
        { journey, draft: restored.draft, submitted: new Set(restored.submitted), clock, check },
        rateOf(restored.draft) !== undefined,
      );
      // 'Quote expired' says the price was updated: only true when the server priced it again.
      const draft = quote.expired && quote.rate ? { ...restored.draft, retrieveError: retrieveText("quoteExpired") } : restored.draft;
      store.getState().restoreQuote({ ...restored, draft });
      if (quote.expired && !quote.rate) askAgain(journey, draft);
      navigate(to, { replace: true });
      return true;
    } catch (error) {
      const policyReference = boughtAs(error);
      if (policyReference) {
        setBought(policyReference);
        // The link has done its work: a bought quote has nothing more to retrieve.
        store.getState().setSession({ retrieveLink: undefined });
      } else if (quoteIsGone(error)) store.getState().reset({ retrieveError: retrieveText("quoteNotFound") });
      else setTryAgain(tryAgainMessage(error, retrieveText("tooManyAttempts")));
      setBusy(false);
      return false;
    }
  }

  /**
   * An expired quote the server could not price again: the page with Get quote says what to do, on
   * the cover start date when it has gone (it always has once a quote expires, as a quote starts
   * within its 30 days), else for the page as a whole.
   */
  function askAgain(journey: ResolvedJourney, draft: Draft) {
    const passed = coverStartPassed(journey, draft, environment.clock);
    store
      .getState()
      .setPendingErrors(
        coverStartPage(journey),
        passed ? { [COVER_START_FIELD]: retrieveText("quoteExpiredStartPassed") } : { "": retrieveText("quoteExpiredNoPrice") },
      );
  }

  return { retrieve, busy, tryAgain, bought };
}
