/**
 * What a failed retrieve or email call means for the consumer. Only the server's 'Quote not found'
 * (QUOTE_NOT_FOUND) says the quote is gone. Rate limiting (TOO_MANY_ATTEMPTS), a database or card
 * processor out of reach (SERVICE_UNAVAILABLE) and a call that never got an answer say nothing
 * about the quote: the consumer is told to try again, in the server's words when it sent some.
 */
import { errorCode, errorMessage } from "../../api/purchase.ts";
import { text } from "../catalogue.ts";

export const TOO_MANY_ATTEMPTS = "TOO_MANY_ATTEMPTS";
const QUOTE_NOT_FOUND = "QUOTE_NOT_FOUND";
const SERVICE_UNAVAILABLE = "SERVICE_UNAVAILABLE";

/** The server's message for a rate-limited call, or `fallback` when it sent none; undefined for any other failure. */
export function rateLimitMessage(error: unknown, fallback: string): string | undefined {
  if (errorCode(error) !== TOO_MANY_ATTEMPTS) return undefined;
  return errorMessage(error) ?? fallback;
}

/** Whether a failed retrieve says the quote is gone: the server answered 'Quote not found'. */
export function quoteIsGone(error: unknown): boolean {
  return errorCode(error) === QUOTE_NOT_FOUND;
}

/**
 * What to tell the consumer when a retrieve failed for a reason that says nothing about the quote
 * (its draft and link are kept): the limit's wait, the server's words for a service out of reach,
 * else the generic 'try again'.
 */
export function tryAgainMessage(error: unknown, tooManyAttempts: string): string {
  const limited = rateLimitMessage(error, tooManyAttempts);
  if (limited) return limited;
  return (errorCode(error) === SERVICE_UNAVAILABLE ? errorMessage(error) : undefined) ?? text("genericError");
}
