/**
 * Errors the domain raises for the client to see: a code the app reacts to, a message people read
 * and field-level details. They know nothing of GraphQL; server/graphql/errors.ts turns them into
 * GraphQL errors in one place. Anything else thrown is internal and masked.
 *
 * A message people read comes from the journey catalogue (journeys/common/catalogue), the same
 * words the app shows, so the two cannot drift apart; only developer-facing argument errors are
 * worded in code.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { formatMessage } from "../../src/engine/index.ts";
import { JOURNEYS_DIR } from "../journeys/readJourneys.ts";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { isProcessorUnavailable } from "../payments/unavailable.ts";

export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "DomainError";
  }
}

/** A client error with its own code (the app reacts to the code, people read the message). */
export function clientError(code: string, message: string, details: Record<string, unknown> = {}): DomainError {
  return new DomainError(code, message, details);
}

export function badUserInput(message: string, details: Record<string, unknown> = {}): DomainError {
  return clientError("BAD_USER_INPUT", message, details);
}

export function deviceError(message: string, details: Record<string, unknown> = {}): DomainError {
  return clientError("DEVICE_ERROR", message, details);
}

/**
 * ERROR_ADDRESS_DETAILS_FAILED: the chosen address's details could not be fetched. The app shows the journey's own words for it on the
 * address field (driver-address.json), so this message is for developers reading the response.
 */
export function addressDetailsFailed(details: Record<string, unknown> = {}): DomainError {
  return clientError("ADDRESS_DETAILS_FAILED", "The details of this address could not be looked up", details);
}

/** The catalogue files the server takes texts from, by name, relative to journeys/. */
export const serverCatalogueFiles = {
  app: "common/catalogue/app.json",
  buy: "common/catalogue/buy.json",
  email: "common/catalogue/email.json",
  quote: "common/catalogue/quote.json",
  retrieve: "common/catalogue/retrieve.json",
} as const;

type CatalogueName = keyof typeof serverCatalogueFiles;

const loaded = new Map<CatalogueName, unknown>();

/**
 * The text at `keys` in a catalogue file, each file read once, when first needed. A missing text
 * is a broken deployment, not a client error, so it throws a plain (masked, logged) error.
 */
export function catalogueText(name: CatalogueName, ...keys: string[]): string {
  if (!loaded.has(name)) loaded.set(name, JSON.parse(readFileSync(join(JOURNEYS_DIR, serverCatalogueFiles[name]), "utf8")));
  let value = loaded.get(name);
  for (const key of keys) {
    value = typeof value === "object" && value !== null && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
  }
  if (typeof value !== "string") throw new Error(`journeys/${serverCatalogueFiles[name]} has no text at ${keys.join(".")}`);
  return value;
}

const pounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });

/** QUOTE_NOT_FOUND, 'Quote not found': any quote the token (or reference) does not unlock; the consumer learns nothing more. */
export function quoteNotFound(details: Record<string, unknown> = {}): DomainError {
  return clientError("QUOTE_NOT_FOUND", catalogueText("retrieve", "quoteNotFound"), details);
}

/** QUOTE_EXPIRED: the quote's price is past its expiry date; only a new rating can be bought, changed or emailed. */
export function quoteExpired(): DomainError {
  return clientError("QUOTE_EXPIRED", catalogueText("quote", "errors", "quoteExpired"));
}

/** OUTCOME_STALE: the outcome sent is not the quote's current one (it was rated again since). */
export function outcomeStale(): DomainError {
  return clientError("OUTCOME_STALE", catalogueText("quote", "errors", "outcomeStale"), { argument: "underwritingOutcomeResponseId" });
}

/**
 * QUOTE_PAID: the current price is paid for (or its payment is going through), so it cannot change
 * under the payment, nor be paid another way; it can only be taken up, with the payment made the
 * way `paymentCollectionOptionCode` says.
 */
export function quotePaid(paymentCollectionOptionCode?: string): DomainError {
  return clientError(
    "QUOTE_PAID",
    catalogueText("quote", "errors", "quotePaid"),
    paymentCollectionOptionCode ? { paymentCollectionOptionCode } : {},
  );
}

/** PAYMENT_CANCELED: the intent paid was released (the price changed, or another way of paying was chosen): nothing was taken. */
export function paymentCanceled(): DomainError {
  return clientError("PAYMENT_CANCELED", catalogueText("buy", "paymentCanceled"), { argument: "paymentIntentId" });
}

