/**
 * No acknowledged quote is lost when the server is killed outright: the real server (a child
 * process, as production runs it) rates quotes under load, gets SIGKILL mid-load, and is started
 * again on the same data. Every quote whose reference the client received is then found, with its
 * rating. Killed in the middle of take-ups, it leaves each paid quote one policy and one charge
 * once the browser has asked again. On PGlite this also shows the lock the killed server left is
 * taken over; with TEST_DATABASE_URL (tools/test-postgres.sh) the same runs on PostgreSQL.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { setPath, type Draft } from "../../src/engine/index.ts";
import { systemClock } from "../../server/clock.ts";
import { openDatabase } from "../../server/db/index.ts";
import { ANNUAL, Buyer, goodDirectDebit, MONTHLY, TAKE_UP, type IntentDetails, type Rated } from "./buying.ts";
import { completeDraft, journeyOf } from "./quoteDrafts.ts";
import { startServerProcess, type ServerProcess } from "./support/serverProcess.ts";
import { freshPostgresDatabase, graphqlAt } from "./testServer.ts";

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
  const draft = await completeDraft(graphqlAt(url), "car");
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

describe(`kill -9 in the middle of take-ups (${postgres ? "PostgreSQL" : "PGlite"})`, () => {
  /** Paid quotes, half annual and half monthly; each taken up twice at once (a double click), all together. */
  const paidQuotes = 12;
  /** The server is killed as soon as this many take-ups have been answered, the rest still in flight. */
  const answeredBeforeKill = 3;

  it(
    "leaves each paid quote exactly one policy holding its one charge, the one answered where there was an answer",
    async () => {
      const first = await start();
      const buyer = new Buyer(graphqlAt(first.url));
      const draft = await carDraft(first.url);
      const paid: { quote: Rated; intent: IntentDetails; monthly: boolean }[] = [];
      for (let i = 0; i < paidQuotes; i++) {
        const monthly = i % 2 === 1;
        const quote = await buyer.rate("car", draft);
        const intent = await buyer.prepare(quote, monthly ? MONTHLY : ANNUAL);
        expect(await buyer.pay(intent)).toEqual({ status: "SUCCEEDED", errorCode: null });
        paid.push({ quote, intent, monthly });
      }

      const answered = new Map<string, string>();
      let inFlight = 0;
      let inFlightAtKill = -1;
      let killed: Promise<unknown> | undefined;
      const takeUp = async ({ quote, intent, monthly }: (typeof paid)[number]) => {
        inFlight++;
        let reply: { data?: { takeUpQuote: { policyReference: string } }; errors?: unknown[] };
        try {
          reply = await graphql(first.url, TAKE_UP, {
            token: quote.token,
            id: quote.ratingOutcome.underwritingOutcomeResponseId,
            inception: quote.capturedQuoteModel.quote.inceptionDateTime,
            body: { paymentIntentId: intent.paymentIntentId, ...(monthly ? { directDebit: goodDirectDebit } : {}) },
          });
        } catch (error) {
          // The connection died with the server: not answered.
          if (!killed) throw error;
          return;
        } finally {
          inFlight--;
        }
        const policyReference = reply.data?.takeUpQuote.policyReference;
        expect(policyReference, JSON.stringify(reply)).toBeDefined();
        // Two answers for one quote name one policy.
        expect(answered.get(quote.quoteRef) ?? policyReference).toBe(policyReference);
        answered.set(quote.quoteRef, policyReference!);
        if (!killed && answered.size >= answeredBeforeKill) {
          inFlightAtKill = inFlight;
          killed = first.stop("SIGKILL");
        }
      };
      await Promise.all(paid.flatMap((one) => [takeUp(one), takeUp(one)]));
      expect(await killed).toEqual({ code: null, signal: "SIGKILL" });
      expect(inFlightAtKill).toBeGreaterThan(0);

      // Started again on the same data, the browser asks again for every take-up.
      const second = await start();
      const again = new Buyer(graphqlAt(second.url));
      const policies = new Map<string, string>();
      for (const { quote, intent, monthly } of paid) {
        const { policyReference } = await again.takeUp(quote, intent.paymentIntentId, monthly ? { directDebit: goodDirectDebit } : {});
        if (answered.has(quote.quoteRef)) expect(policyReference).toBe(answered.get(quote.quoteRef));
        policies.set(quote.quoteRef, policyReference);
      }
      expect(await second.stop("SIGTERM"), second.output()).toEqual({ code: 0, signal: null });

      const db = await openDatabase({ dataDir, databaseUrl: postgres?.url });
      try {
        const { rows } = await db.query<{ quote_ref: string; policies: string[]; charges: string[]; amount_paid: number; tasks: number }>(
          `SELECT q.quote_ref,
             (SELECT array_agg(p.policy_reference) FROM policies p WHERE p.quote_id = q.id) AS policies,
             (SELECT array_agg(i.status) FROM payment_intents i WHERE i.quote_id = q.id AND i.status IN ('succeeded', 'refund_due', 'refunded')) AS charges,
             (SELECT p.amount_paid FROM policies p JOIN payment_intents i ON i.id = p.payment_intent_id AND i.status = 'succeeded'
               WHERE p.quote_id = q.id) AS amount_paid,
             (SELECT count(*)::int FROM policy_setup_tasks t JOIN policies p ON p.policy_reference = t.policy_reference WHERE p.quote_id = q.id) AS tasks
           FROM quotes q WHERE q.quote_ref = ANY($1::text[])`,
          [paid.map(({ quote }) => quote.quoteRef)],
        );
        expect(rows).toHaveLength(paidQuotes);
        for (const row of rows) {
          const { intent, monthly } = paid.find(({ quote }) => quote.quoteRef === row.quote_ref)!;
          // The policy answered, its set-up work recorded with it, and one charge, not refunded, of the amount paid.
          expect(row).toEqual({
            quote_ref: row.quote_ref,
            policies: [policies.get(row.quote_ref)],
            charges: ["succeeded"],
            amount_paid: intent.amount,
            tasks: monthly ? 4 : 3,
          });
        }
      } finally {
        await db.close();
      }
    },
    2 * startTimeoutMs + 60_000,
  );
});
