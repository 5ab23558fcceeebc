/**
 * The one table of custom JsonLogic operations. The linter accepts exactly these names plus
 * JsonLogic's own, so a new operation is one row here. Dates are `YYYY-MM-DD` strings; an
 * invalid date makes date operations return null, which rules treat as "not applicable".
 */
import { addDays } from "date-fns/addDays";
import { addMonths } from "date-fns/addMonths";
import { addYears } from "date-fns/addYears";
import { differenceInYears } from "date-fns/differenceInYears";
import { formatISO } from "date-fns/formatISO";
import { isValid } from "date-fns/isValid";
import { parseISO } from "date-fns/parseISO";
import { normalisePlate } from "./registrationPlates.ts";

// parseISO and formatISO rather than parse/format: the same answers, without the locale tables in the bundle.
const toIso = (date: Date) => formatISO(date, { representation: "date" });

/**
 * Parsed dates by their string, kept: a quote's few dates are parsed again by every rule that
 * reads them, on every page check, and parsing was a measurable share of validating a quote.
 * Bounded, since answers are user input. A fresh Date is handed out each time (Dates are mutable).
 */
const parsedDates = new Map<string, number | null>();
const maxParsedDates = 5000;

function toDate(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  let time = parsedDates.get(value);
  if (time === undefined) {
    time = parseDate(value);
    if (parsedDates.size >= maxParsedDates) parsedDates.clear();
    parsedDates.set(value, time);
  }
  return time === null ? null : new Date(time);
}

function parseDate(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parseISO(value);
  return isValid(date) && toIso(date) === value ? date.getTime() : null;
}

function shift(fn: (d: Date, n: number) => Date) {
  return (value: unknown, amount: unknown): string | null => {
    const date = toDate(value);
    const n = Number(amount);
    return date && Number.isFinite(n) ? toIso(fn(date, n)) : null;
  };
}

function compareDates(test: (a: string, b: string) => boolean) {
  return (a: unknown, b: unknown): boolean | null => (toDate(a) && toDate(b) ? test(a as string, b as string) : null);
}

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === "" || value === "nonselected" || (Array.isArray(value) && value.length === 0);

type Operation = (this: Record<string, unknown>, ...args: unknown[]) => unknown;

/**
 * How many arguments an operation takes, counted as JsonLogic counts them (a lone argument that is
 * not an array is one argument); `max` is Infinity for "any number". The linter reads it, so a
 * wrong argument count is caught in the journey rather than evaluated silently to null.
 */
export interface Arity {
  min: number;
  max: number;
}

const exactly = (count: number): Arity => ({ min: count, max: count });
const between = (min: number, max: number): Arity => ({ min, max });
const atLeast = (min: number): Arity => ({ min, max: Infinity });

const customOperations = {
  /** Today from the injected clock (the evaluation data carries it). */
  today(this: Record<string, unknown>) {
    return this.today;
  },
  addDays: shift(addDays),
  addMonths: shift(addMonths),
  addYears: shift(addYears),
  /** Whole years between a date of birth and a date. */
  ageAt(dob: unknown, at: unknown) {
    const from = toDate(dob);
    const to = toDate(at);
    return from && to ? differenceInYears(to, from) : null;
  },
  isDate: (value: unknown) => toDate(value) !== null,
  dateBefore: compareDates((a, b) => a < b),
  dateAfter: compareDates((a, b) => a > b),
  /** Year part of a date, as a number. */
  yearOf: (value: unknown) => toDate(value)?.getFullYear() ?? null,
  isEmpty,
  lower: (value: unknown) => (typeof value === "string" ? value.toLowerCase() : value),
  upper: (value: unknown) => (typeof value === "string" ? value.toUpperCase() : value),
  trim: (value: unknown) => (typeof value === "string" ? value.trim() : value),
  /** Keeps digits only (phone numbers, money typed with symbols). */
  digits: (value: unknown) => (typeof value === "string" ? value.replace(/\D/g, "") : value),
  matches: (value: unknown, pattern: unknown) =>
    typeof value === "string" && typeof pattern === "string" && new RegExp(pattern).test(value),
  /** A UK plate in its standard spaced form; "" when it is in no UK format (registrationPlates.ts). */
  ukPlate: normalisePlate,
  ceil: (value: unknown) => Math.ceil(Number(value)),
  floor: (value: unknown) => Math.floor(Number(value)),
  /** A number as text with a fixed number of decimals. */
  fixed: (value: unknown, places: unknown) => Number(value).toFixed(Number(places ?? 0)),
  /** True when no two non-empty entries are equal, ignoring letter case. */
  allDistinct(list: unknown) {
    const seen = (Array.isArray(list) ? list : []).filter((v) => !isEmpty(v)).map((v) => String(v).toLowerCase());
    return new Set(seen).size === seen.length;
  },
  /** Distinct values of a list, in first-seen order. */
  distinct: (list: unknown) => [...new Set(Array.isArray(list) ? list : [])],
  /** The `field` of the first item whose `key` equals `value`: lookup(models, "code", x, "name"). */
  lookup(list: unknown, key: unknown, value: unknown, field: unknown) {
    const item = (Array.isArray(list) ? list : []).find((entry) => entry && (entry as Record<string, unknown>)[String(key)] === value) as
      Record<string, unknown> | undefined;
    return item === undefined ? null : field === undefined ? item : (item[String(field)] ?? null);
  },
  /**
   * Vehicle models on sale in the chosen year that match the answers chosen before `upTo`
   * ("trans", "fuel", "doors"; absent: all of them), for the manual-vehicle cascade.
   */
  modelsMatching(models: unknown, answers: unknown, upTo?: unknown) {
    const a = (answers ?? {}) as Record<string, unknown>;
    const year = Number(a.year);
    const cascade: [string, unknown][] = [
      ["trans", a.transmission],
      ["fuel", a.fuelType],
      ["doors", a.doors],
    ];
    const stop = cascade.findIndex(([key]) => key === upTo);
    const wanted = stop < 0 ? cascade : cascade.slice(0, stop);
    return (Array.isArray(models) ? models : []).filter((m: Record<string, unknown>) => {
      if (Number.isFinite(year) && !isEmpty(a.year)) {
        if (Number(m.syear) > year || (m.eyear != null && Number(m.eyear) < year)) return false;
      }
      return wanted.every(([key, chosen]) => isEmpty(chosen) || String(m[key]) === String(chosen));
    });
  },
  /**
   * The addressId of the lookup result that re-matches a previously chosen address, by its company
   * or first line appearing in the result text; "nonselected" when none does.
   */
  matchAddress(results: unknown, parts: unknown) {
    const p = (parts ?? {}) as Record<string, unknown>;
    const needles = [p.company, p.line1].filter((v): v is string => typeof v === "string" && v.trim() !== "");
    const found = (Array.isArray(results) ? results : []).find((r: Record<string, unknown>) =>
      needles.some((needle) =>
        String(r.searchResult ?? "")
          .toLowerCase()
          .includes(needle.toLowerCase()),
      ),
    ) as Record<string, unknown> | undefined;
    return found?.addressId ?? "nonselected";
  },
  length: (value: unknown) => (Array.isArray(value) || typeof value === "string" ? value.length : 0),
};

