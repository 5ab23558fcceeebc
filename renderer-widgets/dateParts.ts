import { onlyDigits } from "./digits";

/** What the user has typed in each box, kept even while the date is incomplete. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export type DatePartName = keyof DateParts;

export const EMPTY_DATE_PARTS: Readonly<DateParts> = Object.freeze({ day: "", month: "", year: "" });

/** A first digit above these cannot start a two-digit day or month, so it is padded at once. */
export const PAD_AT_ONCE_ABOVE: Readonly<Record<"day" | "month", number>> = Object.freeze({ day: 3, month: 1 });

const pad2 = (text: string): string => (text.length === 1 ? `0${text}` : text);

/** YYYY-MM-DD once all three boxes hold something, else '' (the journey validates the rest). */
export function joinDateParts(parts: DateParts): string {
  if (!parts.day || !parts.month || !parts.year) return "";
  return `${parts.year}-${pad2(parts.month)}-${pad2(parts.day)}`;
}

export function splitIsoDate(value: unknown): DateParts {
  const match = typeof value === "string" ? /^(\d{1,4})-(\d{1,2})-(\d{1,2})$/.exec(value) : null;
  return match ? { year: match[1], month: match[2], day: match[3] } : { ...EMPTY_DATE_PARTS };
}

export interface DayMonthEntry {
  text: string;
  /** True when the box is complete and focus should move to the next one. */
  advance: boolean;
}

/** Day or month as typed: two digits at most, padded at once when the first digit rules out a second. */
export function enterDayOrMonth(typed: string, part: "day" | "month"): DayMonthEntry {
  const digits = onlyDigits(typed).slice(0, 2);
  if (digits.length === 1 && Number(digits) > PAD_AT_ONCE_ABOVE[part]) {
    return { text: pad2(digits), advance: true };
  }
  return { text: digits, advance: digits.length === 2 };
}

export function enterYear(typed: string): string {
  return onlyDigits(typed).slice(0, 4);
}

export function padOnBlur(text: string): string {
  return pad2(text);
}
