/**
 * The Stripe adapter: PaymentIntents created on the server (amount in pence, GBP, automatic payment
 * methods, the quote and outcome in metadata, one idempotency key per outcome and way of paying),
 * confirmed by the browser with Stripe's own card form (the card never reaches this server), and
 * checked again here with paymentIntents.retrieve before the quote is taken up. Stripe charges
 * without telling this server first, so an intent the quote no longer needs (another way of paying
 * chosen, the price about to change) is cancelled at Stripe, which refuses it if it was paid first:
 * Stripe's cancel is the one atomic step between its charge and our change of price.
 */
import type Stripe from "stripe";
import type { Db } from "../db/index.ts";
import { closedIntentCount, insertOrGetIntent, intentById, intentForOutcome, recordOpenStatus, type IntentStatus } from "./intentStore.ts";
import { paymentErrorFromStripe } from "./stripeDeclines.ts";
import type { CancelResult, CardPayments, ExpectedPayment, IntentRequest, PaymentVerification, PreparedIntent } from "./types.ts";

export type StripeHttpClient = NonNullable<NonNullable<ConstructorParameters<typeof Stripe>[1]>["httpClient"]>;

export interface StripeSettings {
  /** sk_test_… or sk_live_… (STRIPE_SECRET_KEY): stays on the server. */
  secretKey: string;
  /** pk_test_… or pk_live_… (STRIPE_PUBLISHABLE_KEY): handed to the browser as PaymentIntentDetails.apiKey. */
  publishableKey: string;
  /** STRIPE_ACCOUNT_ID: a connected account to charge on behalf of, when there is one. */
  accountId?: string | null;
  /** Tests: a stubbed HTTP client (Stripe.createFetchHttpClient(fakeFetch)); default the SDK's Node client. */
  httpClient?: StripeHttpClient;
  /** Default 2 (the SDK retries network failures with the same idempotency key). */
  maxNetworkRetries?: number;
  /** STRIPE_WEBHOOK_SECRET (whsec_…): checks the signature of the events Stripe posts (stripeWebhook.ts); unset, none are taken. */
  webhookSecret?: string | null;
}

/** The metadata each intent carries, so Stripe's dashboard and the take-up check can tie it to the quote. */
interface IntentMetadata {
  quoteRef: string;
  outcomeId: string;
  paymentCollectionOptionCode: string;
}

/** The statuses Stripe leaves an intent in that cancel can answer with (cancelled, or paid first). */
const cancelResults: readonly CancelResult[] = ["canceled", "succeeded", "processing"];

const stripeStatuses: readonly IntentStatus[] = [
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
  "processing",
  "requires_capture",
  "canceled",
  "succeeded",
];

export class StripeCardPayments implements CardPayments {
  readonly processor = "STRIPE" as const;
  #client: Promise<Stripe> | undefined;
  readonly #options: { stripeAccount?: string };

  constructor(
    private readonly db: Db,
    private readonly settings: StripeSettings,
  ) {
    this.#options = settings.accountId ? { stripeAccount: settings.accountId } : {};
  }

