/**
 * The card payments port: what take-up needs from a card processor, whichever one it is. Two
 * adapters: the local processor (the default, in the database: localProcessor.ts) and Stripe
 * (stripeProcessor.ts, when STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set).
 */
import type { Queryable } from "../db/index.ts";

/** schema.graphql PaymentErrorCode: why a card payment failed (the app words each one from its payment catalogue). */
export const paymentErrorCodes = [
  "GENERIC",
  "BILLING_ADDRESS",
  "CHECK_CARD_DETAILS",
  "CHECK_CARD_AND_BANK",
  "CURRENCY_NOT_SUPPORTED",
  "CARD_DECLINED",
  "DUPLICATE_TRANSACTION",
  "EXPIRED_CARD",
  "INSUFFICIENT_FUNDS",
  "PAYMENT_NOT_COMPLETED",
  "INCORRECT_NUMBER",
  "INCORRECT_CVC",
  "INVALID_EXPIRY_YEAR",
  "CARD_NOT_SUPPORTED",
  "AUTHENTICATION_FAILED",
  "NO_RETRY",
] as const;
export type PaymentErrorCode = (typeof paymentErrorCodes)[number];

export type CardPaymentProcessor = "LOCAL" | "STRIPE";
export type PaymentCollectionOptionCode = "SINGLE_CARD_PAYMENT" | "INSTALMENTS_WITH_DEPOSIT";
export const currency = "GBP";

/** A payment intent to create (or find again) for one rating outcome and one way of paying. */
export interface IntentRequest {
  quoteId: string;
  quoteRef: string;
  outcomeId: string;
  paymentCollectionOptionCode: PaymentCollectionOptionCode;
  /** Pence, re-derived by the server from the stored outcome. */
  amount: number;
  currency: typeof currency;
  /**
   * The quote's retrieve token, which the caller has just checked. The local processor derives the
   * intent's client secret from it, so asking again gives the same secret without storing it.
   */
  token: string;
}

/** What the browser needs to take the card payment (schema PaymentIntentDetails, less the quote's own fields). */
export interface PreparedIntent {
  paymentIntentId: string;
  clientSecret: string;
  cardPaymentProcessor: CardPaymentProcessor;
  /** Stripe's publishable key; null for the local processor. */
  apiKey: string | null;
  /** The Stripe account, when configured; null otherwise. */
  accountId: string | null;
}

/** What the server expects a payment to be before it takes the quote up. */
export interface ExpectedPayment {
  outcomeId: string;
  paymentCollectionOptionCode: PaymentCollectionOptionCode;
  amount: number;
  currency: typeof currency;
}

export type PaymentVerification =
  | { succeeded: true }
  /** `errorCode`: why the last attempt failed, when the processor says; `status` for logs. */
  | { succeeded: false; status: string; errorCode: PaymentErrorCode | null };

/** schema.graphql LocalCardInput. */
export interface LocalCardInput {
  nameOnCard: string;
  cardNumber: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  billingAddressLine1: string;
  billingPostcode: string;
}

/** schema.graphql LocalCardResult. */
export interface LocalCardResult {
  status: "SUCCEEDED" | "FAILED";
  errorCode: PaymentErrorCode | null;
}

/** The stored intent a payment is about to be taken for, as beforeCharge sees it. */
export interface IntentToCharge {
  id: string;
  quote_id: string;
  outcome_id: string;
}

/**
 * Runs in the charge's transaction, before any card is charged: locks the intent's quote and throws
 * (a client error, rolling the charge back) when the intent is not the quote's live payment for
 * its current, buyable outcome.
 */
export type BeforeCharge = (intent: IntentToCharge, tx: Queryable) => Promise<void>;

/** What cancelling an intent at its processor came to: it can no longer be paid, or it was (or is being) paid first. */
export type CancelResult = "canceled" | "succeeded" | "processing";

export interface CardPayments {
  readonly processor: CardPaymentProcessor;
  /**
   * The outcome's open payment intent for this way of paying, or a new one (stored, not yet the
   * quote's live payment: livePayments.ts claims it). A cancelled one is never handed out again.
   */
  prepare(request: IntentRequest): Promise<PreparedIntent>;
  /** Whether the intent's payment succeeded, asked of the processor itself, and is what was expected. */
  verify(paymentIntentId: string, expected: ExpectedPayment): Promise<PaymentVerification>;
  /**
   * Cancels an open intent at the processor so that it can no longer be paid ("canceled"), or says
   * it was paid ("succeeded"), or is being paid ("processing"), first. The table is livePayments.ts's to update.
   */
  cancel(paymentIntentId: string): Promise<CancelResult>;
  /**
   * Gives a succeeded payment back in full at the processor, once however often it is asked (an
   * idempotency key per payment). The table is refunds.ts's to update.
   */
  refund(paymentIntentId: string): Promise<void>;
  /**
   * Only the local processor takes card details; with Stripe the browser sends them to Stripe.
   * `beforeCharge` runs once the client secret is right, in the charge's transaction.
   */
  payLocalCard?(paymentIntentId: string, clientSecret: string, card: LocalCardInput, beforeCharge: BeforeCharge): Promise<LocalCardResult>;
}
