/**
 * The retrieve call of /retrieve: on success the retrieved quote becomes the draft and the user
 * goes where it is due (/rate?existing with a price, else the first page needing an answer); on
 * any failure the draft starts empty with the 'Quote not found' message. Rate limiting is the exception:
 * it says nothing about the quote, so the draft (perhaps a quote in progress) is kept and only the
 * server's message is shown, for the consumer to try again later.
 */
import { useState } from "react";
import { useNavigate } from "react-router";
import { useQuoteApi } from "../../api/QuoteApiContext.tsx";
import { useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { dueUrl } from "../dueRoute.ts";
import { journeyFor, useJourneyEnvironment } from "../JourneyEnvironment.tsx";
import { rateOf } from "../rate/rateOutcome.ts";
import { restoredQuote } from "./restoredQuote.ts";
import { rateLimitMessage } from "./retrieveFailure.ts";
import { retrieveText } from "./retrieveText.ts";

export function useRetrieve() {
  const store = useQuoteStoreApi();
  const environment = useJourneyEnvironment();
  const navigate = useNavigate();
  const { retrieve: retrieveCalls } = useQuoteApi();
  const [busy, setBusy] = useState(false);
  const [rateLimited, setRateLimited] = useState<string>();

  /** Resolves to whether the quote was retrieved. */
  async function retrieve(token: string, quoteRef?: string): Promise<boolean> {
    setBusy(true);
    setRateLimited(undefined);
    try {
      const { quote, reference } = await retrieveCalls.retrieve(token, quoteRef);
      const restored = restoredQuote(environment, quote, token, reference);
      const { clock, check, journeys } = environment;
      const journey = journeyFor(journeys, restored.draft.product);
      const to = dueUrl(
        { journey, draft: restored.draft, submitted: new Set(restored.submitted), clock, check },
        rateOf(restored.draft) !== undefined,
      );
      // An expired quote whose start date is not past: its retrieve error is the expired message. The quote page shows it with the
      // updated price: at once when the server priced it again, else after the consumer's next Get quote.
      const draft = quote.expired ? { ...restored.draft, retrieveError: retrieveText("quoteExpired") } : restored.draft;
      store.getState().restoreQuote({ ...restored, draft });
      navigate(to, { replace: true });
      return true;
    } catch (error) {
      const limited = rateLimitMessage(error, retrieveText("tooManyAttempts"));
      if (limited) setRateLimited(limited);
      else store.getState().reset({ retrieveError: retrieveText("quoteNotFound") });
      setBusy(false);
      return false;
    }
  }

  return { retrieve, busy, rateLimited };
}
