/**
 * The payment_intents table under racing writers, on the test database (PostgreSQL in
 * npm run test:postgres, where two inserts really run at once on two connections).
 */
import { describe, expect, it } from "vitest";
import { insertOrGetIntent, type NewIntent } from "../../server/payments/intentStore.ts";
import { MONTHLY } from "./buying.ts";
import { localProcessor, useBuyingServer } from "./paymentProcessors.ts";

describe("storing a payment intent", () => {
  const buying = useBuyingServer(localProcessor);

  it("answers both of two callers storing the same intent at once (Stripe's idempotency key gives both the same id) with it", async () => {
    const { server, buyer, carDraft } = buying;
    const quote = await buyer.rate("car", carDraft);
    const { rows } = await server.db.query<{ id: string }>(`SELECT id FROM quotes WHERE quote_ref = $1`, [quote.quoteRef]);
    const intent = (round: number): NewIntent => ({
      id: `pi_race_${quote.quoteRef}_${round}`,
      processor: "STRIPE",
      quoteId: rows[0].id,
      outcomeId: quote.ratingOutcome.underwritingOutcomeResponseId,
      paymentCollectionOptionCode: MONTHLY,
      amount: 5000,
      currency: "GBP",
      status: "requires_payment_method",
      clientSecretHash: null,
    });
    // Many rounds, as the two inserts overlap only sometimes; each round's intent is then
    // cancelled, so that the next may take the outcome's place for this way of paying.
    for (let round = 0; round < 200; round++) {
      const stored = await Promise.all([insertOrGetIntent(server.db, intent(round)), insertOrGetIntent(server.db, intent(round))]);
      expect(stored.map((row) => row.id)).toEqual([intent(round).id, intent(round).id]);
      await server.db.query(`UPDATE payment_intents SET status = 'canceled' WHERE id = $1`, [intent(round).id]);
    }
  });
});
