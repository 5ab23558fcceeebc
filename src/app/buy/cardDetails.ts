/**
 * The local card form's answers and their checks (name on card, billing address line and postcode, plus the card fields'
 * own): a card number passes the Luhn check before it is sent, the expiry is a real month not in
 * the past. The processor has the last word; this only catches typing mistakes early.
 */
import addressFields from "../../../journeys/common/fields/address.json";
import { isCardNumber } from "../../api/cardNumber.ts";
import type { LocalCardInput } from "../../api/purchase.ts";
import { buyText } from "./buyText.ts";

export interface CardForm {
  nameOnCard: string;
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
  billingAddressLine1: string;
  billingPostcode: string;
}

export const emptyCardForm: CardForm = {
  nameOnCard: "",
  cardNumber: "",
  expiryMonth: "",
  expiryYear: "",
  cvc: "",
  billingAddressLine1: "",
  billingPostcode: "",
};

// The address page's own postcode pattern, so both pages accept the same postcodes.
const POSTCODE = new RegExp(addressFields.postcode.schema.pattern);

const cardDigits = (value: string) => value.replace(/[\s-]/g, "");

/** A four-digit year; two digits are read as 20xx, as cards print them. */
function fullYear(text: string): number | undefined {
  if (/^\d{4}$/.test(text)) return Number(text);
  if (/^\d{2}$/.test(text)) return 2000 + Number(text);
  return undefined;
}

export const normalisePostcode = (value: string) => value.trim().toUpperCase().replace(/\s+/g, " ");

/** Messages keyed by field name, in the form's order; `today` is YYYY-MM-DD. */
export function cardFormErrors(form: CardForm, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.nameOnCard.trim()) errors.nameOnCard = buyText("nameOnCardRequired");

  const number = cardDigits(form.cardNumber);
  if (!number) errors.cardNumber = buyText("cardNumberRequired");
  else if (!isCardNumber(number)) errors.cardNumber = buyText("cardNumberInvalid");

  const month = form.expiryMonth.trim();
  const year = form.expiryYear.trim();
  const monthNumber = /^\d{1,2}$/.test(month) ? Number(month) : NaN;
  const yearNumber = fullYear(year);
  if (!month && !year) errors.expiryMonth = buyText("expiryRequired");
  else if (!(monthNumber >= 1 && monthNumber <= 12)) errors.expiryMonth = buyText(month ? "expiryInvalid" : "expiryRequired");
  else if (yearNumber === undefined) errors.expiryYear = buyText(year ? "expiryInvalid" : "expiryRequired");
  else if (`${yearNumber}-${String(monthNumber).padStart(2, "0")}` < today.slice(0, 7)) errors.expiryMonth = buyText("expiryPast");

  const cvc = form.cvc.trim();
  if (!cvc) errors.cvc = buyText("cvcRequired");
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = buyText("cvcInvalid");

  if (!form.billingAddressLine1.trim()) errors.billingAddressLine1 = buyText("billingLine1Required");
  const postcode = normalisePostcode(form.billingPostcode);
  if (!postcode) errors.billingPostcode = buyText("billingPostcodeRequired");
  else if (!POSTCODE.test(postcode)) errors.billingPostcode = buyText("billingPostcodeInvalid");
  return errors;
}

/** The card as payLocalCard takes it (call only once cardFormErrors finds nothing). */
export function localCardInput(form: CardForm): LocalCardInput {
  return {
    nameOnCard: form.nameOnCard.trim(),
    cardNumber: cardDigits(form.cardNumber),
    expiryMonth: Number(form.expiryMonth),
    expiryYear: fullYear(form.expiryYear.trim())!,
    cvc: form.cvc.trim(),
    billingAddressLine1: form.billingAddressLine1.trim(),
    billingPostcode: normalisePostcode(form.billingPostcode),
  };
}

/** Where a declined payment's message belongs: the field it names, or the summary alone (""). */
export function paymentErrorField(code: string | null | undefined): keyof CardForm | "" {
  switch (code) {
    case "INCORRECT_NUMBER":
      return "cardNumber";
    case "INCORRECT_CVC":
      return "cvc";
    case "INVALID_EXPIRY_YEAR":
      return "expiryYear";
    case "EXPIRED_CARD":
      return "expiryMonth";
    case "BILLING_ADDRESS":
      return "billingAddressLine1";
    default:
      return "";
  }
}
