/**
 * Retrieving a quote by its token: the stored quote comes back as the
 * app's draft again, with a price it can carry on from.
 * - Only a quote whose current rating is ready for take-up (UNDERWRITTEN or EXPIRED) and that is
 *   not bought can be retrieved; anything else, and any failure, is 'Quote not found', except a
 *   database or card processor out of reach (SERVICE_UNAVAILABLE: try again).
 * - A bought quote is never offered again: its link is answered ALREADY_TAKEN_UP, naming its policy.
 * - Priced under the journey version it was made with: the stored answers and price, as they were.
 * - The journey changed since: the stored answers are checked again with the current journey and,
 *   if they still pass, the same quote is rated again (same reference and token, a new outcome);
 *   if not, the answers come back without a price, and the app asks what is missing.
 * - Expired: the reference is cleared (expired: true). Answers still valid today are rated as a
 *   new quote (a new reference and token); otherwise there is no price and no reference.
 * Rating reuses Quotes (replay, rateValid), so a retrieved quote is checked and priced exactly as a
 * quote sent by the app.
 */
import type { ServerClock } from "../clock.ts";
import type { Draft } from "../../src/engine/index.ts";
import type { AttemptLimits } from "../rateLimit/attemptLimits.ts";
import type { JourneyCatalogue } from "./journeyCatalogue.ts";
import { alreadyTakenUp, DomainError, isServiceUnavailable, quoteNotFound } from "./errors.ts";
import { isExpired, quoteStateOf } from "./quoteState.ts";
import type { Quotes, StoredQuote } from "./quotes.ts";
import type { RateResponse } from "./rateResponse.ts";

/** schema.graphql RetrievedQuote. */
export interface RetrievedQuote {
  answers: Draft;
  journeyVersion: string;
  quoteRef: string | null;
  rate: RateResponse | null;
  expired: boolean;
}

/**
 * The stored quote this token (and, when given, this reference) unlocks for retrieval: its current
 * rating has a price (quote state UNDERWRITTEN, or EXPIRED after its expiry date). A bought quote
 * is never offered again, by a retrieve or an email: it is refused ALREADY_TAKEN_UP, naming its policy.
 */
export async function retrievableQuote(
  quotes: Quotes,
  token: string,
  quoteRef: string | null | undefined,
  today: string,
): Promise<StoredQuote | undefined> {
  const found = await quotes.byToken(token);
  if (found?.taken_up_at && (!quoteRef || found.quote_ref === quoteRef)) throw alreadyTakenUp(found.policy_reference);
  return found && retrievable(found, quoteRef, today);
}

function retrievable(stored: StoredQuote, quoteRef: string | null | undefined, today: string): StoredQuote | undefined {
  if ((quoteRef && stored.quote_ref !== quoteRef) || stored.taken_up_at) return undefined;
  if (stored.current_state !== "READY_FOR_TAKE_UP") return undefined;
  const state = quoteStateOf(stored.current_state, stored.expiry_date, today);
  return state === "UNDERWRITTEN" || state === "EXPIRED" ? stored : undefined;
}

export class QuoteRetrieval {
  constructor(
    private readonly quotes: Quotes,
    private readonly journeys: JourneyCatalogue,
    private readonly limits: AttemptLimits,
    private readonly clock: ServerClock,
    private readonly log: (message: string) => void,
  ) {}

  /**
   * Counts the attempt (TOO_MANY_ATTEMPTS over the limits), then retrieves; a bought quote is
   * ALREADY_TAKEN_UP, and every other failure QUOTE_NOT_FOUND.
   */
  async retrieve(token: string, quoteRef: string | null | undefined, client: string): Promise<RetrievedQuote> {
    await this.limits.attempt("retrieve", client, token);
    try {
      return await this.#retrieve(token, quoteRef);
    } catch (error) {
      if (error instanceof DomainError && error.code === "ALREADY_TAKEN_UP") throw error;
      // Out of reach for now is not "not found": the consumer is told to try again, and the quote is still there.
      if (isServiceUnavailable(error)) throw error;
      if (!(error instanceof DomainError && error.code === "QUOTE_NOT_FOUND")) {
        // Logged without the token or any answer: the message of an internal failure only.
        this.log(`Retrieving a quote failed, answered as not found: ${(error as Error).message}`);
      }
      throw quoteNotFound();
    }
  }

  async #retrieve(token: string, quoteRef: string | null | undefined): Promise<RetrievedQuote> {
    const today = this.clock.today();
    const stored = await retrievableQuote(this.quotes, token, quoteRef, today);
    const journey = stored && this.journeys.journey(stored.product);
    if (!stored || !journey) throw quoteNotFound();
    const kept = { answers: stored.answers, journeyVersion: journey.version };

    if (isExpired(stored.expiry_date, today)) {
      const valid = await this.quotes.replay(stored.product, stored.answers);
      if (!valid) return { ...kept, quoteRef: null, rate: null, expired: true };
      const rate = await this.quotes.rateValid(valid);
      return { ...kept, answers: valid.draft, quoteRef: rate.quoteRef, rate, expired: true };
    }
    // A paid quote keeps the price that was paid for: it can only be taken up.
    if (stored.journey_version === journey.version || stored.paid) {
      const rate = this.quotes.currentResponse(stored, token);
      if (!rate) throw quoteNotFound();
      return { ...kept, quoteRef: stored.quote_ref, rate, expired: false };
    }
    const valid = await this.quotes.replay(stored.product, stored.answers);
    if (!valid) return { ...kept, quoteRef: stored.quote_ref, rate: null, expired: false };
    try {
      const rate = await this.quotes.rateValid(valid, stored.quote_ref, token);
      return { ...kept, answers: valid.draft, quoteRef: rate.quoteRef, rate, expired: false };
    } catch (error) {
      // Paid by card since it was read (Stripe had taken it): the price paid for is kept.
      const rate = error instanceof DomainError && error.code === "QUOTE_PAID" ? this.quotes.currentResponse(stored, token) : undefined;
      if (!rate) throw error;
      return { ...kept, quoteRef: stored.quote_ref, rate, expired: false };
    }
  }
}
