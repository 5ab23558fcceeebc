/**
 * The database failing under the server (issue 30). A request that finds the database out of reach
 * (restarting, refusing connections, a connection dropped mid-query) is answered SERVICE_UNAVAILABLE
 * in the catalogue's words, with nothing internal, and logged in one line; the server goes on
 * answering. A server started while its PostgreSQL cannot be reached says so in one line and exits 1.
 * With TEST_DATABASE_URL (tools/test-postgres.sh) a PostgreSQL server of the test's own is also
 * restarted under load, under the real server process: requests in flight fail that way, the pool
 * reconnects without the server being restarted, and every quote and policy acknowledged is there;
 * and a connection the database ends while no query runs on it is logged, never the process's end.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPath, type Draft } from "../../src/engine/index.ts";
import { systemClock } from "../../server/clock.ts";
import { openDatabase, type Db, type Queryable } from "../../server/db/index.ts";
import { createLogger } from "../../server/observability/logger.ts";
import { ANNUAL, Buyer, RATE, TAKE_UP, type IntentDetails, type Rated } from "./buying.ts";
import { clock, completeDraft, journeyOf } from "./quoteDrafts.ts";
import { generousLimits, quoteBody, RETRIEVE } from "./retrieving.ts";
import { freePort, postgresBinDir, startPostgresInstance, type PostgresInstance } from "./support/postgresInstance.ts";
import { ServerStartFailure, startServerProcess, type ServerProcess } from "./support/serverProcess.ts";
import { expectUnavailable, internals, tryAgain } from "./support/unavailable.ts";
import { freshPostgresDatabase, graphqlAt, startTestServer, startupTimeout, type GraphqlResponse, type TestServer } from "./testServer.ts";

/** A first start of a server process takes seconds; a machine shared with other work can take far longer. */
const processStartMs = 150_000;

/** The errors pg gives when its server goes away, each as pg itself makes it. */
const lostConnections: [string, () => Error][] = [
  ["the server shutting down (57P01)", () => databaseError("terminating connection due to administrator command", "57P01")],
  ["the server starting up (57P03)", () => databaseError("the database system is starting up", "57P03")],
  ["the connection dropped mid-query", () => new Error("Connection terminated unexpectedly")],
  ["a client whose connection broke before", () => new Error("Client has encountered a connection error and is not queryable")],
  [
    "a refused connection",
    () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED", errno: -111, syscall: "connect" }),
  ],
  [
    "every address of a name refused (Node's AggregateError, with no message)",
    () =>
      new AggregateError([
        Object.assign(new Error("connect ECONNREFUSED ::1:5432"), { code: "ECONNREFUSED" }),
        Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      ]),
  ],
];

function databaseError(message: string, code: string): Error {
  return Object.assign(new pg.DatabaseError(message, message.length, "error"), { severity: "FATAL", code });
}

