/**
 * Card checks and the local processor's test cards. The full card number and the CVC live only in
 * the request being handled: nothing here stores or logs them, and what leaves this file is at
 * most the brand and the last four digits.
 */
import { isCardNumber } from "../../src/api/cardNumber.ts";
import type { LocalCardInput, PaymentErrorCode } from "./types.ts";

export type CardBrand = "visa" | "mastercard" | "amex" | "discover" | "diners" | "jcb" | "unionpay" | "maestro" | "unknown";

export interface TestCard {
  number: string;
  /** null: the payment succeeds. */
  errorCode: PaymentErrorCode | null;
  /** Where the number comes from: Stripe's documented test card, or invented here (Luhn-valid). */
  source: string;
}

/**
 * The local processor's test cards (server/README.md lists them). Where Stripe documents a test
 * card with the same outcome its number is used, so the same card behaves alike under both
 * processors; the others are invented: 4000 0000 0010 0NN plus a Luhn check digit. Any other
 * Luhn-valid number succeeds.
 */
export const testCards: readonly TestCard[] = [
  { number: "4242424242424242", errorCode: null, source: "Stripe: Visa, succeeds" },
  { number: "5555555555554444", errorCode: null, source: "Stripe: Mastercard, succeeds" },
  { number: "378282246310005", errorCode: null, source: "Stripe: American Express (4-digit CVC), succeeds" },
  { number: "4000000000000002", errorCode: "CARD_DECLINED", source: "Stripe: generic_decline" },
  { number: "4000000000009995", errorCode: "INSUFFICIENT_FUNDS", source: "Stripe: insufficient_funds" },
  { number: "4000000000000069", errorCode: "EXPIRED_CARD", source: "Stripe: expired_card" },
  { number: "4000000000000127", errorCode: "INCORRECT_CVC", source: "Stripe: incorrect_cvc" },
  { number: "4000000000000119", errorCode: "GENERIC", source: "Stripe: processing_error" },
  { number: "4000000000009979", errorCode: "NO_RETRY", source: "Stripe: stolen_card" },
  { number: "4000000000100018", errorCode: "INCORRECT_NUMBER", source: "invented" },
  { number: "4000000000100026", errorCode: "INVALID_EXPIRY_YEAR", source: "invented" },
  { number: "4000000000100034", errorCode: "CURRENCY_NOT_SUPPORTED", source: "invented" },
  { number: "4000000000100042", errorCode: "DUPLICATE_TRANSACTION", source: "invented" },
  { number: "4000000000100059", errorCode: "BILLING_ADDRESS", source: "invented" },
  { number: "4000000000100067", errorCode: "AUTHENTICATION_FAILED", source: "invented" },
  { number: "4000000000100075", errorCode: "CARD_NOT_SUPPORTED", source: "invented" },
  { number: "4000000000100083", errorCode: "CHECK_CARD_DETAILS", source: "invented" },
  { number: "4000000000100091", errorCode: "CHECK_CARD_AND_BANK", source: "invented" },
  { number: "4000000000100109", errorCode: "PAYMENT_NOT_COMPLETED", source: "invented" },
];

const outcomeByNumber = new Map(testCards.map((card) => [card.number, card.errorCode]));

/** What the local processor's "issuer" answers for a valid card: null to take the payment. */
export function issuerAnswer(digits: string): PaymentErrorCode | null {
  return outcomeByNumber.get(digits) ?? null;
}

/** The card scheme from the number's prefix (IIN ranges), for display and audit. */
export function cardBrand(digits: string): CardBrand {
  const prefix = (length: number) => Number(digits.slice(0, length));
  if (/^3[47]/.test(digits)) return "amex";
  if (/^4/.test(digits)) return "visa";
  if ((prefix(2) >= 51 && prefix(2) <= 55) || (prefix(4) >= 2221 && prefix(4) <= 2720)) return "mastercard";
  if (/^(6011|65|64[4-9])/.test(digits)) return "discover";
  if (/^(36|38|30[0-5])/.test(digits)) return "diners";
  if (prefix(4) >= 3528 && prefix(4) <= 3589) return "jcb";
  if (/^62/.test(digits)) return "unionpay";
  if (/^(5[06-9]|6)/.test(digits)) return "maestro";
  return "unknown";
}

/** Same loose UK pattern as the address lookup (domain/postcode.ts), without throwing. */
const postcodePattern = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/;
/** A card further ahead than this is a typing mistake. */
const maxYearsAhead = 20;

export interface CheckedCard {
  /** The number's digits; for the issuer's answer only, never stored. */
  digits: string;
  last4: string;
  brand: CardBrand;
}

/**
 * The checks a card form or processor makes before asking the issuer, each failure as the code the
 * app words from its payment catalogue: the name, the number (digits, length, Luhn), the expiry (month, year, not
 * past as of `today`), the CVC (3 or 4 digits) and the billing address (a first line, a UK postcode).
 */
export function checkCard(
  card: LocalCardInput,
  today: string,
): { ok: true; card: CheckedCard } | { ok: false; errorCode: PaymentErrorCode } {
  const fail = (errorCode: PaymentErrorCode) => ({ ok: false as const, errorCode });
  const name = card.nameOnCard.trim();
  if (name === "" || name.length > 100) return fail("CHECK_CARD_DETAILS");
  if (!/^[\d ]+$/.test(card.cardNumber)) return fail("INCORRECT_NUMBER");
  const digits = card.cardNumber.replace(/ /g, "");
  if (!isCardNumber(digits)) return fail("INCORRECT_NUMBER");

  const [year, month] = today.split("-").map(Number);
  if (!Number.isInteger(card.expiryMonth) || card.expiryMonth < 1 || card.expiryMonth > 12) return fail("CHECK_CARD_DETAILS");
  if (!Number.isInteger(card.expiryYear) || card.expiryYear < 1000 || card.expiryYear > year + maxYearsAhead)
    return fail("INVALID_EXPIRY_YEAR");
  // A card is good to the end of its expiry month.
  if (card.expiryYear * 12 + card.expiryMonth < year * 12 + month) return fail("EXPIRED_CARD");
  if (!/^\d{3,4}$/.test(card.cvc)) return fail("INCORRECT_CVC");

  if (card.billingAddressLine1.trim() === "") return fail("BILLING_ADDRESS");
  if (!postcodePattern.test(card.billingPostcode.trim().replace(/\s+/g, " ").toUpperCase())) return fail("BILLING_ADDRESS");
  return { ok: true, card: { digits, last4: digits.slice(-4), brand: cardBrand(digits) } };
}
