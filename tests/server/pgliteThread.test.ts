/**
 * The embedded database on its own thread answers as it does on the calling thread: rows, errors
 * with their SQLSTATE code, transactions that commit or roll back, and statements in flight at once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, runMigrations, type Db } from "../../server/db/index.ts";
import { startupTimeout } from "./testServer.ts";

let db: Db;
beforeAll(async () => {
  db = await openDatabase({ memory: true, thread: true });
  await db.exec("CREATE TABLE notes (id integer PRIMARY KEY, body text NOT NULL, at timestamptz, doc json)");
}, startupTimeout);
afterAll(() => db?.close());

describe("PGlite on its own thread", () => {
  it("answers rows with their types (numbers, dates, JSON) and parameters", async () => {
    const at = new Date("2026-11-22T10:00:00.000Z");
    await db.query("INSERT INTO notes (id, body, at, doc) VALUES ($1, $2, $3, $4)", [1, "first", at, JSON.stringify({ a: [1, 2] })]);
    const { rows } = await db.query<{ id: number; body: string; at: Date; doc: unknown }>(
      "SELECT id, body, at, doc FROM notes WHERE id = $1",
      [1],
    );
    expect(rows).toEqual([{ id: 1, body: "first", at, doc: { a: [1, 2] } }]);
  });

  it("fails a statement with the database's message and SQLSTATE code, and carries on", async () => {
    const error = await db.query("INSERT INTO notes (id, body) VALUES (1, 'again')").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: "23505", message: expect.stringContaining("duplicate key") });
    expect((await db.query("SELECT count(*)::int AS n FROM notes")).rows).toEqual([{ n: 1 }]);
  });

  it("commits a transaction's work, and rolls all of it back when the work throws", async () => {
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO notes (id, body) VALUES (2, 'kept')");
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO notes (id, body) VALUES (3, 'dropped')");
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect((await db.query("SELECT id FROM notes ORDER BY id")).rows).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it("keeps statements sent at once apart, each with its own answer", async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => db.query<{ n: number }>("SELECT $1::int * 2 AS n", [i])));
    expect(answers.map((a) => a.rows[0].n)).toEqual(Array.from({ length: 50 }, (_, i) => i * 2));
  });

  it(
    "runs the migrations (each in a transaction)",
    async () => {
      const migrated = await openDatabase({ memory: true, thread: true });
      try {
        const applied = await runMigrations(migrated, { log: () => undefined });
        expect(applied.applied.length).toBeGreaterThan(10);
        expect((await migrated.query("SELECT count(*)::int AS n FROM schema_migrations")).rows[0]).toEqual({ n: applied.applied.length });
      } finally {
        await migrated.close();
      }
    },
    startupTimeout,
  );
});
