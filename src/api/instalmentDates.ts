/**
 * When a monthly plan's instalments fall due: monthly, the first a month after the cover starts
 * (server/rating/finance.ts works the APR out on the same dates). The app shows them on /ddpayment
 * and /complete and the confirmation email names the first, so all three hold one rule.
 */
import { addMonths } from "date-fns/addMonths";
import { format } from "date-fns/format";
import { parseISO } from "date-fns/parseISO";

/** The due dates, as calendar days (yyyy-MM-dd), from the inception date-time's own date. */
export function instalmentDates(inceptionDateTime: string, count: number): string[] {
  const start = parseISO(inceptionDateTime.slice(0, 10));
  return Array.from({ length: count }, (_, k) => format(addMonths(start, k + 1), "yyyy-MM-dd"));
}

/** A due date as the consumer reads it: 22 December 2026. */
export function longDate(day: string): string {
  return format(parseISO(day), "d MMMM yyyy");
}
