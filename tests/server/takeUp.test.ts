/**
 * Buying a quote over real HTTP with the local card processor: prepareTakeUp (amounts re-derived,
 * refusals, one intent per outcome and option), payLocalCard (every test card, the card checks, no
 * double charge, nothing of the card stored) and takeUpQuote (only after payment, exactly one
 * policy per outcome however many calls race, stale and expired quotes, monthly direct debits).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Draft } from "../../src/engine/index.ts";
import type { ServerClock } from "../../server/clock.ts";
import { testCards } from "../../server/payments/cards.ts";
import { ANNUAL, Buyer, card, data, errorOf, goodDirectDebit, MONTHLY, optionOf, type IntentDetails, type Rated } from "./buying.ts";
import { completeDraft, TODAY } from "./quoteDrafts.ts";
import { startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

/** The server's today moves when a test sets it. */
let today = TODAY;
const clock: ServerClock = { today: () => today, now: () => new Date(`${today}T12:00:00.000Z`) };

let server: TestServer;
let buyer: Buyer;
let carDraft: Draft;
beforeAll(async () => {
  server = await startTestServer({ clock, payments: { stripe: null } });
  buyer = new Buyer(server);
  carDraft = await completeDraft(server, "car");
}, startupTimeout);
afterAll(() => server?.close());

const newQuote = () => buyer.rate("car", carDraft);

async function paidQuote(code = ANNUAL): Promise<{ quote: Rated; intent: IntentDetails }> {
  const quote = await newQuote();
  const intent = await buyer.prepare(quote, code);
  expect(await buyer.pay(intent)).toEqual({ status: "SUCCEEDED", errorCode: null });
  return { quote, intent };
}

async function withToday<T>(day: string, work: () => Promise<T>): Promise<T> {
  today = day;
  try {
    return await work();
  } finally {
    today = TODAY;
  }
}

