/** The card checks and test cards of the local processor. */
import { describe, expect, it } from "vitest";
import { luhnValid } from "../../src/api/cardNumber.ts";
import { cardBrand, checkCard, issuerAnswer, testCards } from "../../server/payments/cards.ts";
import { paymentErrorCodes, type LocalCardInput } from "../../server/payments/types.ts";

const today = "2026-11-22";
const card = (overrides: Partial<LocalCardInput> = {}): LocalCardInput => ({
  nameOnCard: "Sam Jones",
  cardNumber: "4242 4242 4242 4242",
  expiryMonth: 12,
  expiryYear: 2030,
  cvc: "123",
  billingAddressLine1: "1 Parade Court",
  billingPostcode: "LS1 4AP",
  ...overrides,
});

describe("test cards", () => {
  it("are all Luhn-valid, distinct, and cover every PaymentErrorCode", () => {
    for (const { number } of testCards) expect(luhnValid(number), number).toBe(true);
    expect(new Set(testCards.map((c) => c.number)).size).toBe(testCards.length);
    expect(new Set(testCards.map((c) => c.errorCode).filter((code) => code !== null))).toEqual(new Set(paymentErrorCodes));
  });

  it("answer their code, and any other valid number succeeds", () => {
    expect(issuerAnswer("4000000000000002")).toBe("CARD_DECLINED");
    expect(issuerAnswer("4242424242424242")).toBeNull();
    expect(issuerAnswer("4111111111111111")).toBeNull();
  });
});

describe("checkCard", () => {
  it("accepts a good card and keeps only the last four digits and the brand for the record", () => {
    expect(checkCard(card(), today)).toEqual({ ok: true, card: { digits: "4242424242424242", last4: "4242", brand: "visa" } });
    expect(checkCard(card({ cardNumber: "3782 822463 10005", cvc: "1234" }), today)).toMatchObject({
      ok: true,
      card: { brand: "amex", last4: "0005" },
    });
  });

  it.each([
    [{ nameOnCard: "  " }, "CHECK_CARD_DETAILS"],
    [{ cardNumber: "4242 4242 4242 4241" }, "INCORRECT_NUMBER"],
    [{ cardNumber: "4242-4242-4242-4242" }, "INCORRECT_NUMBER"],
    [{ cardNumber: "42424242" }, "INCORRECT_NUMBER"],
    [{ cardNumber: "" }, "INCORRECT_NUMBER"],
    [{ expiryMonth: 13 }, "CHECK_CARD_DETAILS"],
    [{ expiryMonth: 0 }, "CHECK_CARD_DETAILS"],
    [{ expiryYear: 26 }, "INVALID_EXPIRY_YEAR"],
    [{ expiryYear: 2099 }, "INVALID_EXPIRY_YEAR"],
    [{ expiryYear: 2026, expiryMonth: 10 }, "EXPIRED_CARD"],
    [{ expiryYear: 2025, expiryMonth: 12 }, "EXPIRED_CARD"],
    [{ cvc: "12" }, "INCORRECT_CVC"],
    [{ cvc: "12345" }, "INCORRECT_CVC"],
    [{ cvc: "12a" }, "INCORRECT_CVC"],
    [{ billingAddressLine1: "" }, "BILLING_ADDRESS"],
    [{ billingPostcode: "LS1" }, "BILLING_ADDRESS"],
    [{ billingPostcode: "" }, "BILLING_ADDRESS"],
  ])("refuses %j with %s", (overrides, errorCode) => {
    expect(checkCard(card(overrides), today)).toEqual({ ok: false, errorCode });
  });

  it("takes a card through the end of its expiry month, and a postcode in any case and spacing", () => {
    expect(checkCard(card({ expiryYear: 2026, expiryMonth: 11 }), today).ok).toBe(true);
    expect(checkCard(card({ billingPostcode: "ls14ap" }), today).ok).toBe(true);
  });
});

describe("card brands", () => {
  it("come from the number's prefix", () => {
    expect(cardBrand("4242424242424242")).toBe("visa");
    expect(cardBrand("5555555555554444")).toBe("mastercard");
    expect(cardBrand("2223003122003222")).toBe("mastercard");
    expect(cardBrand("378282246310005")).toBe("amex");
    expect(cardBrand("6011111111111117")).toBe("discover");
    expect(cardBrand("3566002020360505")).toBe("jcb");
    expect(cardBrand("9999999999999995")).toBe("unknown");
  });
});
