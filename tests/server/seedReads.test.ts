/**
 * Reads of seeded tables are asked of the database once per statement and arguments, then answered
 * from memory; a failed read is asked again, and the oldest answers give way past the bound.
 */
import { describe, expect, it } from "vitest";
import { SeedReads } from "../../server/db/seedReads.ts";
import type { Queryable } from "../../server/db/types.ts";

/** A database stand-in that counts the statements it is asked and can be told to fail. */
function countingDb() {
  const asked: string[] = [];
  let failing = false;
  const db: Queryable = {
    async query<T>(sql: string, params?: unknown[]) {
      asked.push(`${sql} ${JSON.stringify(params)}`);
      if (failing) throw new Error("connection lost");
      return { rows: [{ sql, params }] as T[] };
    },
    exec: async () => undefined,
  };
  return { db, asked, fail: (on: boolean) => (failing = on) };
}

describe("SeedReads", () => {
  it("asks the database once for the same statement and arguments, and again for other arguments", async () => {
    const { db, asked } = countingDb();
    const reads = new SeedReads(db);
    const first = await reads.rows("SELECT 1 WHERE $1", ["a"]);
    expect(await reads.rows("SELECT 1 WHERE $1", ["a"])).toBe(first);
    await reads.rows("SELECT 1 WHERE $1", ["b"]);
    expect(asked).toEqual(['SELECT 1 WHERE $1 ["a"]', 'SELECT 1 WHERE $1 ["b"]']);
  });

  it("does not keep a failed read", async () => {
    const { db, asked, fail } = countingDb();
    const reads = new SeedReads(db);
    fail(true);
    await expect(reads.rows("SELECT 1", [])).rejects.toThrow("connection lost");
    fail(false);
    expect(await reads.rows("SELECT 1", [])).toEqual([{ sql: "SELECT 1", params: [] }]);
    expect(asked).toHaveLength(2);
  });

  it("lets the least recently used answer go once it holds its bound", async () => {
    const { db, asked } = countingDb();
    const reads = new SeedReads(db, 2);
    await reads.rows("q", [1]);
    await reads.rows("q", [2]);
    await reads.rows("q", [1]); // 1 is now the most recently used
    await reads.rows("q", [3]); // so 2 goes
    await reads.rows("q", [1]);
    await reads.rows("q", [2]);
    expect(asked).toEqual(["q [1]", "q [2]", "q [3]", "q [2]"]);
  });
});
