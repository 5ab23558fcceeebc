import { mkdir } from "node:fs/promises";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { createInMemoryPglite } from "./pgliteTemplate.ts";
import type { Db, Queryable } from "./types.ts";

/** The embedded engine: a real PostgreSQL compiled to WASM, in memory or persisted to a folder. */
export async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  return dataDir ? PGlite.create(dataDir) : createInMemoryPglite();
}

/** The embedded engine on the calling thread (tests; pgliteThreadDb.ts runs it on its own). */
export async function openPgliteDb(dataDir: string | undefined): Promise<Db> {
  const pglite = await openPglite(dataDir);
  let closing: Promise<void> | undefined;

  return {
    engine: "pglite",
    ...wrap(pglite),
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    // Closing twice (signal during shutdown) must not throw; PGlite flushes to disk on close.
    close: () => (closing ??= pglite.close()),
  };
}

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const result = await target.query<T>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}
