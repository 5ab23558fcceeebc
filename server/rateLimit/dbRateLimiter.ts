/**
 * rate-limiter-flexible's PostgreSQL limiter, run on the app's own database (PGlite or pg) so every
 * server instance on one PostgreSQL shares the counters. The limiter talks to a pg Pool through
 * `query({ text, values })`; dbAsPool gives it that over our Db, and the table comes from migration
 * 010_rate_limits.sql (the limiter's own columns: key, points, expire), so the limiter never runs DDL.
 */
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { Db } from "../db/index.ts";

export const rateLimitTable = "rate_limits";

/** A limit of `points` attempts per key in a window of `durationSeconds`. */
export interface RateLimit {
  points: number;
  durationSeconds: number;
}

/** The part of pg.Pool's API RateLimiterPostgres uses (storeType "pool"). */
interface PoolLike {
  query(config: { text: string; values?: unknown[] }): Promise<{ rows: Record<string, unknown>[]; rowCount: number }>;
}

/**
 * Our Db as a pg Pool. rowCount is the number of rows returned, which is what the limiter reads it
 * for (its SELECT and its INSERT … RETURNING); the limiter's prepared-statement names are not needed.
 */
function dbAsPool(db: Db): PoolLike {
  return {
    async query({ text, values }) {
      const { rows } = await db.query<Record<string, unknown>>(text, values);
      return { rows, rowCount: rows.length };
    },
  };
}

/** One named limit, counted in the database. keyPrefix keeps limits apart in the one table. */
export function dbRateLimiter(db: Db, keyPrefix: string, limit: RateLimit): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: dbAsPool(db),
    storeType: "pool",
    tableName: rateLimitTable,
    tableCreated: true,
    // The app clears expired rows itself (clearExpiredCounters), on a timer it stops on close.
    clearExpiredByTimeout: false,
    keyPrefix,
    points: limit.points,
    duration: limit.durationSeconds,
  });
}

/** Deletes counters whose window ended over an hour ago (they would be reset on next use anyway). */
export async function clearExpiredCounters(db: Db, now = Date.now()): Promise<void> {
  await db.query(`DELETE FROM ${rateLimitTable} WHERE expire < $1`, [now - 3_600_000]);
}

/** A limiter's refusal (over the limit), as opposed to a database error. */
export function isRefusal(error: unknown): error is RateLimiterRes {
  return error instanceof RateLimiterRes;
}
