/**
 * Buying a quote: the quote as take-up reads it (its current rating and its policy, if bought), and
 * the policy it becomes, recorded with the quote marked bought and the policy's set-up tasks
 * (policySetup/setupOutbox.ts) in one statement. UNIQUE (outcome_id) and UNIQUE (quote_id) on
 * policies keep it to one policy per quote, however many take-ups race.
 */
import type { QuoteDocuments } from "./quoteRepository.ts";
import type { Queryable } from "./types.ts";

/** A stored quote as take-up reads it. */
export interface BuyableQuoteRow<D extends QuoteDocuments> {
  id: string;
  quote_ref: string;
  token_hash: string | null;
  request: D["request"];
  /** YYYY-MM-DD */
  expiry_date: string;
  current_outcome_id: string | null;
  taken_up_at: string | null;
  /** The policy it was bought as, once it is. */
  policy_reference: string | null;
  /** The quote's live payment (payments/livePayments.ts). */
  payment_intent_id: string | null;
  /** The current rating's option state. */
  option_state: string | null;
  outcome: D["outcome"] | null;
}

export interface PolicyRow {
  policy_reference: string;
  outcome_id: string;
  payment_intent_id: string;
}

/** What a policy keeps of the direct debit account: never the full account number. */
export interface DirectDebitRecord {
  sortCode: string;
  accountLast4: string;
  accountHolder: string;
}

export interface NewPolicy {
  reference: string;
  quoteId: string;
  outcomeId: string;
  paymentIntentId: string;
  paymentCollectionOptionCode: string;
  /** Pence taken by card. */
  amountPaid: number;
  inceptionDateTime: string;
  directDebit: DirectDebitRecord | null;
  /** ISO timestamp: the policy's creation, the quote's take-up and its set-up tasks'. */
  createdAt: string;
  setupTasks: string[];
}

const selectQuote = `SELECT q.id, q.quote_ref, q.token_hash, q.request, to_char(q.expiry_date, 'YYYY-MM-DD') AS expiry_date, q.current_outcome_id,
  q.taken_up_at, pol.policy_reference, q.payment_intent_id, r.option_state, r.outcome
  FROM quotes q LEFT JOIN quote_ratings r ON r.outcome_id = q.current_outcome_id LEFT JOIN policies pol ON pol.quote_id = q.id`;

/** The quotes stored under this token hash, for the caller to compare the token with in constant time. */
export async function buyableQuotesByTokenHash<D extends QuoteDocuments>(db: Queryable, tokenHash: string): Promise<BuyableQuoteRow<D>[]> {
  const { rows } = await db.query<BuyableQuoteRow<D>>(`${selectQuote} WHERE q.token_hash = $1`, [tokenHash]);
  return rows;
}

export async function buyableQuoteById<D extends QuoteDocuments>(db: Queryable, id: string): Promise<BuyableQuoteRow<D> | undefined> {
  const { rows } = await db.query<BuyableQuoteRow<D>>(`${selectQuote} WHERE q.id = $1`, [id]);
  return rows[0];
}

/** In the caller's transaction: the quote, its row locked until the transaction ends. */
export async function lockBuyableQuote<D extends QuoteDocuments>(tx: Queryable, id: string): Promise<BuyableQuoteRow<D> | undefined> {
  const { rows } = await tx.query<BuyableQuoteRow<D>>(`${selectQuote} WHERE q.id = $1 FOR UPDATE OF q`, [id]);
  return rows[0];
}

export async function policyOfQuote(db: Queryable, quoteId: string): Promise<PolicyRow | undefined> {
  const { rows } = await db.query<PolicyRow>("SELECT policy_reference, outcome_id, payment_intent_id FROM policies WHERE quote_id = $1", [
    quoteId,
  ]);
  return rows[0];
}

/**
 * Inserts the policy and marks the quote taken up in one statement, only while the outcome is the
 * quote's current one, the payment its live one and paid, and the quote not yet bought; the row
 * lock makes a concurrent take-up (or a refund) wait, then find the quote changed and insert
 * nothing. The policy's set-up tasks are inserted by the same statement, so they commit (or not) with it.
 * Answers the new reference, or undefined.
 */
export async function createPolicy(db: Queryable, policy: NewPolicy): Promise<string | undefined> {
  const { rows } = await db.query<{ policy_reference: string }>(
    `WITH eligible AS (
       SELECT id FROM quotes WHERE id = $1 AND current_outcome_id = $2 AND payment_intent_id = $4 AND taken_up_at IS NULL FOR UPDATE),
     inserted AS (
       INSERT INTO policies (policy_reference, quote_id, outcome_id, payment_intent_id, payment_collection_option_code, amount_paid,
         inception_date_time, dd_sort_code, dd_account_last4, dd_account_holder, created_at)
       SELECT $3, id, $2, $4, $5, $6, $7, $8, $9, $10, $11 FROM eligible
       WHERE EXISTS (SELECT 1 FROM payment_intents WHERE id = $4 AND status = 'succeeded')
       ON CONFLICT DO NOTHING
       RETURNING policy_reference, quote_id),
     bought AS (UPDATE quotes SET taken_up_at = $11 FROM inserted WHERE quotes.id = inserted.quote_id RETURNING quotes.id),
     setup AS (INSERT INTO policy_setup_tasks (policy_reference, task, created_at)
       SELECT inserted.policy_reference, t.task, $11 FROM inserted CROSS JOIN jsonb_array_elements_text($12::jsonb) AS t(task))
     SELECT policy_reference FROM inserted`,
    [
      policy.quoteId,
      policy.outcomeId,
      policy.reference,
      policy.paymentIntentId,
      policy.paymentCollectionOptionCode,
      policy.amountPaid,
      policy.inceptionDateTime,
      policy.directDebit?.sortCode ?? null,
      policy.directDebit?.accountLast4 ?? null,
      policy.directDebit?.accountHolder ?? null,
      policy.createdAt,
      JSON.stringify(policy.setupTasks),
    ],
  );
  return rows[0]?.policy_reference;
}
