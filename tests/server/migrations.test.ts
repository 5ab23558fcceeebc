import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, runMigrations, type Db } from "../../server/db/index.ts";

const migrationsDir = fileURLToPath(new URL("../../server/db/migrations/", import.meta.url));
const fixturesDir = fileURLToPath(new URL("../../server/fixtures/", import.meta.url));
const tempDirs: string[] = [];
const databases: Db[] = [];

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

async function rowCounts(db: Db) {
  const { rows } = await db.query<{ name: string; count: number }>(`
    SELECT 'reference_options' AS name, count(*)::int AS count FROM reference_options
    UNION ALL SELECT 'vehicle_models', count(*)::int FROM vehicle_models
    UNION ALL SELECT 'vehicles', count(*)::int FROM vehicles
    UNION ALL SELECT 'device_rules', count(*)::int FROM device_rules
    UNION ALL SELECT 'addresses', count(*)::int FROM addresses
    UNION ALL SELECT 'schema_migrations', count(*)::int FROM schema_migrations`);
  return Object.fromEntries(rows.map((row) => [row.name, row.count]));
}

afterAll(async () => {
  await Promise.all(databases.map((db) => db.close()));
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe("migrations", () => {
  it("apply once, then do nothing on a second run, across a restart of a persisted database", { timeout: 60_000 }, async () => {
    const dataDir = join(tempDir("quote-pglite-"), "db");
    const first = await openDatabase({ dataDir });
    const applied = await runMigrations(first);
    expect(applied.applied).toEqual([
      "001_initial_schema",
      "002_seed_reference_data",
      "003_seed_vehicle_models",
      "004_seed_vehicles",
      "005_seed_device_rules",
      "006_addresses",
      "007_seed_addresses",
      "008_quote_ratings",
      "009_take_up",
      "010_rate_limits",
      "011_payment_refunds",
      "012_quotes_stored_inline",
      "013_one_payment_per_quote",
      "014_retention",
      "015_policy_setup",
    ]);
    const counts = await rowCounts(first);
    expect(counts.schema_migrations).toBe(15);
    expect(counts.vehicles).toBeGreaterThan(5);
    expect(counts.addresses).toBeGreaterThan(10);

    expect((await runMigrations(first)).applied).toEqual([]);
    await first.close();

    const reopened = await openDatabase({ dataDir });
    databases.push(reopened);
    const again = await runMigrations(reopened);
    expect(again.applied).toEqual([]);
    expect(again.unchanged).toHaveLength(15);
    expect(await rowCounts(reopened)).toEqual(counts);
    const { rows } = await reopened.query("SELECT quote_ref FROM quotes");
    expect(rows).toEqual([]);
  });

  it("re-run a seed when its fixture changes, but never re-run a changed schema migration", { timeout: 60_000 }, async () => {
    const migrations = tempDir("quote-migrations-");
    const fixtures = tempDir("quote-fixtures-");
    cpSync(migrationsDir, migrations, { recursive: true });
    cpSync(fixturesDir, fixtures, { recursive: true });
    const db = await openDatabase({ memory: true });
    databases.push(db);
    const warnings: string[] = [];
    const options = { migrationsDir: migrations, fixturesDir: fixtures, log: (message: string) => warnings.push(message) };
    await runMigrations(db, options);

    const vehicles = JSON.parse(readFileSync(join(fixtures, "vehicles.json"), "utf8")) as Array<Record<string, unknown>>;
    vehicles.push({ registration: "NE24 WER", abiCode: "32001201", year: 2024, leftRightDrive: "R", vin: null });
    writeFileSync(join(fixtures, "vehicles.json"), JSON.stringify(vehicles));
    writeFileSync(
      join(migrations, "001_initial_schema.sql"),
      `${readFileSync(join(migrations, "001_initial_schema.sql"), "utf8")}\n-- edited\n`,
    );

    const report = await runMigrations(db, options);
    expect(report.applied).toEqual(["004_seed_vehicles"]);
    expect(warnings).toEqual([expect.stringContaining("001_initial_schema changed after it was applied")]);
    const { rows } = await db.query("SELECT year FROM vehicles WHERE registration = 'NE24WER'");
    expect(rows).toEqual([{ year: 2024 }]);
    expect((await runMigrations(db, options)).applied).toEqual([]);
  });

  it("013 keeps a paid quote's payment live and owes back any other payment a quote took before it", { timeout: 60_000 }, async () => {
    const migrations = tempDir("quote-migrations-");
    cpSync(migrationsDir, migrations, { recursive: true });
    unlinkSync(join(migrations, "013_one_payment_per_quote.sql"));
    const db = await openDatabase({ memory: true });
    databases.push(db);
    await runMigrations(db, { migrationsDir: migrations });
    // Before 013: a quote paid both ways (annual, then the monthly deposit), and an unpaid one prepared both ways.
    await db.exec(`
      INSERT INTO quotes (id, quote_ref, product, journey_version, request, current_outcome_id) VALUES
        ('00000000-0000-0000-0000-000000000001', 'QR-PAIDTWICE', 'car', '1', '{}', '00000000-0000-0000-0000-0000000000a1'),
        ('00000000-0000-0000-0000-000000000002', 'QR-NOTPAID1', 'car', '1', '{}', '00000000-0000-0000-0000-0000000000a2');
      INSERT INTO quote_ratings (outcome_id, quote_id, rated_at, rating_version, option_state, choices, breakdown, outcome) VALUES
        ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-000000000001', now(), '1', 'READY_FOR_TAKE_UP', '{}', '{}', '{}'),
        ('00000000-0000-0000-0000-0000000000a2', '00000000-0000-0000-0000-000000000002', now(), '1', 'READY_FOR_TAKE_UP', '{}', '{}', '{}');
      INSERT INTO payment_intents (id, processor, quote_id, outcome_id, payment_collection_option_code, amount, currency, status, created_at) VALUES
        ('pi_annual', 'LOCAL', '00000000-0000-0000-0000-000000000001', '00000000-0000-0000-0000-0000000000a1', 'SINGLE_CARD_PAYMENT', 50000, 'GBP', 'succeeded', now() - interval '2 minutes'),
        ('pi_deposit', 'LOCAL', '00000000-0000-0000-0000-000000000001', '00000000-0000-0000-0000-0000000000a1', 'INSTALMENTS_WITH_DEPOSIT', 5000, 'GBP', 'succeeded', now()),
        ('pi_open_a', 'LOCAL', '00000000-0000-0000-0000-000000000002', '00000000-0000-0000-0000-0000000000a2', 'SINGLE_CARD_PAYMENT', 50000, 'GBP', 'requires_payment_method', now() - interval '2 minutes'),
        ('pi_open_m', 'LOCAL', '00000000-0000-0000-0000-000000000002', '00000000-0000-0000-0000-0000000000a2', 'INSTALMENTS_WITH_DEPOSIT', 5000, 'GBP', 'requires_payment_method', now());
      INSERT INTO policies (policy_reference, quote_id, outcome_id, payment_intent_id, payment_collection_option_code, amount_paid, inception_date_time)
        VALUES ('POL-0000000001', '00000000-0000-0000-0000-000000000001', '00000000-0000-0000-0000-0000000000a1', 'pi_deposit', 'INSTALMENTS_WITH_DEPOSIT', 5000, '2026-11-22');
      UPDATE quotes SET taken_up_at = now() WHERE quote_ref = 'QR-PAIDTWICE';`);
    cpSync(join(migrationsDir, "013_one_payment_per_quote.sql"), join(migrations, "013_one_payment_per_quote.sql"));
    expect((await runMigrations(db, { migrationsDir: migrations })).applied).toEqual(["013_one_payment_per_quote"]);

    const { rows: intents } = await db.query("SELECT id, status FROM payment_intents ORDER BY id");
    expect(intents).toEqual([
      { id: "pi_annual", status: "refund_due" },
      { id: "pi_deposit", status: "succeeded" },
      { id: "pi_open_a", status: "canceled" },
      { id: "pi_open_m", status: "requires_payment_method" },
    ]);
    const { rows: quotes } = await db.query("SELECT quote_ref, payment_intent_id FROM quotes ORDER BY quote_ref");
    expect(quotes).toEqual([
      { quote_ref: "QR-NOTPAID1", payment_intent_id: "pi_open_m" },
      { quote_ref: "QR-PAIDTWICE", payment_intent_id: "pi_deposit" },
    ]);
  });
});