describe("a request that finds the database out of reach", () => {
  const own = { postgres: undefined as Awaited<ReturnType<typeof freshPostgresDatabase>> };
  let db: Db;
  let server: TestServer;
  /** While set, statements it matches fail with its error, as on a database that went away. */
  let fault: { error: () => Error; matches: (sql: string) => boolean } | undefined;
  const lines: string[] = [];
  let draft: Draft;

  beforeAll(async () => {
    own.postgres = await freshPostgresDatabase();
    db = await openDatabase(own.postgres ? { databaseUrl: own.postgres.url } : { memory: true });
    const failing = <T>(sql: string, run: () => Promise<T>) => (fault?.matches(sql) ? Promise.reject(fault.error()) : run());
    const wrap = (target: Queryable): Queryable => ({
      query: (sql, params) => failing(sql, () => target.query(sql, params)),
      exec: (sql) => failing(sql, () => target.exec(sql)),
    });
    const flaky: Db = { ...db, ...wrap(db), transaction: (work) => db.transaction((tx) => work(wrap(tx))), close: () => db.close() };
    server = await startTestServer({
      db: flaky,
      clock,
      attemptLimits: generousLimits,
      logger: createLogger({ level: "warn", destination: { write: (line: string) => void lines.push(line) } }),
    });
    draft = await completeDraft(server, "car");
    // The server's round of background work at start (reconciliation, retention, policy set-up)
    // queries the database too: run into a test's fault, it would log a line of its own.
    await server.settled();
  }, startupTimeout);
  afterAll(async () => {
    await server?.close();
    await db?.close();
    await own.postgres?.drop();
  });

  const rate = () => server.graphql<{ rateQuote: Rated }>(RATE, { body: quoteBody("car", draft) });

  it.each(lostConnections)("answers SERVICE_UNAVAILABLE, logged in one line, for %s; the next request is answered", async (_, error) => {
    lines.length = 0;
    fault = { error, matches: () => true };
    try {
      expectUnavailable(await rate(), "rateQuote");
    } finally {
      fault = undefined;
    }
    const logged = lines.map((line) => JSON.parse(line) as { msg: string });
    expect(logged).toHaveLength(1);
    expect(logged[0].msg).toMatch(/^rateQuote answered SERVICE_UNAVAILABLE: [^\n]+$/);
    expect((await rate()).body.data?.rateQuote.quoteState).toBe("UNDERWRITTEN");
  });

  it("still masks a statement that is wrong rather than unanswered (an internal error, not a retry)", async () => {
    fault = { error: () => databaseError('relation "quotes" does not exist', "42P01"), matches: () => true };
    try {
      const response = await rate();
      expect(response.body.errors?.[0]).toMatchObject({ message: "Unexpected error.", extensions: { code: "INTERNAL_SERVER_ERROR" } });
    } finally {
      fault = undefined;
    }
  });

  it("answers a retrieval SERVICE_UNAVAILABLE, never 'not found', and retrieves the quote once the database is back", async () => {
    const quote = (await rate()).body.data!.rateQuote;
    // The attempt is counted, then reading the quote finds the database gone.
    fault = { error: lostConnections[0][1], matches: (sql) => !sql.includes("rate_limits") };
    try {
      expectUnavailable(await server.graphql(RETRIEVE, { token: quote.token, quoteRef: quote.quoteRef }), "retrieveQuote");
    } finally {
      fault = undefined;
    }
    const again = await server.graphql<{ retrieveQuote: { quoteRef: string } }>(RETRIEVE, { token: quote.token, quoteRef: quote.quoteRef });
    expect(again.body.data?.retrieveQuote.quoteRef, again.text).toBe(quote.quoteRef);
  });
});