describe("prepareTakeUp", () => {
  it("starts a local card payment for the annual price, re-derived from the stored outcome", async () => {
    const quote = await newQuote();
    const intent = await buyer.prepare(quote, ANNUAL);
    expect(intent).toMatchObject({
      quoteRef: quote.quoteRef,
      optionId: quote.ratingOutcome.optionId,
      paymentCollectionOptionCode: ANNUAL,
      token: quote.token,
      cardPaymentProcessor: "LOCAL",
      accountId: null,
      apiKey: null,
      amount: optionOf(quote, ANNUAL).totalAmountPayable,
      currency: "GBP",
    });
    expect(intent.paymentIntentId).toMatch(/^pi_local_[0-9a-v]{24}$/);
    expect(intent.clientSecret.startsWith(`${intent.paymentIntentId}_secret_`)).toBe(true);
    const { rows } = await server.db.query<{ amount: number; status: string; client_secret_hash: string }>(
      "SELECT amount, status, client_secret_hash FROM payment_intents WHERE id = $1",
      [intent.paymentIntentId],
    );
    expect(rows).toEqual([
      { amount: intent.amount, status: "requires_payment_method", client_secret_hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
    expect(JSON.stringify(rows)).not.toContain(intent.clientSecret);
  });

  it("takes the monthly plan's upfront amount by card", async () => {
    const quote = await newQuote();
    const intent = await buyer.prepare(quote, MONTHLY);
    const monthly = optionOf(quote, MONTHLY);
    expect(intent.amount).toBe(monthly.upFrontAmount);
    expect(intent.amount).toBeLessThan(monthly.totalAmountPayable);
    expect(intent.paymentCollectionOptionCode).toBe(MONTHLY);
  });

  it("gives the same intent and secret when asked again, also when two ask at once; another option gets its own", async () => {
    const quote = await newQuote();
    const [a, b] = await Promise.all([buyer.prepare(quote), buyer.prepare(quote)]);
    const c = await buyer.prepare(quote);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    const monthly = await buyer.prepare(quote, MONTHLY);
    expect(monthly.paymentIntentId).not.toBe(a.paymentIntentId);
    const { rows } = await server.db.query("SELECT id FROM payment_intents WHERE outcome_id = $1", [
      quote.ratingOutcome.underwritingOutcomeResponseId,
    ]);
    expect(rows).toHaveLength(2);
  });

  it("is one intent per outcome and option in the database itself (a unique constraint, not only a check)", async () => {
    const quote = await newQuote();
    const intent = await buyer.prepare(quote);
    const copy = server.db.query(
      `INSERT INTO payment_intents (id, processor, quote_id, outcome_id, payment_collection_option_code, amount, currency, status)
       SELECT 'pi_local_copy', processor, quote_id, outcome_id, payment_collection_option_code, amount, currency, status FROM payment_intents WHERE id = $1`,
      [intent.paymentIntentId],
    );
    await expect(copy).rejects.toThrow(/unique|duplicate/i);
  });

  it("refuses an unknown token, an option id or payment option the outcome does not have, and an unpriced quote", async () => {
    const quote = await newQuote();
    expect(errorOf(await buyer.prepareRaw(quote, ANNUAL, { token: "not-a-token" })).code).toBe("QUOTE_NOT_FOUND");
    expect(errorOf(await buyer.prepareRaw(quote, ANNUAL, { optionId: `${quote.quoteRef}-GOLD` })).code).toBe("BAD_USER_INPUT");
    expect(errorOf(await buyer.prepareRaw(quote, "PAY_LATER")).code).toBe("BAD_USER_INPUT");
    const referred = await buyer.rate("car", { ...carDraft, car: { ...(carDraft.car as Record<string, unknown>), value: 100_000 } });
    expect(referred.ratingOutcome.optionState).toBe("HAS_UNAUTHORISED_REFERRALS");
    expect(errorOf(await buyer.prepareRaw(referred)).code).toBe("QUOTE_NOT_PRICED");
  });

  it("refuses an outcome that a reprice has replaced", async () => {
    const quote = await newQuote();
    data(await buyer.repriceRaw(quote));
    expect(errorOf(await buyer.prepareRaw(quote)).code).toBe("OUTCOME_STALE");
  });

  it("refuses an expired quote", async () => {
    const quote = await newQuote();
    const response = await withToday("2026-12-23", () => buyer.prepareRaw(quote));
    expect(errorOf(response).code).toBe("QUOTE_EXPIRED");
  });
});

describe("payLocalCard", () => {
  it.each(testCards.map((c) => [c.number, c.errorCode] as const))("answers test card %s with %s", async (number, errorCode) => {
    const quote = await newQuote();
    const intent = await buyer.prepare(quote);
    const result = await buyer.pay(intent, card(number));
    expect(result).toEqual(errorCode === null ? { status: "SUCCEEDED", errorCode: null } : { status: "FAILED", errorCode });
    const { rows } = await server.db.query("SELECT status, card_last4, error_code, attempts FROM payment_intents WHERE id = $1", [
      intent.paymentIntentId,
    ]);
    const status = errorCode === null ? "succeeded" : errorCode === "NO_RETRY" ? "failed" : "requires_payment_method";
    expect(rows).toEqual([{ status, card_last4: number.slice(-4), error_code: errorCode, attempts: 1 }]);
  });

  it("checks the card before the issuer: the number, expiry, CVC, name and billing address, leaving the payment open", async () => {
    const intent = await buyer.prepare(await newQuote());
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ cardNumber: "4242 4242 4242 4241" }, "INCORRECT_NUMBER"],
      [{ cardNumber: "4242 abcd" }, "INCORRECT_NUMBER"],
      [{ expiryYear: 2026, expiryMonth: 10 }, "EXPIRED_CARD"],
      [{ expiryYear: 2080 }, "INVALID_EXPIRY_YEAR"],
      [{ expiryMonth: 13 }, "CHECK_CARD_DETAILS"],
      [{ cvc: "1" }, "INCORRECT_CVC"],
      [{ nameOnCard: "" }, "CHECK_CARD_DETAILS"],
      [{ billingAddressLine1: " " }, "BILLING_ADDRESS"],
      [{ billingPostcode: "NOT A POSTCODE" }, "BILLING_ADDRESS"],
    ];
    for (const [overrides, errorCode] of cases) {
      expect(await buyer.pay(intent, { ...card(), ...overrides }), JSON.stringify(overrides)).toEqual({ status: "FAILED", errorCode });
    }
    // Retryable: the right card still pays.
    expect(await buyer.pay(intent)).toEqual({ status: "SUCCEEDED", errorCode: null });
    const { rows } = await server.db.query<{ attempts: number }>("SELECT attempts FROM payment_intents WHERE id = $1", [
      intent.paymentIntentId,
    ]);
    expect(rows[0].attempts).toBe(cases.length + 1);
  });

  it("answers SUCCEEDED again for a paid intent without charging again, even for two payments at once", async () => {
    const intent = await buyer.prepare(await newQuote());
    const both = await Promise.all([buyer.pay(intent), buyer.pay(intent, card("5555 5555 5555 4444"))]);
    expect(both).toEqual([
      { status: "SUCCEEDED", errorCode: null },
      { status: "SUCCEEDED", errorCode: null },
    ]);
    expect(await buyer.pay(intent, card("4000 0000 0000 0002"))).toEqual({ status: "SUCCEEDED", errorCode: null });
    const { rows } = await server.db.query<{ attempts: number }>("SELECT attempts FROM payment_intents WHERE id = $1", [
      intent.paymentIntentId,
    ]);
    expect(rows[0].attempts).toBe(1);
  });

  it("takes no more attempts after a no-retry failure", async () => {
    const intent = await buyer.prepare(await newQuote());
    expect(await buyer.pay(intent, card("4000 0000 0000 9979"))).toEqual({ status: "FAILED", errorCode: "NO_RETRY" });
    expect(await buyer.pay(intent)).toEqual({ status: "FAILED", errorCode: "NO_RETRY" });
  });

  it("refuses an unknown intent or a wrong client secret", async () => {
    const intent = await buyer.prepare(await newQuote());
    expect(errorOf(await buyer.payRaw({ ...intent, clientSecret: `${intent.paymentIntentId}_secret_guess` })).code).toBe("BAD_USER_INPUT");
    expect(errorOf(await buyer.payRaw({ ...intent, paymentIntentId: "pi_local_unknown" })).code).toBe("BAD_USER_INPUT");
  });

  it("charges nothing for an outcome a reprice has replaced (the reprice cancelled its payment)", async () => {
    const quote = await newQuote();
    const intent = await buyer.prepare(quote);
    data(await buyer.repriceRaw(quote));
    expect(errorOf(await buyer.payRaw(intent)).code).toBe("OUTCOME_STALE");
    const { rows } = await server.db.query("SELECT status, attempts FROM payment_intents WHERE id = $1", [intent.paymentIntentId]);
    expect(rows).toEqual([{ status: "canceled", attempts: 0 }]);
  });

  it("never stores the card number in any column of payment_intents or policies (only its last four digits and brand)", async () => {
    // Declined first, so every one of them reaches the processor.
    const numbers = ["4000000000000002", "4000000000100083", "5555555555554444", "4242424242424242"];
    const monthly = await newQuote();
    const monthlyIntent = await buyer.prepare(monthly, MONTHLY);
    for (const number of numbers) await buyer.pay(monthlyIntent, card(number.replace(/(\d{4})/g, "$1 ").trim()));
    await buyer.takeUp(monthly, monthlyIntent.paymentIntentId, { directDebit: goodDirectDebit });
    const { quote, intent } = await paidQuote();
    await buyer.takeUp(quote, intent.paymentIntentId);

    const { rows: columns } = await server.db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_name IN ('payment_intents', 'policies') AND data_type IN ('text', 'json', 'jsonb', 'character varying')`,
    );
    expect(columns.length).toBeGreaterThan(10);
    for (const { table_name, column_name } of columns) {
      for (const needle of [...numbers, ...numbers.map((n) => n.replace(/(\d{4})/g, "$1 ").trim()), "63748472"]) {
        const { rows } = await server.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${table_name} WHERE ${column_name}::text LIKE $1`,
          [`%${needle}%`],
        );
        expect(rows[0].n, `${table_name}.${column_name} holds ${needle}`).toBe(0);
      }
    }
    const { rows } = await server.db.query("SELECT card_last4, card_brand, attempts FROM payment_intents WHERE id = $1", [
      monthlyIntent.paymentIntentId,
    ]);
    expect(rows).toEqual([{ card_last4: "4444", card_brand: "mastercard", attempts: 3 }]);
  });
});

