import pg from "pg";
import type { Db, Queryable } from "./types.ts";

/** A real PostgreSQL server through a `pg` connection pool (DATABASE_URL). */
export async function openPostgresDb(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", (error) => console.error(`PostgreSQL pool error: ${error.message}`));
  await pool.query("SELECT 1"); // fail fast on a wrong URL or an unreachable server
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
      try {
        await client.query("BEGIN");
        const result = await work(queryable(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => (closing ??= pool.end()),
  };
}
