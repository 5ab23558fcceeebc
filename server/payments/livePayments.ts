/**
 * A quote's live payment (quotes.payment_intent_id, migration 013): the one card payment that may be
 * charged or taken up, always for the quote's current outcome. It holds the price from prepare to
 * take-up: a reprice, a new rating or another way of paying first releases it (cancels it at its
 * processor, which refuses if it was paid first: QUOTE_PAID), and only then changes the quote.
 *
 * Every change to a live payment or to whether a payment is paid locks its quote's row first
 * (lockQuote), so a charge, a release, a take-up and a refund of one quote run one after another;
 * and the database itself keeps at most one paid intent per quote (a unique index) and the live
 * payment on the current outcome (a foreign key).
 */
import type { Db, Queryable } from "../db/index.ts";
import { quotePaid } from "../domain/errors.ts";
import { intentById, openStatuses, openStatusList } from "./intentStore.ts";
import type { CardPayments } from "./types.ts";

/** A quote's row as payments see it, locked for the transaction. */
export interface LockedQuote {
  id: string;
  current_outcome_id: string | null;
  taken_up_at: string | null;
  payment_intent_id: string | null;
  /** The cover start's date, YYYY-MM-DD (UK), or null. */
  cover_start: string | null;
}

/** The cover start date (UK) in a quote's stored request, as SQL on `quotes` aliased `q`. */
export const coverStartSql = `left(q.request -> 'capturedQuoteModel' -> 'quote' ->> 'inceptionDateTime', 10)`;

/** Locks the quote's row until the transaction ends: the first statement of every payment change. */
export async function lockQuote(tx: Queryable, quoteId: string): Promise<LockedQuote | undefined> {
  const { rows } = await tx.query<LockedQuote>(
    `SELECT q.id, q.current_outcome_id, q.taken_up_at, q.payment_intent_id, ${coverStartSql} AS cover_start FROM quotes q WHERE q.id = $1 FOR UPDATE`,
    [quoteId],
  );
  return rows[0];
}

/** What became of a payment the processor says succeeded, once recorded (recordSucceeded). */
export type RecordedSuccess = "succeeded" | "refund_due" | "refunded";

export class LivePayments {
  constructor(
    private readonly db: Db,
    private readonly payments: CardPayments,
  ) {}

  /**
   * Before the quote's price changes or another way of paying is prepared: the live intent is
   * cancelled at its processor so that it can no longer be paid. QUOTE_PAID (naming the way of
   * paying) when it was paid first. Answers the intent released, for closeReleased in the caller's
   * transaction, or null when the quote has no live payment.
   */
  async release(liveIntentId: string | null): Promise<string | null> {
    if (!liveIntentId) return null;
    const intent = await intentById(this.db, liveIntentId);
    if (!intent) return liveIntentId;
    const status = openStatuses.includes(intent.status) ? await this.payments.cancel(intent.id) : intent.status;
    if (status !== "succeeded" && status !== "processing") return intent.id;
    // Stripe may have taken it without our knowing: record it, so the lock holds without asking again.
    if (status === "succeeded" && intent.status !== "succeeded") await this.recordSucceeded(intent.id);
    throw quotePaid(intent.payment_collection_option_code);
  }

  /**
   * In the caller's transaction, with the quote locked: the released intent closed (cancelled; a
   * no-retry failure stays failed), and QUOTE_PAID, rolling the change back, when a charge got in
   * between release and lock.
   */
  async closeReleased(tx: Queryable, intentId: string): Promise<void> {
    await tx.query(`UPDATE payment_intents SET status = 'canceled', updated_at = now() WHERE id = $1 AND status IN (${openStatusList})`, [
      intentId,
    ]);
    const intent = await intentById(tx, intentId);
    if (intent?.status === "succeeded") throw quotePaid(intent.payment_collection_option_code);
  }

  /**
   * Makes a prepared intent the quote's live payment, in place of `released` (closed here): false,
   * changing nothing, when the quote moved on meanwhile (another prepare, a reprice, a take-up),
   * for the caller to look again. The same intent already live is true.
   */
  async claim(quoteId: string, outcomeId: string, released: string | null, intentId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const quote = await lockQuote(tx, quoteId);
      if (!quote || quote.payment_intent_id === intentId) return Boolean(quote);
      if (quote.current_outcome_id !== outcomeId || quote.taken_up_at || quote.payment_intent_id !== released) return false;
      if (released) await this.closeReleased(tx, released);
      await tx.query(`UPDATE quotes SET payment_intent_id = $2 WHERE id = $1`, [quoteId, intentId]);
      return true;
    });
  }

  /**
   * A payment the processor says succeeded, recorded with its quote locked: "succeeded" while it is
   * the quote's live payment and the quote not bought (it may become the policy); otherwise it can
   * never become one and is "refund_due" (refunds.ts gives it back). A settled intent keeps its status.
   */
  async recordSucceeded(intentId: string): Promise<RecordedSuccess | undefined> {
    const intent = await intentById(this.db, intentId);
    if (!intent) return undefined;
    return this.db.transaction(async (tx) => {
      const quote = await lockQuote(tx, intent.quote_id);
      const live = quote?.payment_intent_id === intentId && !quote.taken_up_at && quote.current_outcome_id === intent.outcome_id;
      const { rows } = await tx.query<{ status: RecordedSuccess }>(
        `UPDATE payment_intents SET status = $2, error_code = NULL, updated_at = now() WHERE id = $1 AND status IN (${openStatusList}, 'canceled')
         RETURNING status`,
        [intentId, live ? "succeeded" : "refund_due"],
      );
      if (rows[0]) return rows[0].status;
      const now = await intentById(tx, intentId);
      return now && ["succeeded", "refund_due", "refunded"].includes(now.status) ? (now.status as RecordedSuccess) : undefined;
    });
  }
}