/** QUOTE_NOT_PRICED: the quote's current rating has no price, to change (reprice) or to pay (take-up). */
export function quoteNotPriced(toDo: "change" | "pay"): DomainError {
  return clientError("QUOTE_NOT_PRICED", catalogueText("quote", "errors", toDo === "change" ? "noPriceToChange" : "noPriceToPay"));
}

/**
 * ALREADY_TAKEN_UP: the quote is bought, as the policy `policyReference` names (given to whoever holds
 * the quote's token, so a tab or a link that did not see the sale can say what it became).
 */
export function alreadyTakenUp(policyReference?: string | null): DomainError {
  return clientError("ALREADY_TAKEN_UP", catalogueText("quote", "errors", "alreadyTakenUp"), policyReference ? { policyReference } : {});
}

/** COVER_START_PASSED: the cover start date is before today; a new start date means a new price. */
export function coverStartPassed(): DomainError {
  return clientError("COVER_START_PASSED", catalogueText("buy", "coverStartPassed"));
}

/** Why a payment that succeeded could not become a policy (PAYMENT_REFUNDED's `reason`). */
export type RefundReason = "COVER_START_PASSED" | "NO_POLICY";

/**
 * PAYMENT_REFUNDED: paid, but the payment (`amount`, in pence) cannot become a policy, so it was
 * given back: the cover start passed before take-up, or the payment is not the quote's to buy it with.
 */
export function paymentRefunded(amount: number, reason: RefundReason): DomainError {
  const text = catalogueText("buy", reason === "COVER_START_PASSED" ? "paymentRefunded" : "paymentRefundedNoPolicy");
  return clientError("PAYMENT_REFUNDED", formatMessage(text, { amount: pounds.format(amount / 100) }), { amount, reason });
}

/** PAYMENT_NOT_COMPLETED, with `paymentErrorCode`: why, when the processor says (the app words it from the payment catalogue). */
export function paymentNotCompleted(code: string | null): DomainError {
  return clientError("PAYMENT_NOT_COMPLETED", catalogueText("buy", "paymentErrors", "PAYMENT_NOT_COMPLETED"), {
    argument: "body.paymentIntentId",
    paymentErrorCode: code ?? "PAYMENT_NOT_COMPLETED",
  });
}

/** Why bank details were refused (bankValidation.ts). */
export type BankErrorType = "SORT_CODE_INVALID" | "ACCOUNT_NUMBER_INVALID" | "MODULUS_CHECK_FAILED" | "SORT_CODE_UNKNOWN";

/** A bank validation failure in the consumer's words (the bank details page's own). */
export function bankErrorMessage(type: BankErrorType): string {
  return catalogueText("buy", "bankErrors", type);
}

/**
 * BANK_DETAILS_INVALID at take-up: the account holder's name is missing or too long, or the account
 * fails the bank check (`errorType` says how; without one, the page's general refusal).
 */
export function bankDetailsInvalid(errorType: BankErrorType | "ACCOUNT_HOLDER_INVALID" | null): DomainError {
  if (errorType === "ACCOUNT_HOLDER_INVALID") {
    return clientError("BANK_DETAILS_INVALID", catalogueText("buy", "accountHolderRequired"), {
      argument: "body.directDebit.accountHolder",
      errorType,
    });
  }
  const message = errorType ? bankErrorMessage(errorType) : catalogueText("buy", "bankDetailsRefused");
  return clientError("BANK_DETAILS_INVALID", message, { argument: "body.directDebit", errorType });
}

/** EMAIL_NOT_SENT: the mail transport refused the quote email. */
export function emailNotSent(): DomainError {
  return clientError("EMAIL_NOT_SENT", catalogueText("email", "notSent"));
}

/**
 * SERVICE_UNAVAILABLE: the database or the card processor could not be reached (restarting,
 * unreachable), so nothing was answered; the same request may be sent again. The words are the
 * app's own for a failure to try again.
 */
export function serviceUnavailable(): DomainError {
  return clientError("SERVICE_UNAVAILABLE", catalogueText("app", "genericError"), { retryable: true });
}

/** Whether a failure is the database's or the card processor's being out of reach (SERVICE_UNAVAILABLE), not a fault of ours. */
export function isServiceUnavailable(error: unknown): boolean {
  return isDatabaseUnavailable(error) || isProcessorUnavailable(error);
}

/** Quotes a client value for an error message, cut short so a huge argument cannot bloat the reply. */
export function quoteInput(value: string, maxLength = 40): string {
  return JSON.stringify(clip(value, maxLength));
}

/** A client value cut short for an error message. */
export function clip(value: string, maxLength = 40): string {
  return value.length > maxLength ? `${value.slice(0, maxLength)}…` : value;
}
