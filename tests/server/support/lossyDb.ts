/**
 * A database whose connection drops at a chosen statement, as pg's does when the server or the
 * network goes: before the statement reached the server (nothing done), or after it was done and
 * committed, its answer lost on the way back (a statement inside a transaction loses the answer to
 * the transaction's COMMIT). Either way the caller gets pg's own "Connection terminated
 * unexpectedly", and cannot tell which happened: only a retry that is safe either way is.
 */
import type { Db, Queryable } from "../../../server/db/index.ts";

export type LossPoint = "before" | "after";

export interface LossyDb {
  db: Db;
  /** The next statement matching `statement` loses its connection, before or after it is done. */
  loseNext(statement: RegExp, when: LossPoint): void;
}

const lost = () => new Error("Connection terminated unexpectedly");

export function lossyDb(target: Db): LossyDb {
  let armed: { statement: RegExp; when: LossPoint } | undefined;
  /** Takes the armed loss if this statement is the one. */
  const lossFor = (sql: string): LossPoint | undefined => {
    if (!armed?.statement.test(sql)) return undefined;
    const { when } = armed;
    armed = undefined;
    return when;
  };
  return {
    db: {
      ...target,
      async query<T>(sql: string, params?: unknown[]) {
        const loss = lossFor(sql);
        if (loss === "before") throw lost();
        const result = await target.query<T>(sql, params);
        if (loss === "after") throw lost();
        return result;
      },
      async transaction(work) {
        let lossAfterCommit = false;
        const watched = (tx: Queryable): Queryable => ({
          async query<T>(sql: string, params?: unknown[]) {
            const loss = lossFor(sql);
            if (loss === "before") throw lost();
            if (loss === "after") lossAfterCommit = true;
            return tx.query<T>(sql, params);
          },
          exec: (sql) => tx.exec(sql),
        });
        const result = await target.transaction((tx) => work(watched(tx)));
        if (lossAfterCommit) throw lost();
        return result;
      },
      close: () => target.close(),
    },
    loseNext(statement, when) {
      armed = { statement, when };
    },
  };
}