  /** The SDK takes over half a second to load: only a server that takes payments with Stripe loads it, once. */
  get #stripe(): Promise<Stripe> {
    this.#client ??= import("stripe").then(
      ({ default: StripeClient }) =>
        new StripeClient(this.settings.secretKey, {
          httpClient: this.settings.httpClient,
          maxNetworkRetries: this.settings.maxNetworkRetries ?? 2,
          telemetry: false,
          appInfo: { name: "telematics-quote-journey" },
        }),
    );
    return this.#client;
  }

  async prepare(request: IntentRequest): Promise<PreparedIntent> {
    const stripe = await this.#stripe;
    const known = await intentForOutcome(this.db, request.outcomeId, request.paymentCollectionOptionCode);
    if (known) {
      if (known.processor !== "STRIPE") throw new Error(`Outcome ${request.outcomeId} already has a ${known.processor} payment intent`);
      const intent = await stripe.paymentIntents.retrieve(known.id, {}, this.#options);
      if (intent.status !== "canceled") return this.#prepared(intent, request);
      // Cancelled at Stripe while the table still had it open (a release cut short): a new one.
      await recordOpenStatus(this.db, known.id, "canceled", null);
    }
    const metadata: IntentMetadata = {
      quoteRef: request.quoteRef,
      outcomeId: request.outcomeId,
      paymentCollectionOptionCode: request.paymentCollectionOptionCode,
    };
    const created = await stripe.paymentIntents.create(
      {
        amount: request.amount,
        currency: request.currency.toLowerCase(),
        automatic_payment_methods: { enabled: true },
        description: `Motor insurance ${request.quoteRef}`,
        metadata: { ...metadata },
      },
      // The same outcome and option always send the same key: a retry, a double click or two
      // servers racing get the one intent from Stripe (for 24 hours; the table keeps it after that).
      // A cancelled intent's successor is numbered, as Stripe would answer the cancelled one again.
      {
        ...this.#options,
        idempotencyKey: idempotencyKey(request, await closedIntentCount(this.db, request.outcomeId, request.paymentCollectionOptionCode)),
      },
    );
    const stored = await insertOrGetIntent(this.db, {
      id: created.id,
      processor: "STRIPE",
      quoteId: request.quoteId,
      outcomeId: request.outcomeId,
      paymentCollectionOptionCode: request.paymentCollectionOptionCode,
      amount: created.amount,
      currency: created.currency.toUpperCase(),
      status: openStatusOf(created.status),
      clientSecretHash: null,
    });
    if (stored.id === created.id) return this.#prepared(created, request);
    return this.#prepared(await stripe.paymentIntents.retrieve(stored.id, {}, this.#options), request);
  }

  /** Asks Stripe, never the browser: succeeded, for the expected amount in GBP, for this outcome and option. */
  async verify(paymentIntentId: string, expected: ExpectedPayment): Promise<PaymentVerification> {
    const stored = await intentById(this.db, paymentIntentId);
    if (!stored || stored.processor !== "STRIPE") return { succeeded: false, status: "unknown", errorCode: null };
    const stripe = await this.#stripe;
    const intent = await stripe.paymentIntents.retrieve(paymentIntentId, {}, this.#options);
    if (intent.status !== "succeeded") {
      const errorCode = paymentErrorFromStripe(intent.last_payment_error);
      await recordOpenStatus(this.db, intent.id, statusOf(intent.status), errorCode);
      return { succeeded: false, status: intent.status, errorCode };
    }
    const matches =
      intent.amount === expected.amount &&
      intent.currency === expected.currency.toLowerCase() &&
      intent.metadata.outcomeId === expected.outcomeId &&
      intent.metadata.paymentCollectionOptionCode === expected.paymentCollectionOptionCode;
    return matches ? { succeeded: true } : { succeeded: false, status: "mismatch", errorCode: null };
  }

  /**
   * Cancels the intent at Stripe unless it was paid first: Stripe refuses to cancel a succeeded or
   * processing payment, and then says which it is. A payment in progress counts as paid.
   */
  async cancel(paymentIntentId: string): Promise<CancelResult> {
    const stripe = await this.#stripe;
    let intent: Stripe.PaymentIntent;
    try {
      intent = await stripe.paymentIntents.cancel(paymentIntentId, {}, { ...this.#options, idempotencyKey: `cancel-${paymentIntentId}` });
    } catch (error) {
      if ((error as { type?: string }).type !== "StripeInvalidRequestError") throw error;
      intent = await stripe.paymentIntents.retrieve(paymentIntentId, {}, this.#options);
    }
    if ((cancelResults as readonly string[]).includes(intent.status)) return intent.status as CancelResult;
    throw new Error(`Stripe payment intent ${paymentIntentId} could not be cancelled: it is ${intent.status}`);
  }

  /** A full refund; the idempotency key makes a repeat ask (a retry, two servers, a reconciliation) one refund at Stripe. */
  async refund(paymentIntentId: string): Promise<void> {
    const stripe = await this.#stripe;
    try {
      await stripe.refunds.create({ payment_intent: paymentIntentId }, { ...this.#options, idempotencyKey: `refund-${paymentIntentId}` });
    } catch (error) {
      // Refunded already (from Stripe's dashboard, say): the money is back, which is all that was asked.
      if ((error as { code?: string }).code !== "charge_already_refunded") throw error;
    }
  }

  /** Whether Stripe's events are taken (a webhook signing secret is configured). */
  get takesWebhooks(): boolean {
    return Boolean(this.settings.webhookSecret);
  }

  /** An event Stripe posted, once its signature proves it is Stripe's (throws otherwise). */
  async webhookEvent(payload: Buffer, signature: string): Promise<Stripe.Event> {
    if (!this.settings.webhookSecret) throw new Error("No STRIPE_WEBHOOK_SECRET: Stripe events are not taken");
    return (await this.#stripe).webhooks.constructEvent(payload, signature, this.settings.webhookSecret);
  }

  #prepared(intent: Stripe.PaymentIntent, request: IntentRequest): PreparedIntent {
    if (intent.amount !== request.amount || intent.currency !== request.currency.toLowerCase()) {
      throw new Error(
        `Stripe payment intent ${intent.id} is for ${intent.amount} ${intent.currency}, not ${request.amount} ${request.currency}`,
      );
    }
    if (!intent.client_secret) throw new Error(`Stripe payment intent ${intent.id} came back without a client secret`);
    return {
      paymentIntentId: intent.id,
      clientSecret: intent.client_secret,
      cardPaymentProcessor: "STRIPE",
      apiKey: this.settings.publishableKey,
      accountId: this.settings.accountId ?? null,
    };
  }
}

/** `take-up-<outcome>-<option>`, and `-<n>` for the n-th intent after n were cancelled or refunded. */
export function idempotencyKey(request: Pick<IntentRequest, "outcomeId" | "paymentCollectionOptionCode">, closedBefore = 0): string {
  const key = `take-up-${request.outcomeId}-${request.paymentCollectionOptionCode}`;
  return closedBefore === 0 ? key : `${key}-${closedBefore}`;
}

function statusOf(status: string): IntentStatus {
  return (stripeStatuses as readonly string[]).includes(status) ? (status as IntentStatus) : "requires_payment_method";
}

/** A new intent's status as first stored: open (success is recorded only with the quote locked, livePayments.ts). */
function openStatusOf(status: string): IntentStatus {
  const known = statusOf(status);
  return known === "succeeded" || known === "canceled" ? "requires_payment_method" : known;
}
