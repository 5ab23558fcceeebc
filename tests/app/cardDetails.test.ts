/**
 * The card form's own checks (billing messages, Luhn, expiry), the catalogue's message for every
 * PaymentErrorCode the server may give, where each message goes, and which card form an intent
 * calls for (Stripe's or ours).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import buy from "../../journeys/common/catalogue/buy.json";
import { PAYMENT_ERROR_CODES, paymentErrorText } from "../../src/app/buy/buyText.ts";
import { cardFormErrors, emptyCardForm, localCardInput, paymentErrorField, type CardForm } from "../../src/app/buy/cardDetails.ts";
import { luhnValid } from "../../src/api/cardNumber.ts";
import { cardFormFor } from "../../src/app/buy/cardForm.ts";
import { stripeErrorCode } from "../../src/app/buy/stripeErrors.ts";

const TODAY = "2026-11-22";
const good: CardForm = {
  nameOnCard: "A Morgan",
  cardNumber: "4242 4242 4242 4242",
  expiryMonth: "12",
  expiryYear: "2030",
  cvc: "123",
  billingAddressLine1: "1 Parade Court",
  billingPostcode: "ls1 4ap",
};

describe("Luhn", () => {
  it.each(["4242424242424242", "4000000000000002", "5555555555554444", "378282246310005", "79927398713"])("%s passes", (n) => {
    expect(luhnValid(n)).toBe(true);
  });
  it.each(["4242424242424241", "4000000000000001", "79927398710"])("%s fails", (n) => {
    expect(luhnValid(n)).toBe(false);
  });
});

describe("cardFormErrors", () => {
  it("a good card has no errors, and is sent with digits only, a four-digit year and the postcode in capitals", () => {
    expect(cardFormErrors(good, TODAY)).toEqual({});
    expect(localCardInput({ ...good, cardNumber: "4242-4242 4242-4242", expiryYear: "30" })).toEqual({
      nameOnCard: "A Morgan",
      cardNumber: "4242424242424242",
      expiryMonth: 12,
      expiryYear: 2030,
      cvc: "123",
      billingAddressLine1: "1 Parade Court",
      billingPostcode: "LS1 4AP",
    });
  });

  it("an empty form: the billing messages and the card fields' own, in the form's order", () => {
    expect(Object.entries(cardFormErrors(emptyCardForm, TODAY))).toEqual([
      ["nameOnCard", "Enter name on card"],
      ["cardNumber", "Enter card number"],
      ["expiryMonth", "Enter expiry date"],
      ["cvc", "Enter security code"],
      ["billingAddressLine1", "Enter first line of address"],
      ["billingPostcode", "Enter postcode"],
    ]);
  });

  it.each([
    { change: { cardNumber: "4242 4242 4242 4241" }, field: "cardNumber", message: "Enter a valid card number" },
    { change: { cardNumber: "4242" }, field: "cardNumber", message: "Enter a valid card number" },
    { change: { cardNumber: "4242 4242 abcd 4242" }, field: "cardNumber", message: "Enter a valid card number" },
    { change: { expiryMonth: "13" }, field: "expiryMonth", message: "Enter a real expiry date" },
    { change: { expiryMonth: "" }, field: "expiryMonth", message: "Enter expiry date" },
    { change: { expiryYear: "" }, field: "expiryYear", message: "Enter expiry date" },
    { change: { expiryYear: "203" }, field: "expiryYear", message: "Enter a real expiry date" },
    { change: { expiryMonth: "10", expiryYear: "2026" }, field: "expiryMonth", message: "This card has expired" },
    { change: { cvc: "12" }, field: "cvc", message: "Enter a valid security code" },
    { change: { billingPostcode: "LS1" }, field: "billingPostcode", message: "Enter valid postcode" },
    { change: { billingAddressLine1: "  " }, field: "billingAddressLine1", message: "Enter first line of address" },
  ])("$change: $field says '$message'", ({ change, field, message }) => {
    expect(cardFormErrors({ ...good, ...change }, TODAY)).toEqual({ [field]: message });
  });

  it("a card expiring this month is still good", () => {
    expect(cardFormErrors({ ...good, expiryMonth: "11", expiryYear: "2026" }, TODAY)).toEqual({});
  });
});

describe("payment error messages", () => {
  const schema = readFileSync("server/schema.graphql", "utf8");
  const enumCodes = [...schema.match(/enum PaymentErrorCode \{([^}]*)\}/)![1].matchAll(/^\s*([A-Z_]+)\s*$/gm)].map((m) => m[1]);

  it("the catalogue words every PaymentErrorCode of the contract except NO_RETRY, which has its own message", () => {
    expect(enumCodes.length).toBeGreaterThan(10);
    expect([...PAYMENT_ERROR_CODES, "NO_RETRY"].sort()).toEqual([...enumCodes].sort());
  });

  it.each(Object.entries(buy.paymentErrors))("%s: '%s'", (code, message) => {
    expect(paymentErrorText(code)).toBe(message);
  });

  it("an unknown code gets the generic message", () => {
    expect(paymentErrorText("SOMETHING_NEW")).toBe("An error occurred - please try again");
    expect(paymentErrorText(null)).toBe("An error occurred - please try again");
  });

  it.each([
    ["INCORRECT_NUMBER", "cardNumber"],
    ["INCORRECT_CVC", "cvc"],
    ["INVALID_EXPIRY_YEAR", "expiryYear"],
    ["EXPIRED_CARD", "expiryMonth"],
    ["BILLING_ADDRESS", "billingAddressLine1"],
    ["CARD_DECLINED", ""],
    ["INSUFFICIENT_FUNDS", ""],
  ])("%s is shown at '%s'", (code, field) => {
    expect(paymentErrorField(code)).toBe(field);
  });
});

describe("which card form", () => {
  it.each([
    { cardPaymentProcessor: "LOCAL", apiKey: null, kind: "local" },
    { cardPaymentProcessor: "STRIPE", apiKey: "pk_test_123", kind: "stripe" },
    { cardPaymentProcessor: "STRIPE", apiKey: null, kind: "unavailable" },
    { cardPaymentProcessor: "OTHER", apiKey: "pk", kind: "unavailable" },
  ])("$cardPaymentProcessor with key $apiKey: $kind", ({ kind, ...intent }) => {
    expect(cardFormFor(intent)).toBe(kind);
  });

  it.each([
    [{ code: "card_declined", decline_code: "insufficient_funds" }, "INSUFFICIENT_FUNDS"],
    [{ code: "card_declined", decline_code: "generic_decline" }, "CARD_DECLINED"],
    [{ code: "expired_card" }, "EXPIRED_CARD"],
    [{ code: "incorrect_cvc" }, "INCORRECT_CVC"],
    [{ code: "payment_intent_authentication_failure" }, "AUTHENTICATION_FAILED"],
    [{ code: "processing_error" }, "GENERIC"],
    [{}, "GENERIC"],
  ])("Stripe's %o is worded as %s", (error, code) => {
    expect(stripeErrorCode(error)).toBe(code);
  });
});
