/**
 * The bank account of a monthly plan: typed with spaces or dashes, checked here for shape before
 * the server's modulus check. Every message comes from the buy catalogue.
 */
import { buyText } from "./buyText.ts";

export interface BankDetailsForm {
  accountHolder: string;
  sortCode: string;
  accountNumber: string;
}

/** Digits only: spaces and dashes are how people write sort codes and account numbers. */
export const bankDigits = (value: string) => value.replace(/[\s-]/g, "");

/** 309980 as 30-99-80. */
export const formatSortCode = (digits: string) => digits.replace(/^(\d{2})(\d{2})(\d{2})$/, "$1-$2-$3");

export function bankDetailsErrors(form: BankDetailsForm): Record<string, string> {
  const errors: Record<string, string> = {};
  const sortCode = bankDigits(form.sortCode);
  const accountNumber = bankDigits(form.accountNumber);
  if (!form.accountHolder.trim()) errors.accountHolder = buyText("accountHolderRequired");
  if (!sortCode) errors.sortCode = buyText("sortCodeRequired");
  else if (!/^\d{6}$/.test(sortCode)) errors.sortCode = buyText("sortCodeInvalid");
  if (!accountNumber) errors.accountNumber = buyText("accountNumberRequired");
  else if (!/^\d{6,8}$/.test(accountNumber)) errors.accountNumber = buyText("accountNumberInvalid");
  return errors;
}

/** The field a bank validation error belongs under: sort code problems there, the rest under the account number. */
export function bankErrorField(errorType: string | null | undefined): "sortCode" | "accountNumber" {
  return errorType?.startsWith("SORT_CODE") ? "sortCode" : "accountNumber";
}
