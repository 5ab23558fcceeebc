/**
 * A database whose every statement and transaction is timed, for the metrics: the db layer knows
 * nothing of them, the server passes in what to do with each duration (server/app.ts).
 */
import { performance } from "node:perf_hooks";
import type { Db, Queryable } from "./types.ts";

/**
 * `query`: one statement (a migration's batch too), inside a transaction or not; `transaction`:
 * BEGIN to COMMIT or ROLLBACK, the work between them included. Failed ones are timed too.
 */
export type DbWorkKind = "query" | "transaction";

export type DbTimer = (kind: DbWorkKind, seconds: number) => void;

export function timedDb(db: Db, observe: DbTimer): Db {
  const time = async <T>(kind: DbWorkKind, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      observe(kind, (performance.now() - started) / 1000);
    }
  };
  const timed = (target: Queryable): Queryable => ({
    query: <T>(sql: string, params?: unknown[]) => time("query", () => target.query<T>(sql, params)),
    exec: (sql: string) => time("query", () => target.exec(sql)),
  });
  return { ...db, ...timed(db), transaction: (work) => time("transaction", () => db.transaction((tx) => work(timed(tx)))) };
}
