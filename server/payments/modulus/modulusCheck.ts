/**
 * The UK modulus check of a sort code and account number, as Vocalink publishes it in
 * "Validating account numbers: UK modulus checking" (version 8.x, chapter 2 and exceptions 1–14),
 * with its weight table and sort code substitution table committed next to this file
 * (see README.md here for their source and date).
 *
 * The check says whether an account number can belong to a sort code; it does not say that the
 * account exists. A sort code the weight table does not cover cannot be checked: Vocalink says to
 * presume such details valid, so the answer is "unchecked" and the caller decides.
 */
import { readFileSync } from "node:fs";

export type ModulusMethod = "MOD10" | "MOD11" | "DBLAL";

/** One line of the weight table (valacdos): a sort code range, a method, 14 weights and an exception. */
export interface WeightRow {
  start: number;
  end: number;
  method: ModulusMethod;
  /** Weights for u v w x y z (the sort code) and a b c d e f g h (the account number). */
  weights: number[];
  exception: number | null;
}

export type ModulusResult = "valid" | "invalid" | "unchecked";

/** The weight table in force: Vocalink's valacdos, version 8.50 (in use from 23 June 2025). */
export const weightTableVersion = "8.50";
const weightTableFile = new URL("./valacdos-v8-50.txt", import.meta.url);
const substitutionFile = new URL("./scsubtab.txt", import.meta.url);

// Positions in the 14 digits sort code + account number (u v w x y z a b c d e f g h).
const A = 6;
const B = 7;
const C = 8;
const G = 12;
const H = 13;

/** Exception 2 (a ≠ 0): the weights to use instead of the table's, by whether g is 9. */
const exception2Weights = [0, 0, 1, 2, 5, 3, 6, 4, 8, 7, 10, 9, 3, 1];
const exception2WeightsG9 = [0, 0, 0, 0, 0, 0, 0, 0, 8, 7, 10, 9, 3, 1];
/** Exception 8 and 9: the sort code to check with instead of the real one. */
const exception8SortCode = "090126";
const exception9SortCode = "309634";
/** Exception 1: the total is as if 27 were added (a financial institution prefix, double-alternated). */
const exception1Addition = 27;

export function parseWeightTable(text: string): WeightRow[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line, index) => {
      const parts = line.split(/\s+/);
      const [start, end, method] = parts;
      const weights = parts.slice(3, 17).map(Number);
      const exception = parts[17] === undefined ? null : Number(parts[17]);
      if (
        !/^\d{6}$/.test(start) ||
        !/^\d{6}$/.test(end) ||
        !["MOD10", "MOD11", "DBLAL"].includes(method) ||
        weights.length !== 14 ||
        weights.some((w) => !Number.isInteger(w)) ||
        (exception !== null && !Number.isInteger(exception)) ||
        parts.length > 18
      ) {
        throw new Error(`Weight table line ${index + 1} is not "start end method 14-weights [exception]": ${line}`);
      }
      return { start: Number(start), end: Number(end), method: method as ModulusMethod, weights, exception };
    });
}

export function parseSubstitutions(text: string): Map<string, string> {
  const substitutions = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const [original, substitute] = line.trim().split(/\s+/);
    if (!original) continue;
    if (!/^\d{6}$/.test(original) || !/^\d{6}$/.test(substitute ?? ""))
      throw new Error(`Substitution line is not "original substitute": ${line}`);
    substitutions.set(original, substitute);
  }
  return substitutions;
}

export interface ModulusTables {
  rows: WeightRow[];
  substitutions: Map<string, string>;
}

let published: ModulusTables | undefined;

/** The committed tables, read once. */
export function publishedTables(): ModulusTables {
  published ??= {
    rows: parseWeightTable(readFileSync(weightTableFile, "utf8")),
    substitutions: parseSubstitutions(readFileSync(substitutionFile, "utf8")),
  };
  return published;
}

/** The table's lines for a sort code: none (cannot be checked), one check, or two. */
export function rowsFor(sortCode: string, tables: ModulusTables = publishedTables()): WeightRow[] {
  const code = Number(sortCode);
  return tables.rows.filter((row) => row.start <= code && code <= row.end);
}

/**
 * Checks six sort code digits and eight account number digits (pad six or seven digits with
 * leading zeros first; see normaliseAccountNumber).
 */
