/**
 * The local card processor: a PaymentIntent-like state machine in the payment_intents table, for
 * development and tests when no Stripe keys are configured.
 *
 *   requires_payment_method --(card accepted)--> succeeded
 *   requires_payment_method --(declined, retryable)--> requires_payment_method (attempts + 1, error_code)
 *   requires_payment_method --(NO_RETRY)--> failed
 *   requires_payment_method --(released: a reprice, another way of paying)--> canceled (livePayments.ts)
 *   succeeded --(can no longer become a policy)--> refund_due --> refunded (refunds.ts)
 *
 * A charge is one conditional UPDATE, in a transaction that has locked the intent's quote: it
 * succeeds only while the intent is the quote's live payment for its current outcome and the quote
 * is not bought, so no card is charged for a price that has just been replaced or a second option.
 *
 * Cards are checked (checkCard) and then answered by the test card table (cards.ts). The client
 * secret is `<intent id>_secret_<HMAC-SHA256 of the intent id keyed by the quote's token>`: whoever
 * holds the token gets the same secret again, and the table keeps only the secret's SHA-256.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { ServerClock } from "../clock.ts";
import type { Db } from "../db/index.ts";
import { badUserInput } from "../domain/errors.ts";
import { checkCard, issuerAnswer } from "./cards.ts";
import { insertOrGetIntent, intentById, type StoredIntent } from "./intentStore.ts";
import type {
  BeforeCharge,
  CancelResult,
  CardPayments,
  ExpectedPayment,
  IntentRequest,
  LocalCardInput,
  LocalCardResult,
  PaymentErrorCode,
  PaymentVerification,
  PreparedIntent,
} from "./types.ts";
import type { Queryable } from "../db/index.ts";

const idAlphabet = "0123456789abcdefghijklmnopqrstuv";

export class LocalCardPayments implements CardPayments {
  readonly processor = "LOCAL" as const;

  constructor(
    private readonly db: Db,
    private readonly clock: ServerClock,
  ) {}

  async prepare(request: IntentRequest): Promise<PreparedIntent> {
    const id = newIntentId();
    const stored = await insertOrGetIntent(this.db, {
      id,
      processor: "LOCAL",
      quoteId: request.quoteId,
      outcomeId: request.outcomeId,
      paymentCollectionOptionCode: request.paymentCollectionOptionCode,
      amount: request.amount,
      currency: request.currency,
      status: "requires_payment_method",
      clientSecretHash: hashSecret(clientSecretFor(id, request.token)),
    });
    if (stored.processor !== "LOCAL") throw new Error(`Outcome ${request.outcomeId} already has a ${stored.processor} payment intent`);
    if (stored.amount !== request.amount) throw new Error(`Payment intent ${stored.id} is for ${stored.amount}p, not ${request.amount}p`);
    const clientSecret = clientSecretFor(stored.id, request.token);
    if (!secretMatches(clientSecret, stored.client_secret_hash)) throw new Error(`Payment intent ${stored.id} was made with another token`);
    return { paymentIntentId: stored.id, clientSecret, cardPaymentProcessor: "LOCAL", apiKey: null, accountId: null };
  }

  async verify(paymentIntentId: string, expected: ExpectedPayment): Promise<PaymentVerification> {
    const intent = await intentById(this.db, paymentIntentId);
    if (!intent || intent.processor !== "LOCAL") return { succeeded: false, status: "unknown", errorCode: null };
    const matches =
      intent.outcome_id === expected.outcomeId &&
      intent.amount === expected.amount &&
      intent.currency === expected.currency &&
      intent.payment_collection_option_code === expected.paymentCollectionOptionCode;
    if (!matches) return { succeeded: false, status: "mismatch", errorCode: null };
    if (intent.status !== "succeeded") return { succeeded: false, status: intent.status, errorCode: intent.error_code };
    return { succeeded: true };
  }

  /** Nothing is held outside the table: an open intent can always be cancelled, a succeeded one was paid. */
  async cancel(paymentIntentId: string): Promise<CancelResult> {
    const intent = await intentById(this.db, paymentIntentId);
    return intent?.status === "succeeded" ? "succeeded" : "canceled";
  }

  /** The money is the table's: refunds.ts marks the intent refunded. */
  async refund(): Promise<void> {}

  async payLocalCard(
    paymentIntentId: string,
    clientSecret: string,
    card: LocalCardInput,
    beforeCharge: BeforeCharge,
  ): Promise<LocalCardResult> {
    const intent = await intentById(this.db, paymentIntentId);
    if (!intent || intent.processor !== "LOCAL" || !secretMatches(clientSecret, intent.client_secret_hash)) {
      throw badUserInput("This payment is not known: go back to your quote and start the payment again.", { argument: "clientSecret" });
    }
    // Paid already (a double click, a retry): answer the same without charging again.
    const settled = answerFor(intent);
    if (settled) return settled;

    const checked = checkCard(card, this.clock.today());
    const errorCode = checked.ok ? issuerAnswer(checked.card.digits) : checked.errorCode;
    const status = !checked.ok
      ? "requires_payment_method"
      : errorCode === null
        ? "succeeded"
        : errorCode === "NO_RETRY"
          ? "failed"
          : "requires_payment_method";
    const cardSeen = checked.ok ? { last4: checked.card.last4, brand: checked.card.brand } : null;
    return this.db.transaction(async (tx) => {
      await beforeCharge(intent, tx);
      return this.#attempt(tx, intent, status, errorCode, cardSeen);
    });
  }

  /**
   * Records one attempt, only while the intent still takes payments and is its quote's live payment
   * for the current outcome, unbought (checked in the same statement as the charge): of two racing
   * attempts after one succeeded, the other changes nothing and answers what the intent now says.
   */
  async #attempt(
    tx: Queryable,
    intent: StoredIntent,
    status: "requires_payment_method" | "succeeded" | "failed",
    errorCode: PaymentErrorCode | null,
    card: { last4: string; brand: string } | null,
  ): Promise<LocalCardResult> {
    const { rows } = await tx.query<{ status: string }>(
      `UPDATE payment_intents p SET status = $2, error_code = $3, card_last4 = coalesce($4, card_last4), card_brand = coalesce($5, card_brand),
         attempts = attempts + 1, updated_at = now()
       WHERE p.id = $1 AND p.status = 'requires_payment_method'
         AND EXISTS (SELECT 1 FROM quotes q WHERE q.id = p.quote_id AND q.payment_intent_id = p.id AND q.current_outcome_id = p.outcome_id
           AND q.taken_up_at IS NULL)
       RETURNING status`,
      [intent.id, status, errorCode, card?.last4 ?? null, card?.brand ?? null],
    );
    if (rows.length === 1) return errorCode === null ? { status: "SUCCEEDED", errorCode: null } : { status: "FAILED", errorCode };
    const now = await intentById(tx, intent.id);
    return (now && answerFor(now)) ?? { status: "FAILED", errorCode: "GENERIC" };
  }
}

/** The answer for an intent that takes no more payments; undefined while it still does. */
function answerFor(intent: StoredIntent): LocalCardResult | undefined {
  if (intent.status === "succeeded") return { status: "SUCCEEDED", errorCode: null };
  if (intent.status === "failed") return { status: "FAILED", errorCode: "NO_RETRY" };
  return undefined;
}

/** pi_local_ and 24 random base32 characters (120 bits). */
function newIntentId(): string {
  const bytes = randomBytes(24);
  let id = "pi_local_";
  for (const byte of bytes) id += idAlphabet[byte & 31];
  return id;
}

function clientSecretFor(intentId: string, token: string): string {
  return `${intentId}_secret_${createHmac("sha256", token).update(intentId).digest("base64url")}`;
}

function hashSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

function secretMatches(secret: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(hashSecret(secret), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}
