/**
 * One charge per policy, never a charge without a policy (issue 28), with each card processor:
 * a quote has one live payment, so a second way of paying cannot be paid as well; a payment and a
 * reprice cannot both win; with Stripe, a payment the server has not heard of yet still holds the
 * price; and a payment that succeeded but cannot become a policy is refunded, once, and the
 * consumer told so in the catalogue's words.
 */
import { describe, expect, it } from "vitest";
import { formatMessage } from "../../src/engine/index.ts";
import { catalogueText } from "../../server/domain/errors.ts";
import { ANNUAL, data, errorOf, goodDirectDebit, MONTHLY, type Rated } from "./buying.ts";
import { generousLimits, quoteBody } from "./retrieving.ts";
import {
  localProcessor,
  policyPence,
  stripeProcessor,
  useBuyingServer,
  webhookSecret,
  type ProcessorUnderTest,
} from "./paymentProcessors.ts";
import { TODAY } from "./quoteDrafts.ts";
import { openDatabase } from "../../server/db/index.ts";
import { heldChargeDb, type HeldChargeDb } from "./heldCharge.ts";
import { freshPostgresDatabase, startTestServer, type GraphqlResponse } from "./testServer.ts";

const pounds = (pence: number) => new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(pence / 100);

describe.each<ProcessorUnderTest>([localProcessor, stripeProcessor()])("with the $name processor", (processor) => {
  const buying = useBuyingServer(processor);

  const newQuote = () => buying.buyer.rate("car", buying.carDraft);
  /** What the processor holds of the quote's money, less its policy: anything but 0 is stranded. */
  const stranded = async (quote: Rated) =>
    (await processor.charged(buying.server, quote)) -
    (await policyPence(buying.server, quote)) -
    (await processor.refunded(buying.server, quote));

  it("cannot be paid both ways: preparing the other option cancels the first, or is refused once it was paid", async () => {
    const quote = await newQuote();
    const annual = await buying.buyer.prepare(quote, ANNUAL);
    const monthly = await buying.buyer.prepare(quote, MONTHLY);
    // The annual intent was cancelled: paying it takes nothing.
    expect(await processor.pay(buying.buyer, annual)).toBe(false);
    expect(await processor.pay(buying.buyer, monthly)).toBe(true);
    // Back to annual once monthly is paid: refused, naming the way it was paid, so the app can take it up.
    const refused = errorOf(await buying.buyer.prepareRaw(quote, ANNUAL));
    expect(refused).toMatchObject({
      code: "QUOTE_PAID",
      message: catalogueText("quote", "errors", "quotePaid"),
      extensions: { paymentCollectionOptionCode: MONTHLY },
    });
    // Asking again for the way it was paid gives the paid intent back.
    expect((await buying.buyer.prepare(quote, MONTHLY)).paymentIntentId).toBe(monthly.paymentIntentId);
    const policy = await buying.buyer.takeUp(quote, monthly.paymentIntentId, { directDebit: goodDirectDebit });
    expect(policy.quoteState).toBe("TAKEN_UP");
    expect(await processor.charged(buying.server, quote)).toBe(monthly.amount);
    expect(await stranded(quote)).toBe(0);
  });

  it("takes up with the first option's payment alone when a second prepare came after it was paid (the lost take-up answer)", async () => {
    const quote = await newQuote();
    const annual = await buying.buyer.prepare(quote, ANNUAL);
    expect(await processor.pay(buying.buyer, annual)).toBe(true);
    expect(errorOf(await buying.buyer.prepareRaw(quote, MONTHLY)).code).toBe("QUOTE_PAID");
    expect((await buying.buyer.takeUp(quote, annual.paymentIntentId)).quoteState).toBe("TAKEN_UP");
    expect(await stranded(quote)).toBe(0);
  });

  it("tells a consumer back after the cover start that the quote was paid, naming how, rather than that it can no longer be bought", async () => {
    const quote = await newQuote();
    const annual = await buying.buyer.prepare(quote, ANNUAL);
    expect(await processor.pay(buying.buyer, annual)).toBe(true);
    buying.clock.set("2026-11-23");
    try {
      expect(errorOf(await buying.buyer.prepareRaw(quote, MONTHLY))).toMatchObject({
        code: "QUOTE_PAID",
        extensions: { paymentCollectionOptionCode: ANNUAL },
      });
      expect((await buying.buyer.prepare(quote, ANNUAL)).paymentIntentId).toBe(annual.paymentIntentId);
      // Taking it up then refunds the payment, saying why.
      expect(errorOf(await buying.buyer.takeUpRaw(quote, annual.paymentIntentId))).toMatchObject({
        code: "PAYMENT_REFUNDED",
        extensions: { reason: "COVER_START_PASSED" },
      });
      expect(await stranded(quote)).toBe(0);
    } finally {
      buying.clock.set(TODAY);
    }
  });

  it("cancels an unpaid quote's payment once its cover start has passed, so it can no longer be charged", async () => {
    const quote = await newQuote();
    const annual = await buying.buyer.prepare(quote, ANNUAL);
    buying.clock.set("2026-11-23");
    try {
      expect(errorOf(await buying.buyer.prepareRaw(quote, MONTHLY)).code).toBe("COVER_START_PASSED");
      expect(await processor.pay(buying.buyer, annual)).toBe(false);
      expect(await processor.charged(buying.server, quote)).toBe(0);
    } finally {
      buying.clock.set(TODAY);
    }
  });

  it("holds the price from prepare to take-up: a reprice after payment is refused, one before it cancels the payment", async () => {
    const paid = await newQuote();
    const intent = await buying.buyer.prepare(paid, ANNUAL);
    expect(await processor.pay(buying.buyer, intent)).toBe(true);
    expect(errorOf(await buying.buyer.repriceRaw(paid))).toMatchObject({
      code: "QUOTE_PAID",
      extensions: { paymentCollectionOptionCode: ANNUAL },
    });
    expect(
      errorOf(
        await buying.server.graphql(REPRICE_BY_RATE, {
          body: quoteBody("car", buying.carDraft),
          quoteRef: paid.quoteRef,
          token: paid.token,
        }),
      ).code,
    ).toBe("QUOTE_PAID");
    expect((await buying.buyer.takeUp(paid, intent.paymentIntentId)).quoteState).toBe("TAKEN_UP");
    expect(await stranded(paid)).toBe(0);

    const unpaid = await newQuote();
    const before = await buying.buyer.prepare(unpaid, ANNUAL);
    const repriced = data(await buying.buyer.repriceRaw(unpaid)).repriceQuote;
    expect(await processor.pay(buying.buyer, before)).toBe(false);
    expect(await processor.charged(buying.server, unpaid)).toBe(0);
    const after = await buying.buyer.prepare(repriced, ANNUAL);
    expect(after.paymentIntentId).not.toBe(before.paymentIntentId);
    expect(await processor.pay(buying.buyer, after)).toBe(true);
    expect((await buying.buyer.takeUp(repriced, after.paymentIntentId)).quoteState).toBe("TAKEN_UP");
    expect(await stranded(unpaid)).toBe(0);
  });

  it("refunds a paid quote nobody takes up once its cover start has passed, found by the reconciliation, exactly once", async () => {
    const quote = await newQuote();
    const intent = await buying.buyer.prepare(quote, ANNUAL);
    expect(await processor.pay(buying.buyer, intent)).toBe(true);
    buying.clock.set("2026-11-23");
    try {
      expect(await buying.server.reconcilePayments()).toBeGreaterThanOrEqual(1);
      await buying.server.reconcilePayments();
      expect(await processor.refunded(buying.server, quote)).toBe(intent.amount);
      expect(await stranded(quote)).toBe(0);
      // The consumer coming back is told, in the catalogue's words.
      expect(errorOf(await buying.buyer.takeUpRaw(quote, intent.paymentIntentId))).toMatchObject({
        code: "PAYMENT_REFUNDED",
        message: formatMessage(catalogueText("buy", "paymentRefunded"), { amount: pounds(intent.amount) }),
        extensions: { amount: intent.amount, reason: "COVER_START_PASSED" },
      });
    } finally {
      buying.clock.set(TODAY);
    }
  });

  it("finishes a refund a crash cut short (owed, not yet given back) exactly once", async () => {
    const quote = await newQuote();
    const intent = await buying.buyer.prepare(quote, ANNUAL);
    expect(await processor.pay(buying.buyer, intent)).toBe(true);
    // The server died between marking the payment owed and asking the processor for the refund.
    await buying.server.db.query("UPDATE payment_intents SET status = 'refund_due' WHERE id = $1", [intent.paymentIntentId]);
    await buying.server.db.query("UPDATE quotes SET payment_intent_id = NULL WHERE quote_ref = $1", [quote.quoteRef]);
    await buying.server.reconcilePayments();
    await buying.server.reconcilePayments();
    expect(await processor.refunded(buying.server, quote)).toBe(intent.amount);
    const { rows } = await buying.server.db.query<{ status: string }>("SELECT status FROM payment_intents WHERE id = $1", [
      intent.paymentIntentId,
    ]);
    expect(rows[0].status).toBe("refunded");
    const told = errorOf(await buying.buyer.takeUpRaw(quote, intent.paymentIntentId));
    expect(told).toMatchObject({
      code: "PAYMENT_REFUNDED",
      message: formatMessage(catalogueText("buy", "paymentRefundedNoPolicy"), { amount: pounds(intent.amount) }),
      extensions: { amount: intent.amount, reason: "NO_POLICY" },
    });
    expect(await processor.refunded(buying.server, quote)).toBe(intent.amount);
  });

  it("lets the database hold at most one paid intent per quote, and the live payment only on the current outcome", async () => {
    const quote = await newQuote();
    const annual = await buying.buyer.prepare(quote, ANNUAL);
    expect(await processor.pay(buying.buyer, annual)).toBe(true);
    if (processor.name === "Stripe") await buying.buyer.takeUp(quote, annual.paymentIntentId);
    const other = await buying.server.db.query<{ id: string }>(
      `INSERT INTO payment_intents (id, processor, quote_id, outcome_id, payment_collection_option_code, amount, currency, status)
       SELECT 'pi_second_' || md5(random()::text), processor, quote_id, outcome_id, 'INSTALMENTS_WITH_DEPOSIT', 1, currency, 'requires_payment_method'
       FROM payment_intents WHERE id = $1 RETURNING id`,
      [annual.paymentIntentId],
    );
    await expect(
      buying.server.db.query("UPDATE payment_intents SET status = 'succeeded' WHERE id = $1", [other.rows[0].id]),
    ).rejects.toThrow(/unique|duplicate/i);
    const fresh = await newQuote();
    await buying.buyer.prepare(fresh, ANNUAL);
    await expect(
      buying.server.db.query("UPDATE quotes SET current_outcome_id = gen_random_uuid() WHERE quote_ref = $1", [fresh.quoteRef]),
    ).rejects.toThrow(/foreign key/i);
  });
});

