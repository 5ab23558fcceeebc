import { mkdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { createInMemoryPglite, type PgliteEngineFiles } from "./pgliteTemplate.ts";
import type { Db, Queryable } from "./types.ts";

/**
 * Reads and compiles the engine ahead of opening a database (pgliteWorker.ts does it while the
 * server loads). Undefined when the package's files are not where this version keeps them: PGlite
 * then finds them itself.
 */
export async function pgliteEngineFiles(): Promise<PgliteEngineFiles | undefined> {
  try {
    const dist = dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
    const [wasm, bundle] = await Promise.all([readFile(join(dist, "pglite.wasm")), readFile(join(dist, "pglite.data"))]);
    return { pgliteWasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([bundle]) };
  } catch {
    return undefined;
  }
}

/** The embedded engine: a real PostgreSQL compiled to WASM, in memory or persisted to a folder. */
export async function openPglite(dataDir: string | undefined, engine?: PgliteEngineFiles): Promise<PGlite> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  return dataDir ? PGlite.create(dataDir, engine) : createInMemoryPglite(engine);
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