describe("takeUpQuote", () => {
  it("refuses to take up before the payment succeeded, saying why when the card was declined", async () => {
    const quote = await newQuote();
    const intent = await buyer.prepare(quote);
    const unpaid = errorOf(await buyer.takeUpRaw(quote, intent.paymentIntentId));
    expect(unpaid.code).toBe("PAYMENT_NOT_COMPLETED");
    expect(unpaid.message).toBe("Payment not completed - please check your details and try again");
    await buyer.pay(intent, card("4000 0000 0000 9995"));
    const declined = errorOf(await buyer.takeUpRaw(quote, intent.paymentIntentId));
    expect(declined).toMatchObject({ code: "PAYMENT_NOT_COMPLETED", extensions: { paymentErrorCode: "INSUFFICIENT_FUNDS" } });
    const { rows } = await server.db.query("SELECT policy_reference FROM policies WHERE outcome_id = $1", [
      quote.ratingOutcome.underwritingOutcomeResponseId,
    ]);
    expect(rows).toEqual([]);
  });

  it("creates the policy once paid, and marks the quote taken up", async () => {
    const { quote, intent } = await paidQuote();
    const result = await buyer.takeUp(quote, intent.paymentIntentId);
    expect(result).toEqual({
      policyReference: expect.stringMatching(/^POL-[0-9A-HJKMNP-TV-Z]{10}$/),
      quoteState: "TAKEN_UP",
      quoteRef: quote.quoteRef,
    });
    const { rows } = await server.db.query(
      `SELECT p.policy_reference, p.payment_collection_option_code, p.amount_paid, p.inception_date_time, p.dd_sort_code, q.taken_up_at IS NOT NULL AS taken_up
       FROM policies p JOIN quotes q ON q.id = p.quote_id WHERE q.quote_ref = $1`,
      [quote.quoteRef],
    );
    expect(rows).toEqual([
      {
        policy_reference: result.policyReference,
        payment_collection_option_code: ANNUAL,
        amount_paid: intent.amount,
        inception_date_time: quote.capturedQuoteModel.quote.inceptionDateTime,
        dd_sort_code: null,
        taken_up: true,
      },
    ]);
  });

  it("answers the same policy reference to a retry and to concurrent take-ups, with one policy row", async () => {
    const { quote, intent } = await paidQuote();
    const results = await Promise.all([buyer.takeUp(quote, intent.paymentIntentId), buyer.takeUp(quote, intent.paymentIntentId)]);
    expect(results[1]).toEqual(results[0]);
    expect(await buyer.takeUp(quote, intent.paymentIntentId)).toEqual(results[0]);
    const { rows } = await server.db.query("SELECT policy_reference FROM policies WHERE outcome_id = $1", [
      quote.ratingOutcome.underwritingOutcomeResponseId,
    ]);
    expect(rows).toEqual([{ policy_reference: results[0].policyReference }]);
  });

  it("leaves a taken-up quote alone: no reprice, no new payment, no new rating, no second policy, each refusal naming the policy", async () => {
    const { quote, intent } = await paidQuote();
    const { policyReference } = await buyer.takeUp(quote, intent.paymentIntentId);
    const bought = { code: "ALREADY_TAKEN_UP", message: "This quote has already been bought.", extensions: { policyReference } };
    expect(errorOf(await buyer.repriceRaw(quote))).toMatchObject(bought);
    expect(errorOf(await buyer.prepareRaw(quote))).toMatchObject(bought);
    expect(errorOf(await buyer.prepareRaw(quote, MONTHLY))).toMatchObject(bought);
    const rerate = await server.graphql(
      `mutation ($body: QuoteBody!, $quoteRef: String, $token: String) { rateQuote(body: $body, quoteRef: $quoteRef, token: $token) { quoteRef } }`,
      {
        body: { product: "car", journeyVersion: (await import("./quoteDrafts.ts")).journeyOf("car").version, answers: carDraft },
        quoteRef: quote.quoteRef,
        token: quote.token,
      },
    );
    expect(errorOf(rerate)).toMatchObject(bought);
    // Another payment intent for the same quote (the monthly one) cannot buy it a second time.
    const other = await newQuote();
    const otherIntent = await buyer.prepare(other);
    expect(errorOf(await buyer.takeUpRaw(quote, otherIntent.paymentIntentId))).toMatchObject(bought);
  });

  it("lets no reprice change a paid price (the paid outcome can still be taken up)", async () => {
    const paid = await paidQuote();
    expect(errorOf(await buyer.repriceRaw(paid.quote)).code).toBe("QUOTE_PAID");
    expect(data(await buyer.takeUpRaw(paid.quote, paid.intent.paymentIntentId)).takeUpQuote.quoteState).toBe("TAKEN_UP");
  });

  it("refunds a payment whose cover start passed before take-up, and the quote can then be rated again", async () => {
    const late = await paidQuote();
    // The quotes in these tests start cover on their day; the next day no policy can start then.
    const refused = errorOf(await withToday("2026-11-23", () => buyer.takeUpRaw(late.quote, late.intent.paymentIntentId)));
    expect(refused).toMatchObject({ code: "PAYMENT_REFUNDED", extensions: { amount: late.intent.amount } });
    const { rows } = await server.db.query<{ status: string }>("SELECT status FROM payment_intents WHERE id = $1", [
      late.intent.paymentIntentId,
    ]);
    expect(rows[0].status).toBe("refunded");
    // Asked again (a retry whose first answer was lost), it says so again, refunded once and still not taken up.
    const retried = errorOf(await withToday("2026-11-23", () => buyer.takeUpRaw(late.quote, late.intent.paymentIntentId)));
    expect(retried).toEqual(refused);
    const { rows: policies } = await server.db.query("SELECT 1 FROM policies WHERE payment_intent_id = $1", [late.intent.paymentIntentId]);
    expect(policies).toEqual([]);
    // Refunded, the quote is no longer paid for: a new cover start rates it again under its reference.
    const again = await buyer.rate("car", carDraft, { quoteRef: late.quote.quoteRef, token: late.quote.token });
    expect(again.quoteRef).toBe(late.quote.quoteRef);
  });

  it("refuses to start paying for a quote whose cover start has passed, or that has expired", async () => {
    const quote = await newQuote();
    expect(errorOf(await withToday("2026-11-23", () => buyer.prepareRaw(quote))).code).toBe("COVER_START_PASSED");
    const intent = await buyer.prepare(quote);
    expect(errorOf(await withToday("2026-11-23", () => buyer.payRaw(intent, card()))).code).toBe("COVER_START_PASSED");
    expect(errorOf(await withToday("2026-12-23", () => buyer.takeUpRaw(quote, intent.paymentIntentId))).code).toBe("QUOTE_EXPIRED");
  });

  it("refuses another cover start than the quote's, a payment for another quote, and an unknown token", async () => {
    const { quote, intent } = await paidQuote();
    const wrongStart = errorOf(await buyer.takeUpRaw(quote, intent.paymentIntentId, { inception: "2026-12-01T00:00:00Z" }));
    expect(wrongStart).toMatchObject({ code: "BAD_USER_INPUT", extensions: { argument: "inceptionDateTime" } });
    const other = await paidQuote();
    expect(errorOf(await buyer.takeUpRaw(quote, other.intent.paymentIntentId)).code).toBe("PAYMENT_NOT_COMPLETED");
    expect(errorOf(await buyer.takeUpRaw({ ...quote, token: "nope" }, intent.paymentIntentId)).code).toBe("QUOTE_NOT_FOUND");
  });

  it("needs valid direct debit details for a monthly plan, and keeps only the sort code, last four digits and holder", async () => {
    const { quote, intent } = await paidQuote(MONTHLY);
    expect(errorOf(await buyer.takeUpRaw(quote, intent.paymentIntentId)).code).toBe("BAD_USER_INPUT");
    const failing = errorOf(
      await buyer.takeUpRaw(quote, intent.paymentIntentId, { directDebit: { ...goodDirectDebit, accountNumber: "63748473" } }),
    );
    expect(failing).toMatchObject({
      code: "BANK_DETAILS_INVALID",
      message: "This account number does not match the sort code - check your bank details and try again",
      extensions: { errorType: "MODULUS_CHECK_FAILED" },
    });
    const noHolder = errorOf(
      await buyer.takeUpRaw(quote, intent.paymentIntentId, { directDebit: { ...goodDirectDebit, accountHolder: " " } }),
    );
    expect(noHolder.code).toBe("BANK_DETAILS_INVALID");

    const result = await buyer.takeUp(quote, intent.paymentIntentId, { directDebit: goodDirectDebit });
    expect(result.quoteState).toBe("TAKEN_UP");
    const { rows } = await server.db.query(
      "SELECT dd_sort_code, dd_account_last4, dd_account_holder, amount_paid FROM policies WHERE policy_reference = $1",
      [result.policyReference],
    );
    expect(rows).toEqual([
      { dd_sort_code: "202959", dd_account_last4: "8472", dd_account_holder: "Sam Jones", amount_paid: intent.amount },
    ]);
  });
});