describe("a payment racing a reprice (local processor)", () => {
  let held: HeldChargeDb;
  /** The local processor on a database that can hold a charge back after its checks (heldCharge.ts). */
  const buying = useBuyingServer({
    ...localProcessor,
    async start(clock) {
      const own = await freshPostgresDatabase();
      const db = await openDatabase(own ? { databaseUrl: own.url } : { memory: true });
      held = heldChargeDb(db);
      const server = await startTestServer({ clock, db: held.db, payments: { stripe: null }, attemptLimits: generousLimits });
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

  /** One of the two won, the other was refused, and no payment is left on a price that is not the quote's. */
  async function oneWon(quote: Rated, paid: GraphqlResponse<{ payLocalCard: { status: string } }>, repriced: GraphqlResponse<unknown>) {
    const payWon = paid.body.data?.payLocalCard.status === "SUCCEEDED";
    expect({ payWon, repriceWon: Boolean(repriced.body.data) }, `${paid.text} ${repriced.text}`).toEqual({ payWon, repriceWon: !payWon });
    if (payWon) expect(errorOf(repriced).code).toBe("QUOTE_PAID");
    else expect(errorOf(paid).code).toBe("OUTCOME_STALE");
    const { rows } = await buying.server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_intents p JOIN quotes q ON q.id = p.quote_id
       WHERE q.quote_ref = $1 AND p.status = 'succeeded' AND p.outcome_id <> q.current_outcome_id`,
      [quote.quoteRef],
    );
    expect(rows[0].n).toBe(0);
  }

  it("never charges a price that a reprice replaced between the payment's check and its charge", async () => {
    const quote = await buying.buyer.rate("car", buying.carDraft);
    const intent = await buying.buyer.prepare(quote, ANNUAL);
    const { reached } = held.holdNextCharge();
    const paying = buying.buyer.payRaw(intent);
    await reached;
    const repriced = await buying.buyer.repriceRaw(quote);
    await oneWon(quote, await paying, repriced);
    expect(errorOf(repriced).code).toBe("QUOTE_PAID");
  });

  it("never lets both win when they are sent at the same time, every time", async () => {
    for (let attempt = 0; attempt < 15; attempt++) {
      const quote = await buying.buyer.rate("car", buying.carDraft);
      const intent = await buying.buyer.prepare(quote, ANNUAL);
      const [paid, repriced] = await Promise.all([buying.buyer.payRaw(intent), buying.buyer.repriceRaw(quote)]);
      await oneWon(quote, paid, repriced);
    }
  });
});

describe("Stripe's webhook", () => {
  const processor = stripeProcessor();
  const buying = useBuyingServer(processor);

  const post = (payload: string, signature?: string) =>
    fetch(`${buying.server.url}/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
      body: payload,
    });

  it("records a payment the server had not seen, so the price holds without asking Stripe", async () => {
    const quote = await buying.buyer.rate("car", buying.carDraft);
    const intent = await buying.buyer.prepare(quote, ANNUAL);
    processor.fake.succeed(intent.paymentIntentId);
    const { payload, signature } = processor.fake.signedEvent(intent.paymentIntentId, webhookSecret);
    const response = await post(payload, signature);
    expect(response.status).toBe(200);
    const { rows } = await buying.server.db.query<{ status: string }>("SELECT status FROM payment_intents WHERE id = $1", [
      intent.paymentIntentId,
    ]);
    expect(rows[0].status).toBe("succeeded");
    expect((await buying.buyer.takeUp(quote, intent.paymentIntentId)).quoteState).toBe("TAKEN_UP");
  });

  it("refunds a payment Stripe took that can no longer become a policy, once however often Stripe sends it", async () => {
    const quote = await buying.buyer.rate("car", buying.carDraft);
    const intent = await buying.buyer.prepare(quote, ANNUAL);
    // As a server before this fix would have left it: the price changed in the table alone, while Stripe took the card.
    await buying.server.db.query("UPDATE quotes SET payment_intent_id = NULL WHERE quote_ref = $1", [quote.quoteRef]);
    await buying.server.db.query("UPDATE payment_intents SET status = 'canceled' WHERE id = $1", [intent.paymentIntentId]);
    processor.fake.succeed(intent.paymentIntentId);
    const { payload, signature } = processor.fake.signedEvent(intent.paymentIntentId, webhookSecret);
    expect((await post(payload, signature)).status).toBe(200);
    expect((await post(payload, signature)).status).toBe(200);
    expect(processor.fake.refunds.filter((refund) => refund.payment_intent === intent.paymentIntentId)).toHaveLength(1);
    const { rows } = await buying.server.db.query<{ status: string }>("SELECT status FROM payment_intents WHERE id = $1", [
      intent.paymentIntentId,
    ]);
    expect(rows[0].status).toBe("refunded");
  });

  it("believes nothing without Stripe's signature", async () => {
    const quote = await buying.buyer.rate("car", buying.carDraft);
    const intent = await buying.buyer.prepare(quote, ANNUAL);
    processor.fake.succeed(intent.paymentIntentId);
    const { payload } = processor.fake.signedEvent(intent.paymentIntentId, webhookSecret);
    const forged = processor.fake.signedEvent(intent.paymentIntentId, "whsec_someone_else").signature;
    expect((await post(payload)).status).toBe(400);
    expect((await post(payload, forged)).status).toBe(400);
    const genuine = processor.fake.signedEvent(intent.paymentIntentId, webhookSecret);
    expect((await post(genuine.payload.replace(`"livemode":false`, `"livemode":true`), genuine.signature)).status).toBe(400);
    const { rows } = await buying.server.db.query<{ status: string }>("SELECT status FROM payment_intents WHERE id = $1", [
      intent.paymentIntentId,
    ]);
    expect(rows[0].status).toBe("requires_payment_method");
  });
});

const REPRICE_BY_RATE = `mutation ($body: QuoteBody!, $quoteRef: String, $token: String) { rateQuote(body: $body, quoteRef: $quoteRef, token: $token) { quoteRef } }`;
