/** Texts of the quote and declined pages, from their catalogue file (journeys/common/catalogue/quote.json). */
import quote from "../../../journeys/common/catalogue/quote.json";
import { errorDetail } from "../../api/purchase.ts";
import { formatMessage } from "../../engine/index.ts";
import { rateLimitMessage } from "../retrieve/retrieveFailure.ts";

type Catalogue = typeof quote;
export type QuoteTextKey = { [K in keyof Catalogue]: Catalogue[K] extends string ? K : never }[keyof Catalogue];

export function quoteText(key: QuoteTextKey, params: Record<string, unknown> = {}): string {
  return formatMessage(quote[key], params);
}

/** A refusal of a quote call in the catalogue's words (quote.json `errors`), as the server words it too. */
export function quoteErrorText(key: keyof Catalogue["errors"], params: Record<string, unknown> = {}): string {
  return formatMessage(quote.errors[key], params);
}

/**
 * A rate-limited quote, payment or bank call (TOO_MANY_ATTEMPTS): the server's message, which names
 * the wait; undefined for any other failure. The consumer stays where they are, to try again later.
 */
export function tooManyAttemptsText(error: unknown): string | undefined {
  const seconds = errorDetail(error, "retryAfterSeconds");
  const minutes = Math.max(1, Math.ceil((typeof seconds === "number" ? seconds : 0) / 60));
  const wait = quoteErrorText(minutes === 1 ? "waitMinute" : "waitMinutes", { minutes });
  return rateLimitMessage(error, quoteErrorText("tooManyAttempts", { wait }));
}

/** Why there is no price, in the consumer's words; an unknown category gets the generic reason. */
export function declineReason(category: string | null | undefined): string {
  const reasons: Record<string, string> = quote.declinedReasons;
  return (category && Object.hasOwn(reasons, category) ? reasons[category] : undefined) ?? reasons.generic;
}

/** The premium finance provider's name; an unknown code shows as it came. */
export function financeProviderName(code: string): string {
  const names: Record<string, string> = quote.financeProviders;
  return Object.hasOwn(names, code) ? names[code] : code;
}
