/** A Stripe error in the payment catalogue's words (Stripe's own text is not ours to show). */
import type { PaymentErrorCode } from "../../api/purchase.ts";

const BY_CODE: Record<string, PaymentErrorCode> = {
  card_declined: "CARD_DECLINED",
  expired_card: "EXPIRED_CARD",
  incorrect_cvc: "INCORRECT_CVC",
  invalid_cvc: "INCORRECT_CVC",
  incorrect_number: "INCORRECT_NUMBER",
  invalid_number: "INCORRECT_NUMBER",
  invalid_expiry_year: "INVALID_EXPIRY_YEAR",
  incorrect_address: "BILLING_ADDRESS",
  incorrect_zip: "BILLING_ADDRESS",
  payment_intent_authentication_failure: "AUTHENTICATION_FAILED",
  authentication_required: "AUTHENTICATION_FAILED",
};

// A decline code says more than "card_declined" does.
const BY_DECLINE: Record<string, PaymentErrorCode> = {
  insufficient_funds: "INSUFFICIENT_FUNDS",
  currency_not_supported: "CURRENCY_NOT_SUPPORTED",
  duplicate_transaction: "DUPLICATE_TRANSACTION",
  card_not_supported: "CARD_NOT_SUPPORTED",
  expired_card: "EXPIRED_CARD",
  incorrect_cvc: "INCORRECT_CVC",
  incorrect_number: "INCORRECT_NUMBER",
  authentication_required: "AUTHENTICATION_FAILED",
};

export function stripeErrorCode(error: { code?: string; decline_code?: string }): PaymentErrorCode {
  const decline = error.decline_code;
  if (decline && Object.hasOwn(BY_DECLINE, decline)) return BY_DECLINE[decline];
  const code = error.code;
  return code && Object.hasOwn(BY_CODE, code) ? BY_CODE[code] : "GENERIC";
}