export const operations: Readonly<Record<string, Operation>> = Object.freeze(customOperations);

export const operationNames: readonly string[] = Object.keys(operations);

/** Every custom operation's arity: a row is required for each operation above. */
const customArity: Record<keyof typeof customOperations, Arity> = {
  today: exactly(0),
  addDays: exactly(2),
  addMonths: exactly(2),
  addYears: exactly(2),
  ageAt: exactly(2),
  isDate: exactly(1),
  dateBefore: exactly(2),
  dateAfter: exactly(2),
  yearOf: exactly(1),
  isEmpty: exactly(1),
  lower: exactly(1),
  upper: exactly(1),
  trim: exactly(1),
  digits: exactly(1),
  matches: exactly(2),
  ukPlate: exactly(1),
  ceil: exactly(1),
  floor: exactly(1),
  fixed: between(1, 2),
  allDistinct: exactly(1),
  distinct: exactly(1),
  lookup: between(3, 4),
  modelsMatching: between(2, 3),
  matchAddress: exactly(2),
  length: exactly(1),
};

/**
 * JsonLogic's built-in operators the linter accepts (`method` and `log` are left out on purpose),
 * with their arity as json-logic-js evaluates them (`<` and `<=` take a third for "between").
 */
const builtInArity: Record<string, Arity> = {
  var: between(0, 2),
  missing: atLeast(0),
  missing_some: exactly(2),
  if: atLeast(2),
  "?:": exactly(3),
  "==": exactly(2),
  "===": exactly(2),
  "!=": exactly(2),
  "!==": exactly(2),
  "!": exactly(1),
  "!!": exactly(1),
  or: atLeast(1),
  and: atLeast(1),
  ">": exactly(2),
  ">=": exactly(2),
  "<": between(2, 3),
  "<=": between(2, 3),
  max: atLeast(1),
  min: atLeast(1),
  "+": atLeast(1),
  "-": between(1, 2),
  "*": atLeast(1),
  "/": exactly(2),
  "%": exactly(2),
  map: exactly(2),
  reduce: between(2, 3),
  filter: exactly(2),
  all: exactly(2),
  none: exactly(2),
  some: exactly(2),
  merge: atLeast(0),
  in: exactly(2),
  cat: atLeast(0),
  substr: between(2, 3),
};

export const builtInOperators: readonly string[] = Object.keys(builtInArity);

/** Arity of every operator a journey may use, built-in or ours. */
export const operationArity: Readonly<Record<string, Arity>> = Object.freeze({ ...builtInArity, ...customArity });

/**
 * What each operator is, for the code that reads logic without running it (the compiler, the
 * linter, the diff): one table, so a new operator is classed once.
 */
export type OperatorKind = "listScoped" | "equality" | "ordering" | "comparison" | "truth" | "date" | "number" | "boolean";

export const operatorKinds: Readonly<Record<OperatorKind, ReadonlySet<string>>> = {
  /** Evaluated with each list item as the data: a `var` inside reads the item, not the page. */
  listScoped: new Set(["map", "filter", "reduce", "all", "some", "none"]),
  /** `==`, `===`, `!=`, `!==`. */
  equality: new Set(["==", "===", "!=", "!=="]),
  /** `<`, `<=`, `>`, `>=`. */
  ordering: new Set(["<", "<=", ">", ">="]),
  /** Two values compared: the equalities, the orderings and `in`. */
  comparison: new Set(["==", "===", "!=", "!==", "<", "<=", ">", ">=", "in"]),
  /** Truth values combined or chosen between. */
  truth: new Set(["and", "or", "!", "!!", "if", "?:"]),
  /** Gives a date (an ISO date string). */
  date: new Set(["today", "addDays", "addMonths", "addYears"]),
  /** Gives a number. */
  number: new Set(["ageAt", "yearOf", "length", "+", "-", "*", "/", "%", "max", "min", "ceil", "floor"]),
  /** Gives true or false. */
  boolean: new Set([
    "isDate",
    "dateBefore",
    "dateAfter",
    "==",
    "===",
    "!=",
    "!==",
    "!",
    "!!",
    "<",
    "<=",
    ">",
    ">=",
    "in",
    "matches",
    "allDistinct",
    "isEmpty",
    "all",
    "some",
    "none",
  ]),
};
