/**
 * The card processor, or the database the local one lives in, failing between the charge and the
 * take-up (issue 30): a call whose answer is lost, before the processor acted or after. The
 * consumer is told to try again (SERVICE_UNAVAILABLE), and trying again is safe: Stripe's
 * idempotency keys and the local processor's intent (charged once, whatever is asked after) give
 * one intent, one charge and one refund however often a lost call is repeated. No policy without a
 * charge, and no charge without a policy or a refund.
 */
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/index.ts";
import { ANNUAL, card, errorOf, type Rated } from "./buying.ts";
import { localProcessor, policyPence, stripeProcessor, useBuyingServer, type ProcessorUnderTest } from "./paymentProcessors.ts";
import { TODAY } from "./quoteDrafts.ts";
import { generousLimits } from "./retrieving.ts";
import { lossyDb, type LossyDb } from "./support/lossyDb.ts";
import { expectUnavailable } from "./support/unavailable.ts";
import { freshPostgresDatabase, startTestServer } from "./testServer.ts";

/** What the processor holds of a quote's money, less its policy and its refunds: anything but 0 is stranded. */
async function stranded(processor: ProcessorUnderTest, buying: ReturnType<typeof useBuyingServer>, quote: Rated): Promise<number> {
  const { server } = buying;
  return (await processor.charged(server, quote)) - (await policyPence(server, quote)) - (await processor.refunded(server, quote));
}

describe("Stripe's answer lost", () => {
  const processor = stripeProcessor();
  const buying = useBuyingServer(processor);
  const intentsAtStripe = (quote: Rated) =>
    [...processor.fake.intents.values()].filter((intent) => intent.metadata.quoteRef === quote.quoteRef).map((intent) => intent.id);

  it("after Stripe made the payment intent: SERVICE_UNAVAILABLE, and asked again, the same intent (its idempotency key), paid once", async () => {
    const quote = await buying.buyer.rate("car", buying.carDraft);
    processor.fake.loseNext("POST", /^\/v1\/payment_intents$/, "after");
    expectUnavailable(await buying.buyer.prepareRaw(quote, ANNUAL), "prepareTakeUp");
    expect(intentsAtStripe(quote)).toHaveLength(1);

    const intent = await buying.buyer.prepare(quote, ANNUAL);
    expect(intentsAtStripe(quote)).toEqual([intent.paymentIntentId]);
    expect(processor.fake.succeed(intent.paymentIntentId)).toBe(true);
    expect((await buying.buyer.takeUp(quote, intent.paymentIntentId)).quoteState).toBe("TAKEN_UP");
    expect(await processor.charged(buying.server, quote)).toBe(intent.amount);
    expect(await stranded(processor, buying, quote)).toBe(0);
  });

  it("when take-up asks Stripe whether the payment succeeded: no policy until Stripe has answered, then exactly one", async () => {
    const quote = await buying.buyer.rate("car", buying.carDraft);
    const intent = await buying.buyer.prepare(quote, ANNUAL);
    expect(processor.fake.succeed(intent.paymentIntentId)).toBe(true);
    processor.fake.loseNext("GET", new RegExp(`^/v1/payment_intents/${intent.paymentIntentId}$`), "before");
    expectUnavailable(await buying.buyer.takeUpRaw(quote, intent.paymentIntentId), "takeUpQuote");
    // Charged, no policy yet, nothing refunded: the money waits for the take-up the consumer is told to try again.
    expect(await policyPence(buying.server, quote)).toBe(0);
    expect(await processor.refunded(buying.server, quote)).toBe(0);

    const policy = await buying.buyer.takeUp(quote, intent.paymentIntentId);
    expect((await buying.buyer.takeUp(quote, intent.paymentIntentId)).policyReference).toBe(policy.policyReference);
    expect(await policyPence(buying.server, quote)).toBe(intent.amount);
    expect(await stranded(processor, buying, quote)).toBe(0);
  });

  it("after Stripe gave the money back: SERVICE_UNAVAILABLE, and asked again, the same refund (its idempotency key), never a second", async () => {
    const quote = await buying.buyer.rate("car", buying.carDraft);
    const intent = await buying.buyer.prepare(quote, ANNUAL);
    expect(processor.fake.succeed(intent.paymentIntentId)).toBe(true);
    const refundsOf = () => processor.fake.refunds.filter((refund) => refund.payment_intent === intent.paymentIntentId);
    // The cover start passes before take-up: the payment cannot become a policy and goes back.
    buying.clock.set("2026-11-23");
    try {
      processor.fake.loseNext("POST", /^\/v1\/refunds$/, "after");
      expectUnavailable(await buying.buyer.takeUpRaw(quote, intent.paymentIntentId), "takeUpQuote");
      expect(refundsOf()).toHaveLength(1);

      expect(errorOf(await buying.buyer.takeUpRaw(quote, intent.paymentIntentId))).toMatchObject({
        code: "PAYMENT_REFUNDED",
        extensions: { amount: intent.amount, reason: "COVER_START_PASSED" },
      });
      await buying.server.reconcilePayments();
      expect(refundsOf()).toHaveLength(1);
      expect(await stranded(processor, buying, quote)).toBe(0);
    } finally {
      buying.clock.set(TODAY);
    }
  });
});

