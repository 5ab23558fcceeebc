/**
 * Reading a client's quote draft without trusting its shape: every reader answers null for
 * anything missing or of the wrong type, so a section the journey does not ask yet (or a client
 * that sends junk in an unvalidated corner) gives nulls in the quote request, never a crash.
 */
import { format, isValid, parse } from "date-fns";
import { ukMidnight } from "./ukDate.ts";

export type Section = Record<string, unknown>;

/** The object at a dotted path (`named.0.job`), or {} when there is none. */
export function sectionAt(draft: unknown, path: string): Section {
  return sectionOf(draft, keysOf(path), keysOf(path).length);
}

/** The object at the first `count` keys. */
function sectionOf(draft: unknown, keys: readonly string[], count: number): Section {
  let node: unknown = draft;
  for (let i = 0; i < count; i++) {
    if (!isObject(node) && !Array.isArray(node)) return {};
    node = (node as Record<string, unknown>)[keys[i]];
  }
  return isObject(node) ? node : {};
}

/** A path's keys: a quote reads the same few hundred paths, so each is split once. */
function keysOf(path: string): readonly string[] {
  let keys = splitPaths.get(path);
  if (!keys) {
    if (splitPaths.size >= maxSplitPaths) splitPaths.clear();
    splitPaths.set(path, (keys = path.split(".")));
  }
  return keys;
}

const maxSplitPaths = 50_000;
const splitPaths = new Map<string, readonly string[]>();

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

/**
 * The value at a dotted path (`named.0.job.statusCode`), read as sectionAt reads sections: lists
 * are stepped into by position, but the answer itself must sit in an object.
 */
export function valueAt(draft: unknown, path: string): unknown {
  const keys = keysOf(path);
  const last = keys[keys.length - 1];
  return keys.length === 1 ? (isObject(draft) ? draft[last] : undefined) : sectionOf(draft, keys, keys.length - 1)[last];
}

export function flag(value: unknown): boolean | null {
  return typeof value === "boolean" ? value : null;
}

/** A real calendar date as YYYY-MM-DD. */
export function isoDate(value: unknown): string | null {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  let real = realDates.get(value);
  if (real === undefined) {
    const date = parse(value, "yyyy-MM-dd", new Date(2000, 0, 1));
    real = isValid(date) && format(date, "yyyy-MM-dd") === value;
    // A quote has a handful of dates and most quotes share them (today, cover start): each is parsed once.
    if (realDates.size >= maxRememberedDates) realDates.clear();
    realDates.set(value, real);
  }
  return real ? value : null;
}

const maxRememberedDates = 10_000;
const realDates = new Map<string, boolean>();

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The opposite of a yes/no answer ("is the claim open?" sent as "settled"). */
export function notFlag(value: unknown): boolean | null {
  const answer = flag(value);
  return answer === null ? null : !answer;
}

/** A date's start in UK time with its offset (`2026-07-01T00:00:00+01:00`). */
export function ukMidnightOf(value: unknown): string | null {
  const date = isoDate(value);
  return date && ukMidnight(date);
}

const obdLocationPattern = /^LOC([1-9]|10)$/;

/** A telematics device location code, LOC1 to LOC10. */
export function obdLocation(value: unknown): string | null {
  const code = text(value);
  return code && obdLocationPattern.test(code) ? code : null;
}

/** The conversions a quote-request mapping names in `as` (journeys/quote-request.schema.json). */
export const conversions = { text, number: num, flag, notFlag, date: isoDate, ukMidnight: ukMidnightOf, obdLocation } as const;

export type ConversionName = keyof typeof conversions;
