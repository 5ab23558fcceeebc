/**
 * What a failed retrieve or email call means for the consumer. Rate limiting (TOO_MANY_ATTEMPTS)
 * says nothing about the quote, so it is told in the server's words (which name the wait); any
 * other failure is, for a retrieve, "quote not found" (and the draft starts empty).
 */
import { errorCode, errorMessage } from "../../api/purchase.ts";

export const TOO_MANY_ATTEMPTS = "TOO_MANY_ATTEMPTS";

/** The server's message for a rate-limited call, or `fallback` when it sent none; undefined for any other failure. */
export function rateLimitMessage(error: unknown, fallback: string): string | undefined {
  if (errorCode(error) !== TOO_MANY_ATTEMPTS) return undefined;
  return errorMessage(error) ?? fallback;
}
