/**
 * Whether Stripe could not be reached or could not answer for now (a network failure or timeout,
 * its own server error, its rate limit): every call the Stripe adapter (stripeProcessor.ts) makes is
 * a read or carries an idempotency key, so the request may be sent again.
 */
export function isProcessorUnavailable(error: unknown): boolean {
  const type = (error as { type?: unknown } | null)?.type;
  return type === "StripeConnectionError" || type === "StripeAPIError" || type === "StripeRateLimitError";
}
