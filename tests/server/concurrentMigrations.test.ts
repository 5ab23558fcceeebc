/**
 * Servers started together on one new database (a rolling deployment's first start, three
 * replicas at once) migrate it together: each applies what it finds undone, none fails, and every
 * migration is applied exactly once. On PostgreSQL (TEST_DATABASE_URL, tools/test-postgres.sh)
 * each server has its own connection pool; on the embedded database, which one process owns,
 * the three runs share it.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, runMigrations, type Db } from "../../server/db/index.ts";
import { freshPostgresDatabase } from "./testServer.ts";

const migrationFiles = readdirSync(fileURLToPath(new URL("../../server/db/migrations/", import.meta.url))).filter((name) =>
  name.endsWith(".sql"),
);
const cleanUp: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const step of cleanUp.reverse()) await step();
});

/** Three servers' databases: three pools on one new PostgreSQL database, or one embedded database three times. */
async function threeServers(): Promise<Db[]> {
  const postgres = await freshPostgresDatabase();
  if (postgres) cleanUp.push(postgres.drop);
  const dbs: Db[] = postgres
    ? await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: postgres.url })))
    : await openDatabase({ memory: true }).then((shared) => [shared, shared, shared]);
  cleanUp.push(async () => {
    for (const db of new Set(dbs)) await db.close();
  });
  return dbs;
}

describe("migrations started by three servers at once", () => {
  it("all succeed, and each migration is applied exactly once", { timeout: 120_000 }, async () => {
    const dbs = await threeServers();
    const reports = await Promise.all(dbs.map((db) => runMigrations(db)));
    const applied = reports.flatMap((report) => report.applied).sort();
    expect(applied).toEqual(migrationFiles.map((name) => name.replace(/\.sql$/, "")).sort());
    for (const report of reports) expect([...report.applied, ...report.unchanged].sort()).toEqual(applied);
    const { rows } = await dbs[0].query<{ count: number }>("SELECT count(*)::int AS count FROM schema_migrations");
    expect(rows[0].count).toBe(migrationFiles.length);
  });
});
