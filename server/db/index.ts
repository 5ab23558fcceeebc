import type { Db, OpenDatabaseOptions } from "./types.ts";

export type { Db, OpenDatabaseOptions, Queryable, QueryResult } from "./types.ts";
export { runMigrations } from "./migrate.ts";

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite (in memory, or persisted
 * under `dataDir`). Engines are imported lazily so a pg deployment never loads the WASM build.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Db> {
  if (options.databaseUrl) {
    const { openPostgresDb } = await import("./postgresDb.ts");
    return openPostgresDb(options.databaseUrl);
  }
  if (!options.memory && !options.dataDir) {
    throw new Error("openDatabase needs a databaseUrl, a dataDir, or memory: true");
  }
  const dataDir = options.memory ? undefined : options.dataDir;
  if (options.thread) {
    const { openPgliteThreadDb } = await import("./pgliteThreadDb.ts");
    return openPgliteThreadDb(dataDir);
  }
  const { openPgliteDb } = await import("./pgliteDb.ts");
  return openPgliteDb(dataDir);
}
