/** A quote's state, from the current rating's option state and the quote's expiry (30 days after it was made). */
import type { OptionState } from "../rating/types.ts";

export type QuoteState = "EXPIRED" | "NO_QUOTE" | "PENDING" | "REFERRED" | "TAKEN_UP" | "UNDERWRITTEN";

/** A quote is good through its expiry date and EXPIRED from the day after (dates are YYYY-MM-DD). */
export function isExpired(expiryDate: string, today: string): boolean {
  return today > expiryDate;
}

export function quoteStateOf(optionState: OptionState, expiryDate: string, today: string): QuoteState {
  if (optionState === "READY_FOR_TAKE_UP") return isExpired(expiryDate, today) ? "EXPIRED" : "UNDERWRITTEN";
  if (optionState === "HAS_UNAUTHORISED_REFERRALS") return "REFERRED";
  return "NO_QUOTE";
}
