/**
 * "We only store your details for 30 days": quotes never bought are deleted once the details they
 * hold (given when the quote was last rated: created_date) are more than `retentionDays` old, with
 * their ratings and payment intents. Bought quotes stay with their policies. A quote with money in
 * motion (a payment succeeded, owed back, or still being processed) waits: the payment
 * reconciliation settles it (payments/refunds.ts), and a later run deletes it.
 *
 * The job runs at start and then periodically on every server; a lease in the database
 * (jobLease.ts) lets one server run it per period.
 */
import { addDays, format, parseISO } from "date-fns";
import type { ServerClock } from "../clock.ts";
import type { Db } from "../db/index.ts";
import type { JobLease } from "./jobLease.ts";

export const retentionJob = "quote-retention";
export const defaultRetentionDays = 30;
/** The job runs once an hour in total, whatever the number of servers. */
export const retentionPeriodMs = 60 * 60_000;
const batchSize = 500;

/** Statuses of a payment that still holds or may yet hold money: its quote is kept until it is settled. */
const moneyInMotion = "'processing', 'requires_capture', 'succeeded', 'refund_due'";

/** Deletes the quotes not bought whose details are older than the cutoff; how many. */
export async function deleteStaleQuotes(db: Db, cutoffDate: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const { rows } = await db.query<{ id: string }>(
      `DELETE FROM quotes WHERE id IN (
         SELECT q.id FROM quotes q
         WHERE q.taken_up_at IS NULL AND q.created_date < $1
           AND NOT EXISTS (SELECT 1 FROM payment_intents p WHERE p.quote_id = q.id AND p.status IN (${moneyInMotion}))
         LIMIT ${batchSize})
       RETURNING id`,
      [cutoffDate],
    );
    deleted += rows.length;
    if (rows.length < batchSize) return deleted;
  }
}

export type RetentionRun = { ran: false } | { ran: true; deleted: number };

export interface RetentionOptions {
  clock: ServerClock;
  lease: JobLease;
  retentionDays?: number;
}

/** One run, if this server gets the lease: quotes created before today minus the retention are deleted. */
export async function runQuoteRetention(
  db: Db,
  { clock, lease, retentionDays = defaultRetentionDays }: RetentionOptions,
): Promise<RetentionRun> {
  const now = clock.now();
  if (!(await lease.claim(retentionJob, now, new Date(now.getTime() + retentionPeriodMs)))) return { ran: false };
  try {
    const cutoff = format(addDays(parseISO(clock.today()), -retentionDays), "yyyy-MM-dd");
    return { ran: true, deleted: await deleteStaleQuotes(db, cutoff) };
  } catch (error) {
    await lease.release(retentionJob, now).catch(() => undefined);
    throw error;
  }
}