export function modulusCheck(sortCode: string, accountNumber: string, tables: ModulusTables = publishedTables()): ModulusResult {
  if (!/^\d{6}$/.test(sortCode)) throw new Error("modulusCheck needs six sort code digits");
  if (!/^\d{8}$/.test(accountNumber)) throw new Error("modulusCheck needs eight account number digits");
  const rows = rowsFor(sortCode, tables);
  if (rows.length === 0) return "unchecked";
  const check = (row: WeightRow, account = accountNumber) => passes(row, sortCode, account, tables);
  const digits = toDigits(sortCode + accountNumber);
  const [first, second] = rows;

  // Exception 6: foreign currency accounts (a is 4 to 8 and g = h) cannot be checked: presume valid.
  if (rows.some((row) => row.exception === 6) && digits[A] >= 4 && digits[A] <= 8 && digits[G] === digits[H]) return "valid";

  if (!second) {
    if (check(first)) return "valid";
    // Exception 14: if h is 0, 1 or 9, drop it, shift the account number right with a leading 0, and check again.
    if (first.exception === 14 && [0, 1, 9].includes(digits[H])) return verdict(check(first, `0${accountNumber.slice(0, 7)}`));
    return "invalid";
  }

  // Exceptions 2 & 9: the first check passing is enough; otherwise the second (sort code 309634) decides.
  if (first.exception === 2 && second.exception === 9) return verdict(check(first) || check(second));
  // Exceptions 10 & 11, 12 & 13: either check passing is enough.
  if ((first.exception === 10 && second.exception === 11) || (first.exception === 12 && second.exception === 13)) {
    return verdict(check(first) || check(second));
  }
  // Exception 3: when c is 6 or 9 the second (double alternate) check is not needed.
  if (second.exception === 3 && (digits[C] === 6 || digits[C] === 9)) return verdict(check(first));
  // Otherwise (exception 5 included) both checks must pass.
  return verdict(check(first) && check(second));
}

function verdict(valid: boolean): ModulusResult {
  return valid ? "valid" : "invalid";
}

/** One check of one table line, with the exceptions that change its inputs, weights or verdict. */
function passes(row: WeightRow, sortCode: string, accountNumber: string, tables: ModulusTables): boolean {
  const original = toDigits(sortCode + accountNumber);
  let checkedSortCode = sortCode;
  if (row.exception === 5) checkedSortCode = tables.substitutions.get(sortCode) ?? sortCode;
  if (row.exception === 8) checkedSortCode = exception8SortCode;
  if (row.exception === 9) checkedSortCode = exception9SortCode;
  const digits = toDigits(checkedSortCode + accountNumber);

  let weights = row.weights;
  if (row.exception === 2 && digits[A] !== 0) weights = digits[G] === 9 ? exception2WeightsG9 : exception2Weights;
  const abIs09or99 = (digits[A] === 0 || digits[A] === 9) && digits[B] === 9;
  if ((row.exception === 7 || (row.exception === 10 && abIs09or99)) && digits[G] === 9) {
    // Zeroise the weights of u to b.
    weights = weights.map((weight, position) => (position <= B ? 0 : weight));
  }

  const products = digits.map((digit, position) => digit * weights[position]);
  let total =
    row.method === "DBLAL" ? products.reduce((sum, product) => sum + digitSum(product), 0) : products.reduce((sum, p) => sum + p, 0);
  if (row.exception === 1) total += exception1Addition;

  const modulus = row.method === "MOD11" ? 11 : 10;
  const remainder = ((total % modulus) + modulus) % modulus;

  // Exception 4: the remainder must equal the two-digit check digit gh.
  if (row.exception === 4) return remainder === original[G] * 10 + original[H];
  if (row.exception === 5) {
    if (row.method === "DBLAL") {
      // The check digit is h: remainder 0 needs h = 0, otherwise 10 - remainder = h.
      return remainder === 0 ? original[H] === 0 : 10 - remainder === original[H];
    }
    // The check digit is g: remainder 0 needs g = 0, remainder 1 always fails, otherwise 11 - remainder = g.
    if (remainder === 0) return original[G] === 0;
    if (remainder === 1) return false;
    return 11 - remainder === original[G];
  }
  return remainder === 0;
}

function toDigits(text: string): number[] {
  return text.split("").map(Number);
}

/** Double alternate adds the digits of each product (18 counts 1 + 8). */
function digitSum(product: number): number {
  const sign = product < 0 ? -1 : 1;
  return (
    sign *
    String(Math.abs(product))
      .split("")
      .reduce((sum, digit) => sum + Number(digit), 0)
  );
}
