import { lockDataFolder } from "./dataFolderLock.ts";
import type { Db, OpenDatabaseOptions } from "./types.ts";

export type { Db, OpenDatabaseOptions, PoolUse, Queryable } from "./types.ts";
export { runMigrations } from "./migrate.ts";
export { timedDb } from "./timedDb.ts";

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite (in memory, or persisted
 * under `dataDir`). Engines are imported lazily so a pg deployment never loads the WASM build.
 * A data folder is locked for this process first (dataFolderLock.ts): a second server on it fails
 * with DataFolderLockedError before anything in it is opened.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Db> {
  if (options.databaseUrl) {
    const { openPostgresDb } = await import("./postgresDb.ts");
    return openPostgresDb(options.databaseUrl, { log: options.log });
  }
  if (options.memory) return openPglite(undefined, options.thread);
  if (!options.dataDir) throw new Error("openDatabase needs a databaseUrl, a dataDir, or memory: true");

  const lock = await lockDataFolder(options.dataDir);
  let db: Db;
  try {
    db = await openPglite(options.dataDir, options.thread);
  } catch (error) {
    await lock.release();
    throw error;
  }
  let closing: Promise<void> | undefined;
  // Released only once the engine has flushed and closed the folder.
  return { ...db, close: () => (closing ??= db.close().finally(() => lock.release())) };
}

async function openPglite(dataDir: string | undefined, thread: OpenDatabaseOptions["thread"]): Promise<Db> {
  if (thread) {
    const { openPgliteThreadDb } = await import("./pgliteThreadDb.ts");
    return openPgliteThreadDb(dataDir, thread === true ? undefined : thread);
  }
  const { openPgliteDb } = await import("./pgliteDb.ts");
  return openPgliteDb(dataDir);
}
