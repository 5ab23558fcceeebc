/**
 * Reading a client's quote draft without trusting its shape: every reader answers null for
 * anything missing or of the wrong type, so a section the journey does not ask yet (or a client
 * that sends junk in an unvalidated corner) gives nulls in the quote request, never a crash.
 */
import { format, isValid, parse } from "date-fns";

export type Section = Record<string, unknown>;

/** The object at a dotted path (`named.0.job`), or {} when there is none. */
export function sectionAt(draft: unknown, path: string): Section {
  let node: unknown = draft;
  for (const key of path.split(".")) {
    if (!isObject(node) && !Array.isArray(node)) return {};
    node = (node as Record<string, unknown>)[key];
  }
  return isObject(node) ? node : {};
}

/** A non-empty string (numbers become strings: codes may arrive as 5 or "5"); "nonselected" is no answer. */
export function text(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" || trimmed === "nonselected" ? null : trimmed;
}

/** A finite number, also from a numeric string ("5000"). */
export function num(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
}

export function flag(value: unknown): boolean | null {
  return typeof value === "boolean" ? value : null;
}

/** A real calendar date as YYYY-MM-DD. */
export function isoDate(value: unknown): string | null {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parse(value, "yyyy-MM-dd", new Date(2000, 0, 1));
  return isValid(date) && format(date, "yyyy-MM-dd") === value ? value : null;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
