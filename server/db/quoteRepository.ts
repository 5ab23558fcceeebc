/**
 * The quotes table and its ratings (quote_ratings). A quote is stored with its first rating in one
 * statement, and each later rating replaces its current outcome in one statement that only matches
 * while the outcome and live payment are still the ones the caller read: of two racing ratings, one
 * changes the row and the other changes nothing (the caller says OUTCOME_STALE).
 */
import type { Queryable } from "./types.ts";

/**
 * The shapes of a quote's JSON columns. They are the domain's (the quote request, the draft, the
 * rating's choices and result): this module stores and reads them as given, typed by the caller.
 */
export interface QuoteDocuments {
  /** quotes.request */
  request: unknown;
  /** quotes.answers */
  answers: unknown;
  /** quote_ratings.choices */
  choices: unknown;
  /** quote_ratings.outcome */
  outcome: unknown;
}

/** A stored quote with its answers, its current rating, its policy once bought, and whether its live payment is paid. */
export interface StoredQuoteRow<D extends QuoteDocuments> {
  id: string;
  quote_ref: string;
  product: string;
  journey_version: string;
  token_hash: string | null;
  request: D["request"];
  /** The submitted draft the quote was built from. */
  answers: D["answers"];
  /** YYYY-MM-DD */
  created_date: string;
  /** YYYY-MM-DD */
  expiry_date: string;
  current_outcome_id: string | null;
  /** The current rating's option state; null before the first rating. */
  current_state: string | null;
  current_choices: D["choices"] | null;
  current_outcome: D["outcome"] | null;
  current_rated_at: Date | string | null;
  /** Set once the quote is bought: it is then never rated or repriced again. */
  taken_up_at: string | null;
  /** The policy it was bought as, once it is. */
  policy_reference: string | null;
  /** The quote's live payment (payments/livePayments.ts). */
  payment_intent_id: string | null;
  /** The live payment has succeeded. */
  paid: boolean;
  /** How it was paid (its payment collection option code), when it has. */
  paid_option: string | null;
}

/** A rating as quote_ratings records it; its outcome id becomes the quote's current outcome. */
export interface RatingRecord {
  outcomeId: string;
  /** ISO timestamp. */
  ratedAt: string;
  ratingVersion: string;
  optionState: string;
  choices: unknown;
  /** What the audit keeps of how the price was made. */
  breakdown: unknown;
  outcome: unknown;
}

/** A quote as first stored. */
export interface NewQuote {
  quoteRef: string;
  product: string;
  journeyVersion: string;
  request: unknown;
  answers: unknown;
  tokenHash: string;
  createdDate: string;
  expiryDate: string;
}

/** What a stored quote must still be for a new rating to replace its current one. */
interface StillCurrent {
  id: string;
  /** The outcome the caller read. */
  outcomeId: string | null;
  /** The live payment the caller released (its intent id), or null when it had none. */
  released: string | null;
}

/** New answers for a stored quote: its request, draft and dates made afresh. */
export interface NewAnswers extends StillCurrent {
  product: string;
  journeyVersion: string;
  request: unknown;
  answers: unknown;
  createdDate: string;
  expiryDate: string;
}

/** The same answers priced with other choices: the request carries the new voluntary excess. */
export interface NewChoices extends StillCurrent {
  outcomeId: string;
  request: unknown;
}

/** A stored quote with its answers and its current rating (StoredQuoteRow). */
const selectQuote = `SELECT q.id, q.quote_ref, q.product, q.journey_version, q.token_hash, q.request, q.answers,
  to_char(q.created_date, 'YYYY-MM-DD') AS created_date, to_char(q.expiry_date, 'YYYY-MM-DD') AS expiry_date, q.current_outcome_id,
  r.option_state AS current_state, r.choices AS current_choices, r.outcome AS current_outcome, r.rated_at AS current_rated_at,
  q.taken_up_at, pol.policy_reference, q.payment_intent_id, paid.payment_collection_option_code AS paid_option, paid.id IS NOT NULL AS paid
  FROM quotes q LEFT JOIN quote_ratings r ON r.outcome_id = q.current_outcome_id
  LEFT JOIN policies pol ON pol.quote_id = q.id
  LEFT JOIN payment_intents paid ON paid.id = q.payment_intent_id AND paid.status = 'succeeded'`;

export async function quoteByRef<D extends QuoteDocuments>(db: Queryable, quoteRef: string): Promise<StoredQuoteRow<D> | undefined> {
  const { rows } = await db.query<StoredQuoteRow<D>>(`${selectQuote} WHERE q.quote_ref = $1`, [quoteRef]);
  return rows[0];
}

