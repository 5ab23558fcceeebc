import pg from "pg";
import type { Db, Queryable } from "./types.ts";

export interface PostgresOptions {
  /** Where a connection lost outside any query is reported (default: stderr). */
  log?: (message: string) => void;
}

/** A real PostgreSQL server through a `pg` connection pool (DATABASE_URL). */
export async function openPostgresDb(connectionString: string, options: PostgresOptions = {}): Promise<Db> {
  const log = options.log ?? ((message: string) => console.error(message));
  const pool = new pg.Pool({ connectionString, max: 10 });
  // A connection lost while idle (the server restarting) would otherwise be an unhandled 'error'
  // event, which ends the process; the pool drops it and connects afresh when next asked.
  pool.on("error", (error) => log(`PostgreSQL connection lost while idle: ${error.message}`));
  try {
    await pool.query("SELECT 1"); // fail fast on a wrong URL or an unreachable server
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(`No connection to PostgreSQL at ${serverOf(connectionString)}: ${reasonOf(error)}`);
  }
  let closing: Promise<void> | undefined;

  const queryable = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which allows several statements.
      await client.query(sql);
    },
  });

  return {
    engine: "postgres",
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max }),
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      // A checked-out client has no pool listener: a connection lost between two of the work's
      // queries must not end the process. The next query on it fails, and the work with it.
      const lost = (error: Error) => log(`PostgreSQL connection lost during a transaction: ${error.message}`);
      client.on("error", lost);
      try {
        await client.query("BEGIN");
        const result = await work(queryable(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.off("error", lost);
        client.release();
      }
    },
    close: () => (closing ??= pool.end()),
  };
}

/** host:port/database of a connection string, without the user or password, for messages. */
function serverOf(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    const database = decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username) || "postgres";
    return `${url.hostname || "localhost"}:${url.port || "5432"}/${database}`;
  } catch {
    return "DATABASE_URL (not a postgres:// URL)";
  }
}

/** Why a connection failed, in one line: Node's AggregateError (every address of a name refused) has no message of its own. */
function reasonOf(error: unknown): string {
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown[] };
  const text = typeof message === "string" && message !== "" ? message : Array.isArray(errors) ? reasonOf(errors[0]) : String(error);
  const line = text.split("\n")[0];
  return typeof code === "string" && !line.includes(code) ? `${line} (${code})` : line;
}
