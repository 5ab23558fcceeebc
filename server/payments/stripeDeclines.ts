/**
 * Stripe's error and decline codes as our PaymentErrorCode, in one table. Stripe reports a failed
 * card payment as `last_payment_error` with `code` (e.g. card_declined, expired_card) and, for a
 * decline, `decline_code` (e.g. insufficient_funds): the decline code is the more precise, so it is
 * looked up first. Codes: https://docs.stripe.com/declines/codes and https://docs.stripe.com/error-codes.
 */
import type { PaymentErrorCode } from "./types.ts";

export const stripeCodeTable: Readonly<Record<string, PaymentErrorCode>> = {
  // The issuer said no, for a reason it does not share or that the consumer can only take up with it.
  generic_decline: "CARD_DECLINED",
  card_declined: "CARD_DECLINED",
  do_not_honor: "CARD_DECLINED",
  call_issuer: "CARD_DECLINED",
  card_velocity_exceeded: "CARD_DECLINED",
  withdrawal_count_limit_exceeded: "CARD_DECLINED",
  not_permitted: "CARD_DECLINED",
  restricted_card: "CARD_DECLINED",
  security_violation: "CARD_DECLINED",
  service_not_allowed: "CARD_DECLINED",
  revocation_of_all_authorizations: "CARD_DECLINED",
  revocation_of_authorization: "CARD_DECLINED",
  stop_payment_order: "CARD_DECLINED",
  no_action_taken: "CARD_DECLINED",
  new_account_information_available: "CARD_DECLINED",
  approve_with_id: "CARD_DECLINED",
  testmode_decline: "CARD_DECLINED",
  insufficient_funds: "INSUFFICIENT_FUNDS",
  expired_card: "EXPIRED_CARD",
  incorrect_number: "INCORRECT_NUMBER",
  invalid_number: "INCORRECT_NUMBER",
  incorrect_cvc: "INCORRECT_CVC",
  invalid_cvc: "INCORRECT_CVC",
  invalid_expiry_year: "INVALID_EXPIRY_YEAR",
  invalid_expiry_month: "CHECK_CARD_DETAILS",
  incorrect_pin: "CHECK_CARD_DETAILS",
  invalid_pin: "CHECK_CARD_DETAILS",
  pin_try_exceeded: "CHECK_CARD_DETAILS",
  offline_pin_required: "CHECK_CARD_DETAILS",
  online_or_offline_pin_required: "CHECK_CARD_DETAILS",
  invalid_account: "CHECK_CARD_AND_BANK",
  invalid_amount: "CHECK_CARD_AND_BANK",
  currency_not_supported: "CURRENCY_NOT_SUPPORTED",
  duplicate_transaction: "DUPLICATE_TRANSACTION",
  incorrect_zip: "BILLING_ADDRESS",
  incorrect_address: "BILLING_ADDRESS",
  authentication_required: "AUTHENTICATION_FAILED",
  payment_intent_authentication_failure: "AUTHENTICATION_FAILED",
  card_not_supported: "CARD_NOT_SUPPORTED",
  transaction_not_allowed: "CARD_NOT_SUPPORTED",
  payment_intent_payment_attempt_failed: "PAYMENT_NOT_COMPLETED",
  payment_intent_payment_attempt_expired: "PAYMENT_NOT_COMPLETED",
  processing_error: "GENERIC",
  issuer_not_available: "GENERIC",
  try_again_later: "GENERIC",
  reenter_transaction: "GENERIC",
  // Trying again will not help (and must not be encouraged): the no-retry message with the phone number.
  fraudulent: "NO_RETRY",
  lost_card: "NO_RETRY",
  stolen_card: "NO_RETRY",
  pickup_card: "NO_RETRY",
  merchant_blacklist: "NO_RETRY",
  do_not_try_again: "NO_RETRY",
};

/** Our code for Stripe's last payment error; GENERIC for a code the table does not know, null when there is none. */
export function paymentErrorFromStripe(
  error: { code?: string | null; decline_code?: string | null } | null | undefined,
): PaymentErrorCode | null {
  if (!error) return null;
  const known = (code: string | null | undefined) => (code ? stripeCodeTable[code] : undefined);
  return known(error.decline_code) ?? known(error.code) ?? "GENERIC";
}
