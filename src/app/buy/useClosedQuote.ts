/**
 * A quote call refused because the quote can no longer change: bought (ALREADY_TAKEN_UP) shows its
 * policy on /complete; a new rating refused as paid for (QUOTE_PAID) fetches the quote as the server
 * keeps it, with the price paid for, and shows it on /rate saying so, for buying to take that payment up.
 * Every question page can meet either, rarely: how a paid quote is taken in, and the quote pages'
 * words, load only then, so the question pages do not carry them.
 */
import { useNavigate } from "react-router";
import { useQuoteApi } from "../../api/QuoteApiContext.tsx";
import { useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { appRoutes } from "../catalogue.ts";
import { useJourneyEnvironment } from "../JourneyEnvironment.tsx";
import { isQuotePaid } from "../../api/purchase.ts";
import { rememberBought } from "./boughtQuote.ts";

export interface ClosedQuote {
  /** For ALREADY_TAKEN_UP: the policy kept and shown on /complete; false, doing nothing, otherwise. */
  showBought(error: unknown): boolean;
  /** For a new rating refused as paid (QUOTE_PAID): the paid quote shown on /rate. Rejects as the retrieve does. */
  showPaid(refusal: unknown): Promise<void>;
  /** A rating refused either way, shown so: resolves to whether it was (a failed fetch of the paid quote is not). */
  shown(error: unknown): Promise<boolean>;
}

export function useClosedQuote(): ClosedQuote {
  const store = useQuoteStoreApi();
  const navigate = useNavigate();
  const environment = useJourneyEnvironment();
  const { retrieve } = useQuoteApi();

  function showBought(error: unknown): boolean {
    if (!rememberBought(store, error)) return false;
    navigate(appRoutes.complete.path, { replace: true });
    return true;
  }

  async function showPaid(refusal: unknown): Promise<void> {
    const [{ takePaidQuote }, { quoteErrorText }] = await Promise.all([import("./paidQuote.ts"), import("../rate/quoteText.ts")]);
    await takePaidQuote(retrieve, environment, store, refusal);
    store.getState().setPendingErrors("rate", { "": quoteErrorText("quotePaid") });
    navigate(appRoutes.rate.path, { replace: true });
  }

  async function shown(error: unknown): Promise<boolean> {
    if (showBought(error)) return true;
    if (!isQuotePaid(error)) return false;
    try {
      await showPaid(error);
      return true;
    } catch {
      return false;
    }
  }

  return { showBought, showPaid, shown };
}