describe("the local processor's database connection lost", () => {
  let lossy: LossyDb;
  /** The local processor on a database whose connection can be made to drop at a chosen statement (lossyDb.ts). */
  const buying = useBuyingServer({
    ...localProcessor,
    async start(clock) {
      const own = await freshPostgresDatabase();
      const db = await openDatabase(own ? { databaseUrl: own.url } : { memory: true });
      lossy = lossyDb(db);
      const server = await startTestServer({ clock, db: lossy.db, payments: { stripe: null }, attemptLimits: generousLimits });
      return {
        ...server,
        close: () =>
          server
            .close()
            .then(() => db.close())
            .then(() => own?.drop()),
      };
    },
  });
  const intentRow = async (id: string) =>
    (
      await buying.server.db.query<{ status: string; attempts: number; card_last4: string }>(
        "SELECT status, attempts, card_last4 FROM payment_intents WHERE id = $1",
        [id],
      )
    ).rows[0];
  const policiesOf = async (quote: Rated) =>
    (
      await buying.server.db.query<{ policy_reference: string }>(
        "SELECT p.policy_reference FROM policies p JOIN quotes q ON q.id = p.quote_id WHERE q.quote_ref = $1",
        [quote.quoteRef],
      )
    ).rows.map((row) => row.policy_reference);

  it("after the charge committed: SERVICE_UNAVAILABLE, and paid again (even with another card), SUCCEEDED without a second charge", async () => {
    const quote = await buying.buyer.rate("car", buying.carDraft);
    const intent = await buying.buyer.prepare(quote, ANNUAL);
    lossy.loseNext(/UPDATE payment_intents[\s\S]*card_last4/, "after");
    expectUnavailable(await buying.buyer.payRaw(intent), "payLocalCard");
    expect(await intentRow(intent.paymentIntentId)).toEqual({ status: "succeeded", attempts: 1, card_last4: "4242" });

    expect(await buying.buyer.pay(intent, card("5555 5555 5555 4444"))).toEqual({ status: "SUCCEEDED", errorCode: null });
    expect(await intentRow(intent.paymentIntentId)).toEqual({ status: "succeeded", attempts: 1, card_last4: "4242" });
    expect((await buying.buyer.takeUp(quote, intent.paymentIntentId)).quoteState).toBe("TAKEN_UP");
    expect(await localProcessor.charged(buying.server, quote)).toBe(intent.amount);
    expect(await stranded(localProcessor, buying, quote)).toBe(0);
  });

  it.each(["before", "after"] as const)(
    "when the policy's statement loses its connection %s it is done: SERVICE_UNAVAILABLE, then one policy holding the one charge",
    async (when) => {
      const quote = await buying.buyer.rate("car", buying.carDraft);
      const intent = await buying.buyer.prepare(quote, ANNUAL);
      expect(await buying.buyer.pay(intent)).toEqual({ status: "SUCCEEDED", errorCode: null });
      lossy.loseNext(/INSERT INTO policies/, when);
      expectUnavailable(await buying.buyer.takeUpRaw(quote, intent.paymentIntentId), "takeUpQuote");
      // Not done: no policy, and the payment still the quote's, not refunded. Done: the policy, with its payment.
      expect(await policiesOf(quote)).toHaveLength(when === "before" ? 0 : 1);
      expect((await intentRow(intent.paymentIntentId)).status).toBe("succeeded");

      const { policyReference } = await buying.buyer.takeUp(quote, intent.paymentIntentId);
      expect(await policiesOf(quote)).toEqual([policyReference]);
      expect(await localProcessor.charged(buying.server, quote)).toBe(intent.amount);
      expect(await stranded(localProcessor, buying, quote)).toBe(0);
      // Its set-up, recorded with the policy, is done by the next run even when the answer was lost.
      await buying.server.runPolicySetup();
      const { rows } = await buying.server.db.query<{ open: number }>(
        "SELECT count(*)::int AS open FROM policy_setup_tasks WHERE policy_reference = $1 AND done_at IS NULL",
        [policyReference],
      );
      expect(rows).toEqual([{ open: 0 }]);
    },
  );
});
