/**
 * Buying with Stripe configured, over real HTTP, with Stripe's API stubbed behind the SDK's HTTP
 * client: the browser gets Stripe's publishable key and client secret, payLocalCard is refused,
 * and take-up asks Stripe whether the payment succeeded.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Draft } from "../../src/engine/index.ts";
import { FakeStripe } from "../payments/fakeStripe.ts";
import { ANNUAL, Buyer, card, errorOf, goodDirectDebit, MONTHLY, optionOf } from "./buying.ts";
import { clock, completeDraft } from "./quoteDrafts.ts";
import { startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

const fake = new FakeStripe();
let server: TestServer;
let buyer: Buyer;
let carDraft: Draft;
beforeAll(async () => {
  server = await startTestServer({
    clock,
    payments: {
      stripe: {
        secretKey: "sk_test_fake",
        publishableKey: "pk_test_fake",
        accountId: null,
        httpClient: fake.httpClient,
        maxNetworkRetries: 0,
      },
    },
  });
  buyer = new Buyer(server);
  carDraft = await completeDraft(server, "car");
}, startupTimeout);
afterAll(() => server?.close());

describe("with Stripe", () => {
  it("prepares a Stripe payment intent for the re-derived amount and hands the browser the publishable key", async () => {
    const quote = await buyer.rate("car", carDraft);
    const intent = await buyer.prepare(quote, MONTHLY);
    expect(intent).toMatchObject({
      cardPaymentProcessor: "STRIPE",
      apiKey: "pk_test_fake",
      accountId: null,
      amount: optionOf(quote, MONTHLY).upFrontAmount,
      currency: "GBP",
      clientSecret: `${intent.paymentIntentId}_secret_fake`,
    });
    expect(fake.intent(intent.paymentIntentId)).toMatchObject({
      amount: intent.amount,
      currency: "gbp",
      metadata: {
        quoteRef: quote.quoteRef,
        outcomeId: quote.ratingOutcome.underwritingOutcomeResponseId,
        paymentCollectionOptionCode: MONTHLY,
      },
    });
    expect(await buyer.prepare(quote, MONTHLY)).toEqual(intent);
  });

  it("refuses payLocalCard: the card goes to Stripe", async () => {
    const intent = await buyer.prepare(await buyer.rate("car", carDraft));
    expect(errorOf(await buyer.payRaw(intent, card())).code).toBe("BAD_USER_INPUT");
  });

  it("takes up only once Stripe says the payment succeeded, and says why when it was declined", async () => {
    const quote = await buyer.rate("car", carDraft);
    const intent = await buyer.prepare(quote, ANNUAL);
    expect(errorOf(await buyer.takeUpRaw(quote, intent.paymentIntentId))).toMatchObject({ code: "PAYMENT_NOT_COMPLETED" });
    fake.decline(intent.paymentIntentId, "expired_card");
    expect(errorOf(await buyer.takeUpRaw(quote, intent.paymentIntentId))).toMatchObject({
      code: "PAYMENT_NOT_COMPLETED",
      extensions: { paymentErrorCode: "EXPIRED_CARD" },
    });
    fake.succeed(intent.paymentIntentId);
    const first = await buyer.takeUp(quote, intent.paymentIntentId);
    expect(first).toMatchObject({ quoteRef: quote.quoteRef, quoteState: "TAKEN_UP" });
    expect(await buyer.takeUp(quote, intent.paymentIntentId)).toEqual(first);
    const retrieved = fake.requests.filter((r) => r.method === "GET" && r.url.pathname === `/v1/payment_intents/${intent.paymentIntentId}`);
    expect(retrieved.length).toBeGreaterThanOrEqual(3);
  });

  it("refuses a payment Stripe took for a different amount", async () => {
    const quote = await buyer.rate("car", carDraft);
    const intent = await buyer.prepare(quote, MONTHLY);
    fake.succeed(intent.paymentIntentId);
    fake.intent(intent.paymentIntentId).amount = 1;
    expect(errorOf(await buyer.takeUpRaw(quote, intent.paymentIntentId, { directDebit: goodDirectDebit })).code).toBe(
      "PAYMENT_NOT_COMPLETED",
    );
  });
});
