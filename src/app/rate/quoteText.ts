/** Texts of the quote and declined pages, from their catalogue file (journeys/common/catalogue/quote.json). */
import quote from "../../../journeys/common/catalogue/quote.json";
import { formatMessage } from "../../engine/index.ts";

type Catalogue = typeof quote;
export type QuoteTextKey = { [K in keyof Catalogue]: Catalogue[K] extends string ? K : never }[keyof Catalogue];

export function quoteText(key: QuoteTextKey, params: Record<string, unknown> = {}): string {
  return formatMessage(quote[key], params);
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
