/**
 * No acknowledged quote is lost when the server is killed outright: the real server (a child
 * process, as production runs it) rates quotes under load, gets SIGKILL mid-load, and is started
 * again on the same data. Every quote whose reference the client received is then found, with its
 * rating. On PGlite this also shows the lock the killed server left is taken over; with
 * TEST_DATABASE_URL (scripts/test-postgres.sh) the same runs on PostgreSQL.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { setPath, type Draft } from "../../src/engine/index.ts";
import { systemClock } from "../../server/clock.ts";
import { openDatabase } from "../../server/db/index.ts";
import { completeDraft, journeyOf } from "./quoteDrafts.ts";
import { startServerProcess, type ServerProcess } from "./support/serverProcess.ts";
import { freshPostgresDatabase } from "./testServer.ts";

/** How long quotes are sent before the kill (at least, and at most), and by how many clients at once. */
const loadMs = 5_000;
const maximumLoadMs = 30_000;
const minimumAcknowledged = 20;
const clients = 8;
/** A first PGlite start takes about 5 s; a machine shared with other work can take far longer. */
const startTimeoutMs = 150_000;

const root = mkdtempSync(join(tmpdir(), "quote-durability-"));
const postgres = await freshPostgresDatabase();
const dataDir = postgres ? undefined : join(root, "pglite");
const serverOptions = { dataDir, databaseUrl: postgres?.url, outboxDir: join(root, "outbox"), startTimeoutMs };
const started: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(started.map((server) => server.stop("SIGKILL")));
  await postgres?.drop();
  rmSync(root, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess(serverOptions);
  started.push(server);
  return server;
}

async function graphql<T>(url: string, query: string, variables: Record<string, unknown> = {}): Promise<{ data?: T; errors?: unknown[] }> {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: unknown[] };
}

/** A complete car quote, walked against this server; its cover starts today by the server's own (system) clock. */
async function carDraft(url: string): Promise<Draft> {
  const draft = await completeDraft(
    { graphql: async (query: string, variables?: Record<string, unknown>) => ({ body: await graphql(url, query, variables) }) } as never,
    "car",
  );
  return setPath(draft, "final.coverStartDate", systemClock.today());
}

interface Acknowledged {
  quoteRef: string;
  token: string;
}

/**
 * Clients send rateQuote back to back, and the server is killed once `loadMs` have passed and at
 * least `minimumAcknowledged` quotes are in (a busy machine rates slowly), or at `maximumLoadMs`.
 * A quote counts as acknowledged only once its answer, with the reference, has been received.
 */
async function loadThenKill(server: ServerProcess, draft: Draft) {
  const body = JSON.stringify({
    query: "mutation ($body: QuoteBody!) { rateQuote(body: $body) { quoteRef token } }",
    variables: { body: { product: "car", journeyVersion: journeyOf("car").version, answers: draft } },
  });
  const acknowledged: Acknowledged[] = [];
  const refusals: unknown[] = [];
  let inFlight = 0;
  let killed = false;
  const rate = async () => {
    inFlight++;
    try {
      const response = await fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body });
      const reply = (await response.json()) as { data?: { rateQuote: Acknowledged }; errors?: unknown[] };
      if (reply.data?.rateQuote) acknowledged.push(reply.data.rateQuote);
      else refusals.push(reply.errors);
    } catch {
      // The connection died with the server: not acknowledged.
    } finally {
      inFlight--;
    }
  };
  // One quote first, so the first-request costs (the validation thread, JIT) are not load time.
  await rate();
  const loadStart = Date.now();
  const running = Array.from({ length: clients }, async () => {
    while (!killed) await rate();
  });
  await new Promise<void>((resolve) => {
    const check = setInterval(() => {
      const elapsed = Date.now() - loadStart;
      if ((elapsed >= loadMs && acknowledged.length >= minimumAcknowledged) || elapsed >= maximumLoadMs) {
        clearInterval(check);
        resolve();
      }
    }, 50);
  });
  const inFlightAtKill = inFlight;
  const ended = await server.stop("SIGKILL");
  killed = true;
  await Promise.all(running);
  return { acknowledged, refusals, inFlightAtKill, ended };
}

describe(`kill -9 under load (${postgres ? "PostgreSQL" : "PGlite"})`, () => {
  it(
    "keeps every acknowledged quote, and the server starts again on the same data",
    async () => {
      const first = await start();
      const draft = await carDraft(first.url);
      const { acknowledged, refusals, inFlightAtKill, ended } = await loadThenKill(first, draft);

      expect(ended).toEqual({ code: null, signal: "SIGKILL" });
      expect(refusals).toEqual([]);
      expect(inFlightAtKill).toBeGreaterThan(0);
      expect(acknowledged.length).toBeGreaterThanOrEqual(minimumAcknowledged);
      if (dataDir) {
        // The killed server could not release its lock; the next start takes it over.
        expect(existsSync(`${dataDir}.lock`)).toBe(true);
        expect(JSON.parse(readFileSync(`${dataDir}.lock-holder.json`, "utf8"))).toMatchObject({ pid: first.pid });
      }

      const second = await start();
      // The last quotes acknowledged before the kill are served again (retrievals are rate limited: a few).
      for (const { quoteRef, token } of acknowledged.slice(-3)) {
        const reply = await graphql<{ retrieveQuote: { quoteRef: string } }>(
          second.url,
          "mutation ($token: String!, $quoteRef: String) { retrieveQuote(token: $token, quoteRef: $quoteRef) { quoteRef } }",
          { token, quoteRef },
        );
        expect(reply).toEqual({ data: { retrieveQuote: { quoteRef } } });
      }
      expect(await second.stop("SIGTERM"), second.output()).toEqual({ code: 0, signal: null });
      if (dataDir) expect(existsSync(`${dataDir}.lock`)).toBe(false);

      // Every acknowledged quote, straight from the database, with the rating it was answered with.
      const db = await openDatabase({ dataDir, databaseUrl: postgres?.url });
      try {
        const refs = acknowledged.map((quote) => quote.quoteRef);
        const { rows } = await db.query<{ quote_ref: string }>(
          `SELECT q.quote_ref FROM quotes q JOIN quote_ratings r ON r.outcome_id = q.current_outcome_id WHERE q.quote_ref = ANY($1::text[])`,
          [refs],
        );
        expect(rows.map((row) => row.quote_ref).sort()).toEqual([...refs].sort());
      } finally {
        await db.close();
      }
    },
    2 * startTimeoutMs + 60_000,
  );
});
