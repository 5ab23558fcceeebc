/**
 * A database that holds the local processor's charge back at the worst moment for a race with a
 * reprice: after the payment has checked the quote, before the card is charged. The held charge
 * goes on once the reprice has replaced the outcome; or, when the charge runs in a transaction
 * (holding the quote's lock, as it must), once the reprice has asked the database for anything,
 * since it can then go no further than that lock until the charge commits. Without the lock the
 * reprice lands between the check and the charge every time; with it, never.
 */
import type { Db, Queryable } from "../../server/db/index.ts";

/** The local processor's charge, and a reprice's (or a new rating's) replacement of the quote's outcome. */
const chargeStatement = /UPDATE payment_intents[\s\S]*card_last4/;
const replaceStatement = /UPDATE quotes SET (request|product)/;

interface Hold {
  reached: Promise<void>;
  reach(): void;
  release(): void;
  released: Promise<void>;
  /** Set when the charge has come, with whether it came inside a transaction. */
  inTransaction?: boolean;
}

export interface HeldChargeDb {
  db: Db;
  /** Holds the next charge; resolves once it has come (the payment's checks are done). */
  holdNextCharge(): { reached: Promise<void> };
}

export function heldChargeDb(db: Db): HeldChargeDb {
  let hold: Hold | undefined;
  /** Anything the reprice asks once a charge in a transaction is held lets the charge go on. */
  const repriceAsked = () => {
    if (hold?.inTransaction) hold.release();
  };
  const watched = (target: Queryable, inTransaction: boolean): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const held = hold;
      if (held && held.inTransaction === undefined && chargeStatement.test(sql)) {
        held.inTransaction = inTransaction;
        held.reach();
        await held.released;
        hold = undefined;
      } else if (!inTransaction) {
        repriceAsked();
      }
      const result = await target.query<T>(sql, params);
      if (held && replaceStatement.test(sql)) held.release();
      return result;
    },
    exec: (sql) => target.exec(sql),
  });
  return {
    db: {
      ...db,
      ...watched(db, false),
      transaction(work) {
        repriceAsked();
        return db.transaction((tx) => work(watched(tx, true)));
      },
      close: () => db.close(),
    },
    holdNextCharge() {
      let reach!: () => void;
      let release!: () => void;
      const reached = new Promise<void>((resolve) => (reach = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      hold = { reached, reach, release, released };
      return { reached };
    },
  };
}
