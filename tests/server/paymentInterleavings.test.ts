/**
 * A property of buying, with each card processor: whatever a consumer (or several tabs of theirs)
 * does, in any order and at the same time — prepare either way of paying, pay any intent they were
 * given, reprice from a current or an old price, take up with any intent — once every intent paid
 * has been offered to take-up (as a browser retrying would), what the processor took equals the
 * policy's price plus what it gave back: no money kept without a policy, no policy without money.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ANNUAL, goodDirectDebit, MONTHLY, type IntentDetails, type Rated } from "./buying.ts";
import { localProcessor, policyPence, stripeProcessor, useBuyingServer, type ProcessorUnderTest } from "./paymentProcessors.ts";
import { TODAY } from "./quoteDrafts.ts";
import type { GraphqlResponse } from "./testServer.ts";

type Command =
  | { kind: "prepare"; option: string; rating: number }
  | { kind: "pay"; intent: number }
  | { kind: "reprice"; voluntaryExcess: number; rating: number }
  | { kind: "takeUp"; intent: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant("prepare" as const), option: fc.constantFrom(ANNUAL, MONTHLY), rating: fc.nat() }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("pay" as const), intent: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("reprice" as const), voluntaryExcess: fc.constantFrom(0, 10_000, 25_000), rating: fc.nat() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("takeUp" as const), intent: fc.nat() }) },
);
/** Steps run one after another; the commands of a step run at the same time. */
const steps = fc.array(fc.array(command, { minLength: 1, maxLength: 3 }), { minLength: 2, maxLength: 8 });

/** The answers a refused call may give: anything else (an internal error above all) fails the property. */
const refusals = new Set([
  "QUOTE_PAID",
  "OUTCOME_STALE",
  "PAYMENT_CANCELED",
  "PAYMENT_NOT_COMPLETED",
  "ALREADY_TAKEN_UP",
  "PAYMENT_REFUNDED",
]);

describe.each<ProcessorUnderTest>([localProcessor, stripeProcessor()])("any interleaving of buying calls, $name processor", (processor) => {
  const buying = useBuyingServer(processor);

  /** An item of the list, the latest more often than the others (most calls act on the current price or intent). */
  const choose = <T>(list: T[], pick: number): T | undefined => list[Math.min(pick % (list.length + 2), list.length - 1)];

  it("ends with the processor's takings equal to the policy's price plus its refunds", { timeout: 240_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (plan) => {
        const { server, buyer, carDraft } = buying;
        const first = await buyer.rate("car", carDraft);
        const ratings: Rated[] = [first];
        const intents: { intent: IntentDetails; rating: Rated }[] = [];
        const answered = (response: GraphqlResponse<unknown>) => {
          const code = response.body.errors?.[0]?.extensions?.code;
          expect(code === undefined || refusals.has(String(code)), response.text).toBe(true);
          return response.body.data ?? undefined;
        };
        const takeUp = async ({ intent, rating }: { intent: IntentDetails; rating: Rated }) =>
          answered(await buyer.takeUpRaw(rating, intent.paymentIntentId, { directDebit: goodDirectDebit }));
        const run = async (step: Command): Promise<void> => {
          if (step.kind === "prepare") {
            const rating = choose(ratings, step.rating)!;
            const prepared = answered(await buyer.prepareRaw(rating, step.option)) as { prepareTakeUp: IntentDetails } | undefined;
            if (prepared) intents.push({ intent: prepared.prepareTakeUp, rating });
          } else if (step.kind === "reprice") {
            const rating = choose(ratings, step.rating)!;
            const repriced = answered(await buyer.repriceRaw(rating, { addons: [], voluntaryExcess: step.voluntaryExcess })) as
              { repriceQuote: Rated } | undefined;
            if (repriced) ratings.push(repriced.repriceQuote);
          } else {
            const held = choose(intents, step.intent);
            if (!held) return;
            if (step.kind === "pay") await processor.pay(buyer, held.intent);
            else await takeUp(held);
          }
        };
        for (const step of plan) await Promise.all(step.map(run));
        // The browser retries take-up with what it holds (its answer may have been lost).
        for (const held of intents) await takeUp(held);

        const charged = await processor.charged(server, first);
        const kept = (await policyPence(server, first)) + (await processor.refunded(server, first));
        expect(charged, JSON.stringify(plan)).toBe(kept);
      }),
      { numRuns: 30, endOnFailure: true },
    );
  });

  it("leaves the reconciliation nothing to find once the cover start of every quote above has passed", async () => {
    buying.clock.set("2026-11-23");
    try {
      expect(await buying.server.reconcilePayments({ graceSeconds: 0 })).toBe(0);
    } finally {
      buying.clock.set(TODAY);
    }
  });
});
