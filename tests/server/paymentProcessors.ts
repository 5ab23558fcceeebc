/**
 * The two card processors as the payment tests drive them, over real HTTP: the local processor
 * (the card goes to payLocalCard) and Stripe behind the fake of tests/payments/fakeStripe.ts (the
 * browser's Stripe.js confirm is fake.succeed). Each answers what was charged and refunded for a
 * quote, from the processor's own records, so a test can check that no money is left stranded.
 */
import { afterAll, beforeAll } from "vitest";
import type { Draft } from "../../src/engine/index.ts";
import type { ServerClock } from "../../server/clock.ts";
import { FakeStripe } from "../payments/fakeStripe.ts";
import { Buyer, type IntentDetails, type Rated } from "./buying.ts";
import { completeDraft, TODAY } from "./quoteDrafts.ts";
import { generousLimits } from "./retrieving.ts";
import { startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

export const webhookSecret = "whsec_test_fake";

/** A clock the test moves: the server's today. */
export interface MovableClock extends ServerClock {
  set(day: string): void;
}

export function movableClock(start = TODAY): MovableClock {
  let today = start;
  return { today: () => today, now: () => new Date(`${today}T12:00:00.000Z`), set: (day) => void (today = day) };
}

/** A server taking payments with one processor, for the tests of one describe block, and a car draft to quote. */
export interface BuyingServer {
  clock: MovableClock;
  server: TestServer;
  buyer: Buyer;
  carDraft: Draft;
}

/** Starts the server before the describe block's tests (closing it after): its fields are set once they run. */
export function useBuyingServer(processor: ProcessorUnderTest): BuyingServer {
  const setup = { clock: movableClock() } as BuyingServer;
  beforeAll(async () => {
    setup.server = await processor.start(setup.clock);
    setup.buyer = new Buyer(setup.server);
    setup.carDraft = await completeDraft(setup.server, "car");
  }, startupTimeout);
  afterAll(() => setup.server?.close());
  return setup;
}

export interface ProcessorUnderTest {
  name: "local" | "Stripe";
  start(clock: ServerClock): Promise<TestServer>;
  /** Pays the intent as the browser would; false when the processor refused to take it (cancelled, paid already). */
  pay(buyer: Buyer, intent: IntentDetails): Promise<boolean>;
  /** Pence the processor took for this quote's payments, refunded ones included. */
  charged(server: TestServer, quote: Rated): Promise<number>;
  /** Pence the processor gave back for this quote's payments. */
  refunded(server: TestServer, quote: Rated): Promise<number>;
}

export const localProcessor: ProcessorUnderTest = {
  name: "local",
  start: (clock) => startTestServer({ clock, payments: { stripe: null }, attemptLimits: generousLimits }),
  async pay(buyer, intent) {
    const response = await buyer.payRaw(intent);
    return response.body.data?.payLocalCard.status === "SUCCEEDED";
  },
  charged: (server, quote) => sumOfIntents(server, quote, ["succeeded", "refund_due", "refunded"]),
  refunded: (server, quote) => sumOfIntents(server, quote, ["refunded"]),
};

export function stripeProcessor(fake = new FakeStripe()): ProcessorUnderTest & { fake: FakeStripe } {
  const ofQuote = (quote: Rated) => [...fake.intents.values()].filter((intent) => intent.metadata.quoteRef === quote.quoteRef);
  return {
    name: "Stripe",
    fake,
    start: (clock) =>
      startTestServer({
        clock,
        attemptLimits: generousLimits,
        payments: {
          stripe: {
            secretKey: "sk_test_fake",
            publishableKey: "pk_test_fake",
            accountId: null,
            httpClient: fake.httpClient,
            maxNetworkRetries: 0,
            webhookSecret,
          },
        },
      }),
    pay: async (_, intent) => fake.succeed(intent.paymentIntentId),
    charged: async (_, quote) =>
      ofQuote(quote)
        .filter((intent) => intent.status === "succeeded")
        .reduce((sum, intent) => sum + intent.amount, 0),
    async refunded(_, quote) {
      const ids = new Set(ofQuote(quote).map((intent) => intent.id));
      return fake.refunds.filter((refund) => ids.has(refund.payment_intent)).reduce((sum, refund) => sum + refund.amount, 0);
    },
  };
}

async function sumOfIntents(server: TestServer, quote: Rated, statuses: string[]): Promise<number> {
  const { rows } = await server.db.query<{ pence: number }>(
    `SELECT coalesce(sum(p.amount), 0)::int AS pence FROM payment_intents p JOIN quotes q ON q.id = p.quote_id
     WHERE q.quote_ref = $1 AND p.status = ANY($2::text[])`,
    [quote.quoteRef, statuses],
  );
  return rows[0].pence;
}

/** Pence of the quote's policies (none or one). */
export async function policyPence(server: TestServer, quote: Rated): Promise<number> {
  const { rows } = await server.db.query<{ pence: number }>(
    `SELECT coalesce(sum(p.amount_paid), 0)::int AS pence FROM policies p JOIN quotes q ON q.id = p.quote_id WHERE q.quote_ref = $1`,
    [quote.quoteRef],
  );
  return rows[0].pence;
}
