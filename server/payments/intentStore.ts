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
  /** A succeeded payment given back in full (the quote could no longer become a policy). */
  | "refunded";

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
 * Stores the intent unless the outcome already has one for this option, then answers the one
 * stored: of two racing callers both get the same row (the UNIQUE constraint decides, not a check).
 */
export async function insertOrGetIntent(db: Queryable, intent: NewIntent): Promise<StoredIntent> {
  await db.query(
    `INSERT INTO payment_intents (id, processor, quote_id, outcome_id, payment_collection_option_code, amount, currency, status, client_secret_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (outcome_id, payment_collection_option_code) DO NOTHING`,
    [intent.id, intent.processor, intent.quoteId, intent.outcomeId, intent.paymentCollectionOptionCode, intent.amount, intent.currency,
      intent.status, intent.clientSecretHash],
  );
  const stored = await intentForOutcome(db, intent.outcomeId, intent.paymentCollectionOptionCode);
  if (!stored) throw new Error(`Payment intent for outcome ${intent.outcomeId} vanished after insert`);
  return stored;
}

export async function intentForOutcome(db: Queryable, outcomeId: string, option: PaymentCollectionOptionCode): Promise<StoredIntent | undefined> {
  const { rows } = await db.query<StoredIntent>(
    `SELECT ${columns} FROM payment_intents WHERE outcome_id = $1 AND payment_collection_option_code = $2`,
    [outcomeId, option],
  );
  return rows[0];
}

export async function intentById(db: Queryable, id: string): Promise<StoredIntent | undefined> {
  const { rows } = await db.query<StoredIntent>(`SELECT ${columns} FROM payment_intents WHERE id = $1`, [id]);
  return rows[0];
}

/** A succeeded payment given back: the intent then pays for nothing (take-up and the QUOTE_PAID lock no longer see it). */
export async function markRefunded(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE payment_intents SET status = 'refunded', updated_at = now() WHERE id = $1 AND status = 'succeeded'`, [id]);
}

/** Mirrors a processor's answer (Stripe) into the row, for audit and support. */
export async function recordStatus(db: Queryable, id: string, status: IntentStatus, errorCode: PaymentErrorCode | null): Promise<void> {
  await db.query(`UPDATE payment_intents SET status = $2, error_code = $3, updated_at = now() WHERE id = $1`, [id, status, errorCode]);
}