/** The quotes stored under this token hash, for the caller to compare the token with in constant time. */
export async function quotesByTokenHash<D extends QuoteDocuments>(db: Queryable, tokenHash: string): Promise<StoredQuoteRow<D>[]> {
  const { rows } = await db.query<StoredQuoteRow<D>>(`${selectQuote} WHERE q.token_hash = $1`, [tokenHash]);
  return rows;
}

export async function quoteRefExists(db: Queryable, quoteRef: string): Promise<boolean> {
  const { rows } = await db.query("SELECT 1 FROM quotes WHERE quote_ref = $1", [quoteRef]);
  return rows.length > 0;
}

/**
 * Stores a new quote and its first rating in one statement (atomic without a transaction's round
 * trips). False, storing nothing, when the reference is taken already.
 */
export async function insertQuote(db: Queryable, quote: NewQuote, rating: RatingRecord): Promise<boolean> {
  const { rows } = await db.query(
    `WITH q AS (
       INSERT INTO quotes (quote_ref, product, journey_version, request, answers, token_hash, created_date, expiry_date, current_outcome_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (quote_ref) DO NOTHING RETURNING id)
     ${insertRating(9)}`,
    [
      quote.quoteRef,
      quote.product,
      quote.journeyVersion,
      JSON.stringify(quote.request),
      JSON.stringify(quote.answers),
      quote.tokenHash,
      quote.createdDate,
      quote.expiryDate,
      ...ratingColumns(rating),
    ],
  );
  return rows.length === 1;
}

/**
 * In the caller's transaction: the stored quote's new answers and their rating, which becomes its
 * current outcome and clears its live payment. False, changing nothing, unless the quote's outcome
 * is still the one read (null before the first rating), its live payment the one released, and it
 * is not bought.
 */
export async function replaceAnswers(tx: Queryable, change: NewAnswers, rating: RatingRecord): Promise<boolean> {
  const { rows } = await tx.query(
    `WITH q AS (
       UPDATE quotes SET product = $3, journey_version = $4, request = $5, answers = $6, created_date = $7, expiry_date = $8,
         current_outcome_id = $9, payment_intent_id = NULL
       WHERE id = $1 AND current_outcome_id IS NOT DISTINCT FROM $2 AND taken_up_at IS NULL AND payment_intent_id IS NOT DISTINCT FROM $16
       RETURNING id)
     ${insertRating(9)}`,
    [
      change.id,
      change.outcomeId,
      change.product,
      change.journeyVersion,
      JSON.stringify(change.request),
      JSON.stringify(change.answers),
      change.createdDate,
      change.expiryDate,
      ...ratingColumns(rating),
      change.released,
    ],
  );
  return rows.length > 0;
}

/**
 * In the caller's transaction: the stored quote's request priced with new choices, the rating
 * becoming its current outcome and clearing its live payment. False, changing nothing, unless the
 * quote's outcome is still the one read, its live payment the one released, and it is not bought.
 */
export async function replaceChoices(tx: Queryable, change: NewChoices, rating: RatingRecord): Promise<boolean> {
  const { rows } = await tx.query(
    `WITH q AS (UPDATE quotes SET request = $3, current_outcome_id = $4, payment_intent_id = NULL
       WHERE id = $1 AND current_outcome_id = $2 AND taken_up_at IS NULL AND payment_intent_id IS NOT DISTINCT FROM $11 RETURNING id)
     ${insertRating(4)}`,
    [change.id, change.outcomeId, JSON.stringify(change.request), ...ratingColumns(rating), change.released],
  );
  return rows.length > 0;
}

/** Inserts the rating for the quote row `q` of the statement's WITH clause, from the seven values at `$after` onwards (ratingColumns). */
function insertRating(after: number): string {
  const p = (n: number) => `$${after + n}`;
  return `INSERT INTO quote_ratings (outcome_id, quote_id, rated_at, rating_version, option_state, choices, breakdown, outcome)
    SELECT ${p(0)}, q.id, ${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)} FROM q RETURNING quote_id`;
}

/** The values insertRating reads, starting with the outcome id (which the quote row points at too). */
function ratingColumns(rating: RatingRecord): unknown[] {
  return [
    rating.outcomeId,
    rating.ratedAt,
    rating.ratingVersion,
    rating.optionState,
    JSON.stringify(rating.choices),
    JSON.stringify(rating.breakdown),
    JSON.stringify(rating.outcome),
  ];
}
