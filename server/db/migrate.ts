import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Db } from "./types.ts";

const defaultMigrationsDir = fileURLToPath(new URL("./migrations/", import.meta.url));
const defaultFixturesDir = fileURLToPath(new URL("../fixtures/", import.meta.url));

const fileNamePattern = /^(\d{3})_([a-z0-9_]+)\.sql$/;
/** A seed migration names its JSON fixture in a header comment: `-- fixture: vehicles.json`. */
const fixtureHeaderPattern = /^--\s*fixture:\s*(\S+\.json)\s*$/m;
/** Any number: serialises concurrent starts against the same PostgreSQL database. */
const migrationLockKey = 720_431_117;

interface Migration {
  version: number;
  name: string;
  sql: string;
  /** The fixture's JSON text, bound to the `app.fixture` setting while the SQL runs. */
  fixture?: string;
  checksum: string;
}

export interface MigrationOptions {
  migrationsDir?: string;
  fixturesDir?: string;
  log?: (message: string) => void;
}

export interface MigrationReport {
  /** Migrations run for the first time, or seeds re-run because their fixture changed. */
  applied: string[];
  unchanged: string[];
}

/**
 * Applies `NNN_name.sql` files in order, each in its own transaction, recording them in
 * `schema_migrations`. Schema migrations run once. Seed migrations (with a fixture header) are
 * written to be idempotent and re-run whenever their SQL or fixture changes, so editing a JSON
 * fixture reaches an existing database on the next start.
 */
export async function runMigrations(db: Db, options: MigrationOptions = {}): Promise<MigrationReport> {
  const migrations = await loadMigrations(options.migrationsDir ?? defaultMigrationsDir, options.fixturesDir ?? defaultFixturesDir);
  const log = options.log ?? (() => undefined);
  // Under the migrations' lock: PostgreSQL's IF NOT EXISTS is no guard against a server starting
  // alongside (both see no table, the second fails on the catalogue's unique index).
  await db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [migrationLockKey]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });

  const report: MigrationReport = { applied: [], unchanged: [] };
  for (const migration of migrations) {
    const label = `${String(migration.version).padStart(3, "0")}_${migration.name}`;
    const ran = await db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [migrationLockKey]);
      const { rows } = await tx.query<{ checksum: string }>("SELECT checksum FROM schema_migrations WHERE version = $1", [
        migration.version,
      ]);
      const recorded = rows[0]?.checksum;
      if (recorded === migration.checksum) return false;
      if (recorded !== undefined && migration.fixture === undefined) {
        // Re-running schema DDL is unsafe; a change needs a new migration file instead.
        log(`Migration ${label} changed after it was applied; add a new migration instead. Skipping.`);
        return false;
      }
      if (migration.fixture !== undefined) {
        await tx.query("SELECT set_config('app.fixture', $1, true)", [migration.fixture]);
      }
      await tx.exec(migration.sql);
      await tx.query(
        `INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)
         ON CONFLICT (version) DO UPDATE SET name = EXCLUDED.name, checksum = EXCLUDED.checksum, applied_at = now()`,
        [migration.version, migration.name, migration.checksum],
      );
      return true;
    });
    (ran ? report.applied : report.unchanged).push(label);
  }
  return report;
}

async function loadMigrations(migrationsDir: string, fixturesDir: string): Promise<Migration[]> {
  const fileNames = (await readdir(migrationsDir)).filter((name) => name.endsWith(".sql")).sort();
  const migrations: Migration[] = [];
  for (const fileName of fileNames) {
    const match = fileNamePattern.exec(fileName);
    if (!match) throw new Error(`Migration file "${fileName}" must be named NNN_lower_snake_name.sql`);
    const version = Number(match[1]);
    if (migrations.some((m) => m.version === version)) throw new Error(`Two migrations share version ${match[1]}`);
    const sql = await readFile(`${migrationsDir}/${fileName}`, "utf8");
    const fixtureName = fixtureHeaderPattern.exec(sql)?.[1];
    const fixture = fixtureName ? await readFixture(fixturesDir, fixtureName, fileName) : undefined;
    const checksum = createHash("sha256")
      .update(sql)
      .update("\0")
      .update(fixture ?? "")
      .digest("hex");
    migrations.push({ version, name: match[2], sql, fixture, checksum });
  }
  return migrations;
}

async function readFixture(fixturesDir: string, fixtureName: string, migrationFile: string): Promise<string> {
  const text = await readFile(`${fixturesDir}/${fixtureName}`, "utf8");
  try {
    // Compacted: whitespace-only edits do not trigger a reseed, and the setting stays small.
    return JSON.stringify(JSON.parse(text));
  } catch (error) {
    throw new Error(`Fixture ${fixtureName} (used by ${migrationFile}) is not valid JSON: ${(error as Error).message}`);
  }
}
