/**
 * Rates the draft again as Get quote does (same quote reference and token), for a purchase whose
 * outcome went stale or whose quote expired, or whose payment was refunded: /rate then shows the
 * new price.
 */
import type { RatingCalls } from "../../api/dataSources.ts";
import type { RateResponse } from "../../api/rateResponse.ts";
import type { ResolvedJourney } from "../../engine/index.ts";
import type { QuoteStore } from "../../store/quoteStore.ts";
import { isQuotePaid } from "../../api/purchase.ts";

export async function rateAgain(
  rating: Pick<RatingCalls, "rateQuote">,
  store: QuoteStore,
  journey: ResolvedJourney,
): Promise<RateResponse> {
  const { rate: _old, ...answers } = store.getState().draft;
  try {
    const rate = await rating.rateQuote({
      product: journey.id,
      journeyVersion: journey.version,
      answers,
      // The draft holds the reference and token the last rating answered with, when there was one.
      quoteRef: (answers.quoteRef as string | undefined) ?? null,
      token: (answers.token as string | undefined) ?? null,
    });
    store.getState().setDraft({ ...store.getState().draft, quoteRef: rate.quoteRef, token: rate.token, rate });
    return rate;
  } catch (error) {
    // As Get quote: a failed rating never leaves the old price behind, unless the quote is paid
    // for (QUOTE_PAID): then the price stays until the one paid for is fetched in its place.
    if (!isQuotePaid(error)) {
      const { rate: _stale, ...rest } = store.getState().draft;
      store.getState().setDraft(rest);
    }
    throw error;
  }
}
