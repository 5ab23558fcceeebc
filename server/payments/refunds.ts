/**
 * No stranded money: a payment that succeeded and can no longer become a policy is given back,
 * exactly once. It is first marked 'refund_due' and taken off its quote (with the quote locked,
 * and only while no policy holds it), then refunded at the processor under an idempotency key per
 * payment, then marked 'refunded'. A crash in between leaves it 'refund_due', which the
 * reconciliation finds and finishes; asking twice makes one refund.
 *
 * The reconciliation (at start and every few minutes, app.ts) also finds payments nobody will
 * take up: the live payment of a quote whose cover start has passed, and open intents no quote
 * holds (a prepare cut short), which it cancels, or refunds when the processor took them anyway.
 */
import type { ServerClock } from "../clock.ts";
import type { Db } from "../db/index.ts";
import { intentById, openStatuses, openStatusList, type IntentStatus } from "./intentStore.ts";
import { coverStartSql, lockQuote, type LivePayments } from "./livePayments.ts";
import type { CardPayments } from "./types.ts";

export interface ReconcileOptions {
  /** How long an open intent no quote holds is left alone first, for the prepare that made it to finish. Default 10 minutes. */
  graceSeconds?: number;
}

/** At most this many payments are looked at per round; the next round takes the rest. */
const reconcileBatch = 200;

export class Refunds {
  constructor(
    private readonly db: Db,
    private readonly payments: CardPayments,
    private readonly live: LivePayments,
    private readonly clock: ServerClock,
    private readonly log: (message: string) => void,
  ) {}

  /**
   * Gives back a succeeded payment no policy holds: the pence refunded, or undefined when there
   * was nothing to give back (a policy holds it, it was never paid, or it was refunded already).
   */
  async refund(intentId: string): Promise<number | undefined> {
    const owed = await this.#owe(intentId);
    if (owed === undefined) return undefined;
    await this.#giveBack(intentId);
    return owed;
  }

  /**
   * A payment the processor says succeeded (Stripe's webhook): recorded, and refunded when it
   * cannot become a policy. One the table never stored but made for one of our outcomes (its
   * `outcomeId` metadata) cannot be taken up at all, so it goes straight back.
   */
  async settleSucceeded(intentId: string, outcomeId?: string): Promise<void> {
    if (await intentById(this.db, intentId)) {
      if ((await this.live.recordSucceeded(intentId)) === "refund_due") await this.#giveBack(intentId);
      return;
    }
    if (outcomeId && (await this.#isOutcome(outcomeId))) {
      await this.payments.refund(intentId);
      this.log(`Payment ${intentId} refunded: it was never stored, so it could not become a policy`);
    }
  }

  async #isOutcome(outcomeId: string): Promise<boolean> {
    const { rows } = await this.db.query("SELECT 1 FROM quote_ratings WHERE outcome_id::text = $1", [outcomeId]);
    return rows.length > 0;
  }

  /** One round of the reconciliation: answers how many payments it refunded. */
  async reconcile({ graceSeconds = 600 }: ReconcileOptions = {}): Promise<number> {
    const { rows } = await this.db.query<{ id: string; status: IntentStatus }>(
      `SELECT p.id, p.status FROM payment_intents p WHERE p.status = 'refund_due'
       UNION
       SELECT p.id, p.status FROM quotes q JOIN payment_intents p ON p.id = q.payment_intent_id
         WHERE q.payment_intent_id IS NOT NULL AND q.taken_up_at IS NULL AND ${coverStartSql} < $1
       UNION
       SELECT p.id, p.status FROM payment_intents p
         WHERE p.status IN (${openStatusList}) AND p.updated_at < now() - make_interval(secs => $2)
           AND NOT EXISTS (SELECT 1 FROM quotes q WHERE q.payment_intent_id = p.id)
       LIMIT ${reconcileBatch}`,
      [this.clock.today(), graceSeconds],
    );
    let refunded = 0;
    for (const { id, status } of rows) {
      try {
        if (await this.#settle(id, status)) refunded++;
      } catch (error) {
        // One payment the processor cannot answer for now must not hold up the others; the next round tries again.
        this.log(`Reconciling payment ${id} failed: ${(error as Error).message}`);
      }
    }
    if (refunded > 0) this.log(`Reconciliation refunded ${refunded} payment${refunded === 1 ? "" : "s"} that could not become a policy`);
    return refunded;
  }

  /** Brings one payment the reconciliation found to rest: true when it refunded it. */
  async #settle(id: string, status: IntentStatus): Promise<boolean> {
    if (status === "refund_due") {
      await this.#giveBack(id);
      return true;
    }
    if (status === "succeeded") return (await this.refund(id)) !== undefined;
    const now = openStatuses.includes(status) ? await this.payments.cancel(id) : "canceled";
    if (now === "processing") return false;
    if (now === "succeeded") {
      await this.live.recordSucceeded(id);
      return (await this.refund(id)) !== undefined;
    }
    await this.#close(id);
    return false;
  }

  /** An intent cancelled at its processor: recorded, and no longer any quote's live payment. */
  async #close(intentId: string): Promise<void> {
    const intent = await intentById(this.db, intentId);
    if (!intent) return;
    await this.db.transaction(async (tx) => {
      await lockQuote(tx, intent.quote_id);
      await tx.query(`UPDATE payment_intents SET status = 'canceled', updated_at = now() WHERE id = $1 AND status IN (${openStatusList})`, [
        intentId,
      ]);
      await tx.query(`UPDATE quotes SET payment_intent_id = NULL WHERE id = $1 AND payment_intent_id = $2`, [intent.quote_id, intentId]);
    });
  }

  /** Marks a succeeded payment no policy holds as owed and takes it off its quote: its pence, or undefined. */
  async #owe(intentId: string): Promise<number | undefined> {
    const intent = await intentById(this.db, intentId);
    if (!intent) return undefined;
    return this.db.transaction(async (tx) => {
      await lockQuote(tx, intent.quote_id);
      const { rows } = await tx.query<{ amount: number }>(
        `UPDATE payment_intents p SET status = 'refund_due', updated_at = now()
         WHERE p.id = $1 AND p.status IN ('succeeded', 'refund_due') AND NOT EXISTS (SELECT 1 FROM policies WHERE payment_intent_id = p.id)
         RETURNING amount`,
        [intentId],
      );
      await tx.query(`UPDATE quotes SET payment_intent_id = NULL WHERE id = $1 AND payment_intent_id = $2 AND taken_up_at IS NULL`, [
        intent.quote_id,
        intentId,
      ]);
      return rows[0]?.amount;
    });
  }

  /** Refunds an owed payment at the processor (the same refund however often asked), then records it. */
  async #giveBack(intentId: string): Promise<void> {
    await this.payments.refund(intentId);
    await this.db.query(`UPDATE payment_intents SET status = 'refunded', updated_at = now() WHERE id = $1 AND status = 'refund_due'`, [
      intentId,
    ]);
    this.log(`Payment ${intentId} refunded: it could not become a policy`);
  }
}
