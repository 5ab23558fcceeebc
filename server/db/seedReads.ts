import type { Queryable } from "./types.ts";

/** Far more distinct lookups than the seeded tables have rows; a bound against junk arguments, not a tuning knob. */
const defaultMaxEntries = 5_000;

/**
 * Reads of seeded tables (vehicles, models, device rules, addresses), answered once per server and
 * then from memory: those tables change only when a seed migration runs, which is at start-up, before
 * any request. A quote check replays every lookup the journey made, so without this each quote paid
 * for the same few queries again. A failed read is not kept (the next one asks again); the oldest
 * answers make way once `maxEntries` are held, so unknown arguments cannot grow it without bound.
 * Callers must not change the rows they are given: they are shared.
 */
export class SeedReads {
  readonly #answers = new Map<string, Promise<readonly unknown[]>>();

  constructor(
    private readonly db: Queryable,
    private readonly maxEntries = defaultMaxEntries,
  ) {}

  rows<T>(sql: string, params: readonly unknown[]): Promise<readonly T[]> {
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    const known = this.#answers.get(key);
    if (known) {
      // Most recently used last, so eviction takes the least recently used.
      this.#answers.delete(key);
      this.#answers.set(key, known);
      return known as Promise<readonly T[]>;
    }
    const answer = this.db.query<T>(sql, [...params]).then(({ rows }) => rows as readonly T[]);
    answer.catch(() => {
      if (this.#answers.get(key) === answer) this.#answers.delete(key);
    });
    this.#answers.set(key, answer);
    if (this.#answers.size > this.maxEntries) this.#answers.delete(this.#answers.keys().next().value!);
    return answer;
  }
}