describe("PostgreSQL unreachable when the server starts", () => {
  it(
    "stops the server at once with exit code 1 and one line naming the server (never its password), no stack trace",
    async () => {
      const port = await freePort();
      const outbox = mkdtempSync(join(tmpdir(), "quote-unreachable-"));
      try {
        const started = startServerProcess({
          databaseUrl: `postgres://quotes:not-for-logs@127.0.0.1:${port}/quotes`,
          outboxDir: outbox,
          startTimeoutMs: processStartMs,
        });
        const failure = await started.then(
          () => expect.unreachable("the server started without its database"),
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(ServerStartFailure);
        const { code, output } = failure as ServerStartFailure;
        expect(code).toBe(1);
        expect(output.trim().split("\n")).toEqual([
          `Could not start the quote journey server: No connection to PostgreSQL at 127.0.0.1:${port}/quotes: connect ECONNREFUSED 127.0.0.1:${port}`,
        ]);
      } finally {
        rmSync(outbox, { recursive: true, force: true });
      }
    },
    processStartMs,
  );
});

const postgresBin = postgresBinDir();
if (process.env.TEST_DATABASE_URL) {
  if (!postgresBin)
    throw new Error("The PostgreSQL run needs Debian's PostgreSQL server (/usr/lib/postgresql/*/bin): tools/system-deps.sh");
  describe("PostgreSQL restarted under load", () => restartUnderLoad(postgresBin));
  describe("a PostgreSQL connection lost outside any query", connectionLostOutsideAQuery);
}

/**
 * A connection the database ends while no query runs on it is an 'error' event, not a failed
 * query: without a listener it would end the process. Ended here by pg_terminate_backend, on a
 * database of the test's own, so no timing decides whether the path is taken.
 */
function connectionLostOutsideAQuery() {
  let own: { url: string; drop: () => Promise<void> };
  let db: Db;
  const logged: string[] = [];

  beforeAll(async () => {
    own = (await freshPostgresDatabase())!;
    db = await openDatabase({ databaseUrl: own.url, log: (message) => logged.push(message) });
  }, startupTimeout);
  afterAll(async () => {
    await db?.close();
    await own?.drop();
  });

  /** Ends every connection to the test's database but the one asking, as a restarting server would. */
  async function terminateConnections(): Promise<number> {
    const admin = new pg.Client({ connectionString: own.url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ ended: boolean }>(
        "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
      );
      return rows.filter((row) => row.ended).length;
    } finally {
      await admin.end();
    }
  }

  it("while idle in the pool: logged in one line, and the next query connects afresh", async () => {
    logged.length = 0;
    await db.query("SELECT 1");
    const ended = await terminateConnections();
    expect(ended).toBeGreaterThan(0);
    await until(() => logged.length >= ended);
    expect(logged).toEqual(Array.from({ length: ended }, () => expect.stringMatching(/^PostgreSQL connection lost while idle: [^\n]+$/)));
    expect((await db.query<{ one: number }>("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
  });

  it("between two statements of a transaction: logged, that transaction fails, and the next one commits", async () => {
    logged.length = 0;
    const failed = await db
      .transaction(async (tx) => {
        await tx.query("SELECT 1");
        const ended = await terminateConnections();
        await until(() => logged.length >= ended);
        await tx.query("SELECT 2");
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failed).toBeInstanceOf(Error);
    // Any connection idle in the pool at the time is logged as such, beside the transaction's own.
    expect(logged).toContainEqual(expect.stringMatching(/^PostgreSQL connection lost during a transaction: [^\n]+$/));
    for (const line of logged) expect(line).toMatch(/^PostgreSQL connection lost (while idle|during a transaction): [^\n]+$/);
    const committed = await db.transaction(async (tx) => (await tx.query<{ two: number }>("SELECT 2 AS two")).rows);
    expect(committed).toEqual([{ two: 2 }]);
  });
}

/** A client's answer to one request: the data, a SERVICE_UNAVAILABLE, or anything else (which fails the test). */
type Answer = { kind: "data"; data: Record<string, unknown> } | { kind: "unavailable" } | { kind: "other"; what: string };

function restartUnderLoad(bin: string) {
  const root = mkdtempSync(join(tmpdir(), "quote-pg-restart-"));
  let postgres: PostgresInstance;
  let server: ServerProcess;

  beforeAll(async () => {
    postgres = await startPostgresInstance(bin);
    server = await startServerProcess({ databaseUrl: postgres.url, outboxDir: join(root, "outbox"), startTimeoutMs: processStartMs });
  }, processStartMs);
  afterAll(async () => {
    await server?.stop("SIGKILL");
    await postgres?.remove();
    rmSync(root, { recursive: true, force: true });
  });

  /** One request as the browser sends it, answered or not. */
  async function send(query: string, variables: Record<string, unknown>): Promise<Answer> {
    let response: Response;
    try {
      response = await fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables }),
      });
    } catch (error) {
      return { kind: "other", what: `no answer: ${(error as Error).message}` };
    }
    const text = await response.text();
    const body = JSON.parse(text) as GraphqlResponse["body"];
    if (body.data && !body.errors) return { kind: "data", data: body.data };
    const [error] = body.errors ?? [];
    const unavailable =
      body.errors?.length === 1 && error.extensions?.code === "SERVICE_UNAVAILABLE" && error.message === tryAgain && !internals.test(text);
    return unavailable ? { kind: "unavailable" } : { kind: "other", what: text };
  }

  it(
    "answers requests in flight SERVICE_UNAVAILABLE, reconnects without a restart of its own, and keeps every acknowledged quote and policy",
    async () => {
      const client = graphqlAt(server.url);
      const buyer = new Buyer(client);
      // Its cover starts today by the server's own (system) clock.
      const draft = setPath(await completeDraft(client, "car"), "final.coverStartDate", systemClock.today());
      const body = { product: "car", journeyVersion: journeyOf("car").version, answers: draft };
      // Quotes paid for before the restart, to be taken up as it happens.
      const paid: { quote: Rated; intent: IntentDetails }[] = [];
      for (let i = 0; i < 6; i++) {
        const quote = await buyer.rate("car", draft);
        const intent = await buyer.prepare(quote, ANNUAL);
        expect(await buyer.pay(intent)).toEqual({ status: "SUCCEEDED", errorCode: null });
        paid.push({ quote, intent });
      }

      const acknowledged: string[] = [];
      const others: string[] = [];
      let unavailable = 0;
      let phase: "before" | "down" | "back" = "before";
      let ackedAfterRestart = 0;
      let inFlight = 0;
      let stopping = false;
      let markBack!: () => void;
      const back = new Promise<void>((resolve) => (markBack = resolve));
      const rateOnce = async () => {
        inFlight++;
        const answer = await send(`mutation ($body: QuoteBody!) { rateQuote(body: $body) { quoteRef } }`, { body });
        inFlight--;
        if (answer.kind === "data") {
          acknowledged.push((answer.data.rateQuote as { quoteRef: string }).quoteRef);
          if (phase === "back") ackedAfterRestart++;
        } else if (answer.kind === "unavailable") {
          unavailable++;
          // As a browser would: ask again, once the database can answer.
          await back;
        } else others.push(answer.what);
      };
      const loaders = Array.from({ length: 6 }, async () => {
        while (!stopping) await rateOnce();
      });
      await until(() => acknowledged.length >= 6 || others.length > 0);

      // Take-ups sent as the database goes: each is a policy, or SERVICE_UNAVAILABLE and retried below.
      const takeUps = paid.map(({ quote, intent }) =>
        send(TAKE_UP, {
          token: quote.token,
          id: quote.ratingOutcome.underwritingOutcomeResponseId,
          inception: quote.capturedQuoteModel.quote.inceptionDateTime,
          body: { paymentIntentId: intent.paymentIntentId },
        }),
      );
      const inFlightAtStop = inFlight;
      await postgres.stop("fast");
      phase = "down";
      const whileDown = await send(`mutation ($body: QuoteBody!) { rateQuote(body: $body) { quoteRef } }`, { body });
      const health = await fetch(`${server.url}/healthz`);
      await postgres.start();
      phase = "back";
      markBack();
      await until(() => ackedAfterRestart >= 3 || others.length > 0);
      stopping = true;
      await Promise.all(loaders);
      const takenUp = await Promise.all(takeUps);

      expect(others).toEqual([]);
      expect(inFlightAtStop).toBeGreaterThan(0);
      expect(whileDown).toEqual({ kind: "unavailable" });
      expect(health.status).toBe(503);
      expect(unavailable).toBeGreaterThan(0);
      for (const answer of takenUp) expect(answer.kind, JSON.stringify(answer)).not.toBe("other");

      // The browser asks again for each take-up: one policy each, the one already answered where there was one.
      const policies = new Map<string, string>();
      for (const [index, { quote, intent }] of paid.entries()) {
        const policy = await buyer.takeUp(quote, intent.paymentIntentId);
        const first = takenUp[index];
        if (first.kind === "data")
          expect((first.data.takeUpQuote as { policyReference: string }).policyReference).toBe(policy.policyReference);
        policies.set(quote.quoteRef, policy.policyReference);
      }
      // The same server process answered throughout, and still stops cleanly.
      // (Whether a connection was idle when the database went depends on timing: "a connection lost
      // outside any query" below proves that path without a race.)
      expect(await server.stop("SIGTERM"), server.output()).toEqual({ code: 0, signal: null });
      expect(server.output()).not.toMatch(/^\s+at /m);

      const db = new pg.Client({ connectionString: postgres.url });
      await db.connect();
      try {
        const quotes = await db.query<{ quote_ref: string }>(
          `SELECT q.quote_ref FROM quotes q JOIN quote_ratings r ON r.outcome_id = q.current_outcome_id WHERE q.quote_ref = ANY($1::text[])`,
          [acknowledged],
        );
        expect(quotes.rows.map((row) => row.quote_ref).sort()).toEqual([...acknowledged].sort());
        // One policy per paid quote, holding its one charge.
        const bought = await db.query<{ quote_ref: string; policy_reference: string; charges: number; paid: boolean }>(
          `SELECT q.quote_ref, p.policy_reference,
             (SELECT count(*)::int FROM payment_intents i WHERE i.quote_id = q.id AND i.status IN ('succeeded', 'refund_due', 'refunded')) AS charges,
             p.amount_paid = (SELECT amount FROM payment_intents i WHERE i.id = p.payment_intent_id AND i.status = 'succeeded') AS paid
           FROM quotes q JOIN policies p ON p.quote_id = q.id WHERE q.quote_ref = ANY($1::text[])`,
          [[...policies.keys()]],
        );
        expect(new Map(bought.rows.map((row) => [row.quote_ref, row.policy_reference]))).toEqual(policies);
        for (const row of bought.rows) expect(row).toMatchObject({ charges: 1, paid: true });
      } finally {
        await db.end();
      }
    },
    processStartMs,
  );
}

/** Resolves once the condition holds, looking again each time the event loop has turned over. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}
