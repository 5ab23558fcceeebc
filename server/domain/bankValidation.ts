/**
 * Bank validation: is this a UK bank account direct debits can be collected from? The
 * sort code and account number are checked with Vocalink's modulus check (payments/modulus), and
 * the bank's name comes from the sort code directory (fixtures/sortCodes.json, a stand-in for the
 * industry's sort code directory).
 *
 * Inputs accept spaces and dashes. A six or seven digit account number is padded with leading
 * zeros to eight, as Vocalink's specification says; nine and ten digit account numbers (which
 * only some banks issue, each converting them its own way) are refused as ACCOUNT_NUMBER_INVALID,
 * for the eight digits the bank gives for direct debits. Each refusal is worded as the bank details
 * page words it (bankErrors in journeys/common/catalogue/buy.json).
 */
import { readFileSync } from "node:fs";
import type { Db } from "../db/index.ts";
import { quoteRefExists } from "../db/quoteRepository.ts";
import { bankErrorMessage, quoteNotFound, type BankErrorType } from "./errors.ts";
import { modulusCheck, rowsFor } from "../payments/modulus/modulusCheck.ts";

/** schema.graphql BankValidation. */
export interface BankValidationResult {
  bankName: string | null;
  succeeded: boolean;
  errorType: BankErrorType | null;
  errorMessage: string | null;
}

export interface BankAccount {
  /** Six digits. */
  sortCode: string;
  /** Eight digits. */
  accountNumber: string;
}

const sortCodesFile = new URL("../fixtures/sortCodes.json", import.meta.url);

/** The sort code directory: bank names by six-digit sort code. */
export function loadSortCodeDirectory(url: URL = sortCodesFile): Map<string, string> {
  const { sortCodes } = JSON.parse(readFileSync(url, "utf8")) as { sortCodes: Array<{ sortCode: string; bankName: string }> };
  const directory = new Map<string, string>();
  for (const { sortCode, bankName } of sortCodes) {
    if (!/^\d{6}$/.test(sortCode)) throw new Error(`sortCodes.json: "${sortCode}" is not six digits`);
    if (directory.has(sortCode)) throw new Error(`sortCodes.json: ${sortCode} is listed twice`);
    directory.set(sortCode, bankName);
  }
  return directory;
}

/** Six digits once spaces and dashes are gone, else undefined. */
export function normaliseSortCode(input: string): string | undefined {
  const digits = input.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/** Eight digits once spaces and dashes are gone and a six or seven digit number is padded, else undefined. */
export function normaliseAccountNumber(input: string): string | undefined {
  const digits = input.replace(/[\s-]/g, "");
  return /^\d{6,8}$/.test(digits) ? digits.padStart(8, "0") : undefined;
}

/**
 * The check, without the quote: used by the bankValidation query and again by take-up.
 * - sort code not 6 digits: SORT_CODE_INVALID; account number not 6 to 8 digits: ACCOUNT_NUMBER_INVALID;
 * - neither the directory nor Vocalink's weight table knows the sort code: SORT_CODE_UNKNOWN;
 * - the modulus check fails: MODULUS_CHECK_FAILED (with the bank's name when it is known);
 * - a sort code the weight table does not cover but the directory knows passes, as Vocalink says
 *   details it cannot check should be presumed valid.
 */
export function validateBankAccount(
  sortCodeInput: string,
  accountNumberInput: string,
  directory: Map<string, string>,
): BankValidationResult & { account?: BankAccount } {
  const fail = (errorType: BankErrorType, bankName: string | null = null) => ({
    bankName,
    succeeded: false,
    errorType,
    errorMessage: bankErrorMessage(errorType),
  });
  const sortCode = normaliseSortCode(sortCodeInput);
  if (!sortCode) return fail("SORT_CODE_INVALID");
  const accountNumber = normaliseAccountNumber(accountNumberInput);
  const bankName = directory.get(sortCode) ?? null;
  if (!accountNumber) return fail("ACCOUNT_NUMBER_INVALID", bankName);
  if (bankName === null && rowsFor(sortCode).length === 0) return fail("SORT_CODE_UNKNOWN");
  if (modulusCheck(sortCode, accountNumber) === "invalid") return fail("MODULUS_CHECK_FAILED", bankName);
  return { bankName, succeeded: true, errorType: null, errorMessage: null, account: { sortCode, accountNumber } };
}

export class BankValidations {
  readonly #directory: Map<string, string>;

  constructor(
    private readonly db: Db,
    directory?: Map<string, string>,
  ) {
    this.#directory = directory ?? loadSortCodeDirectory();
  }

  /** The bankValidation query: tied to a stored quote (QUOTE_NOT_FOUND otherwise). */
  async validate(sortCode: string, accountNumber: string, quoteRef: string): Promise<BankValidationResult> {
    if (!(await quoteRefExists(this.db, quoteRef.trim().toUpperCase()))) throw quoteNotFound({ argument: "quoteRef" });
    const { bankName, succeeded, errorType, errorMessage } = this.check(sortCode, accountNumber);
    return { bankName, succeeded, errorType, errorMessage };
  }

  check(sortCode: string, accountNumber: string): BankValidationResult & { account?: BankAccount } {
    return validateBankAccount(sortCode, accountNumber, this.#directory);
  }
}
