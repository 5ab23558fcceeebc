/**
 * The payment_intents table (migration 009), shared by both adapters: one row per rating outcome and
 * way of paying, whichever processor holds the payment. For the local processor the row is the
 * payment intent itself; for Stripe it records which Stripe intent belongs to which outcome (Stripe
 * stays the authority on whether it was paid).
 */
import type { Queryable } from "../db/index.ts";
import type { CardPaymentProcessor, PaymentCollectionOptionCode, PaymentErrorCode } from "./types.ts";

export type IntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "requires_capture"
  | "canceled"
  | "succeeded"
  /** Local processor only: a NO_RETRY failure; the intent takes no more attempts. */
  | "failed"
  /** A succeeded payment that can no longer become a policy, to be given back (refunds.ts). */
  | "refund_due"
  /** A succeeded payment given back in full. */
  | "refunded";

/** Statuses of an intent that may still be paid (Stripe's, and the local processor's requires_payment_method). */
export const openStatuses: readonly IntentStatus[] = [
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
  "processing",
  "requires_capture",
];
/** openStatuses as an SQL list. */
export const openStatusList = openStatuses.map((status) => `'${status}'`).join(", ");
/** Statuses that no longer hold the outcome's place for its way of paying: a new intent may be made. */
const closedStatuses = "'canceled', 'refund_due', 'refunded'";

export interface StoredIntent {
  id: string;
  processor: CardPaymentProcessor;
  quote_id: string;
  outcome_id: string;
  payment_collection_option_code: PaymentCollectionOptionCode;
  amount: number;
  currency: string;
  status: IntentStatus;
  client_secret_hash: string | null;
  card_last4: string | null;
  card_brand: string | null;
  error_code: PaymentErrorCode | null;
  attempts: number;
}

export interface NewIntent {
  id: string;
  processor: CardPaymentProcessor;
  quoteId: string;
  outcomeId: string;
  paymentCollectionOptionCode: PaymentCollectionOptionCode;
  amount: number;
  currency: string;
  status: IntentStatus;
  clientSecretHash: string | null;
}

const columns = `id, processor, quote_id, outcome_id, payment_collection_option_code, amount, currency, status, client_secret_hash,
  card_last4, card_brand, error_code, attempts`;

/**
 * Stores the intent unless the outcome already has an open one for this option, then answers the
 * one stored: of two racing callers both get the same row (the unique indexes decide, not a check).
 * Every unique index is an arbiter (ON CONFLICT with no target): two callers given the same id by
 * Stripe's idempotency key collide on the primary key, which a target of (outcome, option) alone
 * leaves to fail on PostgreSQL when both inserts are in flight at once.
 */
export async function insertOrGetIntent(db: Queryable, intent: NewIntent): Promise<StoredIntent> {
  await db.query(
    `INSERT INTO payment_intents (id, processor, quote_id, outcome_id, payment_collection_option_code, amount, currency, status, client_secret_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT DO NOTHING`,
    [
      intent.id,
      intent.processor,
      intent.quoteId,
      intent.outcomeId,
      intent.paymentCollectionOptionCode,
      intent.amount,
      intent.currency,
      intent.status,
      intent.clientSecretHash,
    ],
  );
  const stored = await intentForOutcome(db, intent.outcomeId, intent.paymentCollectionOptionCode);
  if (!stored) throw new Error(`Payment intent for outcome ${intent.outcomeId} vanished after insert`);
  return stored;
}

/** The outcome's intent for this way of paying that is not cancelled or refunded, if any. */
export async function intentForOutcome(
  db: Queryable,
  outcomeId: string,
  option: PaymentCollectionOptionCode,
): Promise<StoredIntent | undefined> {
  const { rows } = await db.query<StoredIntent>(
    `SELECT ${columns} FROM payment_intents WHERE outcome_id = $1 AND payment_collection_option_code = $2 AND status NOT IN (${closedStatuses})`,
    [outcomeId, option],
  );
  return rows[0];
}

/**
 * How many intents for this outcome and way of paying were cancelled or refunded: the next one's
 * number, so its idempotency key differs from theirs (Stripe would answer a cancelled one again).
 */
export async function closedIntentCount(db: Queryable, outcomeId: string, option: PaymentCollectionOptionCode): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM payment_intents WHERE outcome_id = $1 AND payment_collection_option_code = $2 AND status IN (${closedStatuses})`,
    [outcomeId, option],
  );
  return rows[0].n;
}

export async function intentById(db: Queryable, id: string): Promise<StoredIntent | undefined> {
  const { rows } = await db.query<StoredIntent>(`SELECT ${columns} FROM payment_intents WHERE id = $1`, [id]);
  return rows[0];
}

/**
 * Mirrors a processor's answer (Stripe) for an intent that is still open, for audit and support.
 * Success is never recorded here (livePayments.ts records it, with the quote locked), nor is a
 * settled intent reopened: Stripe still says "succeeded" of a refunded payment.
 */
export async function recordOpenStatus(db: Queryable, id: string, status: IntentStatus, errorCode: PaymentErrorCode | null): Promise<void> {
  if (!openStatuses.includes(status) && status !== "canceled") return;
  await db.query(
    `UPDATE payment_intents SET status = $2, error_code = $3, updated_at = now() WHERE id = $1 AND status IN (${openStatusList})`,
    [id, status, errorCode],
  );
}
