/**
 * Operators can see it: a request id on every request's log lines and answer, JSON log lines that
 * never carry a token, card number, name, email, phone or postcode through a whole buying walk, and
 * Prometheus metrics at /metrics (behind a bearer token) that move with what the server does.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../server/observability/logger.ts";
import { ANNUAL, BANK, Buyer, card, data, goodDirectDebit, MONTHLY } from "./buying.ts";
import { clock, completeDraft } from "./quoteDrafts.ts";
import { RETRIEVE, SEND_EMAIL } from "./retrieving.ts";
import { startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

const metricsToken = "metrics-test-token-0123456789";
const outboxDir = mkdtempSync(join(tmpdir(), "quote-observability-"));
const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    clock,
    payments: { stripe: null },
    mail: { outboxDir },
    metricsToken,
    attemptLimits: { emailPerToken: { points: 1, durationSeconds: 3600 } },
    logger: createLogger({ level: "debug", destination: { write: (line: string) => void lines.push(line) } }),
  });
}, startupTimeout);
afterAll(async () => {
  await server?.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const scrape = async () => {
  const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  expect(response.status).toBe(200);
  return response.text();
};
const sample = (text: string, series: string) => {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
};

describe("request ids", () => {
  it("answers every request with an id and writes it on the request's log lines", async () => {
    const response = await fetch(`${server.url}/healthz`);
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged().filter((line) => line.reqId === id)).toEqual([
      expect.objectContaining({ msg: "request", route: "healthz", status: 200, method: "GET" }),
    ]);
    expect(logged().every((line) => typeof line.time === "string" && typeof line.level === "number")).toBe(true);
  });

  it("answers GraphQL requests with the id their log line carries", async () => {
    const response = await server.graphql('{ vehicleByReg(registration: "AB12CDE") { registration } }');
    expect(response.status).toBe(200);
    const answered = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ query: '{ vehicleByReg(registration: "AB12CDE") { registration } }' }),
    });
    const id = answered.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await answered.text();
    await expect
      .poll(() =>
        logged()
          .filter((line) => line.reqId === id)
          .map((line) => line.route),
      )
      .toEqual(["graphql"]);
  });

  it("takes a proxy's or client's id when it is a plain token, and makes its own otherwise", async () => {
    const given = await fetch(`${server.url}/healthz`, { headers: { "x-request-id": "lb-7f3a9c1e-0001" } });
    expect(given.headers.get("x-request-id")).toBe("lb-7f3a9c1e-0001");
    const forged = await fetch(`${server.url}/healthz`, { headers: { "x-request-id": 'x" "level":60 forged' } });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("puts the id on the messages written while a request is handled, and on a browser's error report", async () => {
    const report = await fetch(`${server.url}/client-errors`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        operation: "RateQuote",
        code: "HTTP_502",
        path: "/quote",
        message: "HTTP status 502",
        requestId: "0b8f7c9e-failing-call",
      }),
    });
    expect(report.status).toBe(204);
    const id = report.headers.get("x-request-id");
    const message = logged().find((line) => line.reqId === id && line.level === 40);
    expect(message?.msg).toBe("client error: RateQuote HTTP_502 /quote HTTP status 502 (request 0b8f7c9e-failing-call)");
  });
});

describe("a whole buying walk", () => {
  let metricsAfter = "";
  let secrets: string[] = [];

  beforeAll(async () => {
    const buyer = new Buyer(server);
    const draft = await completeDraft(server, "car");
    const quote = await buyer.rate("car", draft);
    const repriced = data(await buyer.repriceRaw(quote)).repriceQuote;
    data(await server.graphql(SEND_EMAIL, { token: repriced.token, quoteRef: repriced.quoteRef }));
    expect(
      (await server.graphql(SEND_EMAIL, { token: repriced.token, quoteRef: repriced.quoteRef })).body.errors?.[0]?.extensions?.code,
    ).toBe("TOO_MANY_ATTEMPTS");
    data(await server.graphql(RETRIEVE, { token: repriced.token, quoteRef: repriced.quoteRef }));
    data(
      await server.graphql(BANK, {
        sortCode: goodDirectDebit.sortCode,
        accountNumber: goodDirectDebit.accountNumber,
        quoteRef: repriced.quoteRef,
      }),
    );
    // Payments refused and mistaken, then a good one, then the take-up with a direct debit.
    const annual = await buyer.prepare(repriced, ANNUAL);
    expect(await buyer.pay(annual, card("4000 0000 0000 0002"))).toEqual({ status: "FAILED", errorCode: "CARD_DECLINED" });
    const monthly = await buyer.prepare(repriced, MONTHLY);
    expect(
      (
        await server.graphql(
          `mutation ($card: LocalCardInput!) { payLocalCard(paymentIntentId: "x", clientSecret: "y", card: $card) { status } }`,
          { card: { nameOnCard: "Sam Jones", cardNumber: "4242 4242 4242 4242" } },
        )
      ).body.errors,
    ).toBeDefined();
    expect(await buyer.pay(monthly)).toEqual({ status: "SUCCEEDED", errorCode: null });
    await buyer.takeUp(repriced, monthly.paymentIntentId, { directDebit: goodDirectDebit });
    secrets = [quote.token, repriced.token, annual.clientSecret, monthly.clientSecret];
    metricsAfter = await scrape();
  }, 120_000);

  it("never logs a token, card number, name, email, phone, postcode, birth date or account number", () => {
    const personal = [
      ...secrets,
      "4242 4242 4242 4242",
      "4242424242424242",
      "4000 0000 0000 0002",
      "4000000000000002",
      "Sam Jones",
      "Jones",
      "sam.jones@example.com",
      "07700900123",
      "LS1 4AP",
      "LS14AP",
      "1990-05-14",
      "6374 8472",
      "63748472",
      "3 Parade Court",
    ];
    const text = lines.join("");
    expect(lines.length).toBeGreaterThan(10);
    for (const value of personal) expect(text, value).not.toContain(value);
    for (const value of personal) expect(metricsAfter, value).not.toContain(value);
    // Every GraphQL request's line is there, with its id.
    const graphqlLines = logged().filter((line) => line.route === "graphql");
    expect(graphqlLines.length).toBeGreaterThan(10);
    expect(graphqlLines.every((line) => typeof line.reqId === "string" && line.path === "/graphql")).toBe(true);
  });

  it("counts the walk in the metrics", () => {
    expect(sample(metricsAfter, 'quotes_rated_total{operation="rateQuote",outcome="rated"}')).toBe(1);
    expect(sample(metricsAfter, 'quotes_rated_total{operation="repriceQuote",outcome="rated"}')).toBe(1);
    expect(sample(metricsAfter, 'take_ups_total{result="taken_up"}')).toBe(1);
    expect(sample(metricsAfter, 'payment_failures_total{code="CARD_DECLINED"}')).toBe(1);
    expect(sample(metricsAfter, 'quote_emails_total{result="sent"}')).toBe(1);
    expect(sample(metricsAfter, 'rate_limit_refusals_total{action="email"}')).toBe(1);
    expect(sample(metricsAfter, 'graphql_operations_total{operation="rateQuote",result="ok"}')).toBe(1);
    expect(sample(metricsAfter, 'graphql_operations_total{operation="sendQuoteEmail",result="error"}')).toBe(1);
    expect(sample(metricsAfter, 'graphql_operation_duration_seconds_count{operation="takeUpQuote"}')).toBe(1);
    expect(sample(metricsAfter, 'http_requests_total{route="graphql",status="200"}')).toBeGreaterThan(10);
    expect(metricsAfter).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(metricsAfter).toMatch(/^process_cpu_user_seconds_total \d/m);
  });
});

describe("database metrics", () => {
  const count = (text: string, kind: string) => sample(text, `db_query_duration_seconds_count{kind="${kind}"}`);
  const seconds = (text: string, kind: string) => sample(text, `db_query_duration_seconds_sum{kind="${kind}"}`);

  it("times the server's statements and transactions, by kind alone", async () => {
    const buyer = new Buyer(server);
    const quote = await buyer.rate("car", await completeDraft(server, "car"));
    const before = await scrape();
    // Repricing replaces the outcome in a transaction (server/domain/quotes.ts).
    data(await buyer.repriceRaw(quote));
    const after = await scrape();
    expect(count(after, "query")).toBeGreaterThan(count(before, "query"));
    expect(seconds(after, "query")).toBeGreaterThan(seconds(before, "query"));
    expect(count(after, "transaction")).toBeGreaterThan(count(before, "transaction"));
    expect(seconds(after, "transaction")).toBeGreaterThan(seconds(before, "transaction"));
    // Every statement falls in a bucket, and no series carries anything but its kind.
    expect(sample(after, 'db_query_duration_seconds_bucket{le="+Inf",kind="query"}')).toBe(count(after, "query"));
    const series = after.split("\n").filter((line) => line.startsWith("db_query_duration_seconds"));
    expect(
      series.every((line) => /^db_query_duration_seconds_(?:bucket|sum|count)\{(?:le="[^"]+",)?kind="(?:query|transaction)"\} /.test(line)),
    ).toBe(true);
  });

  it("reads the connection pool at each scrape on PostgreSQL, and serves no pool on PGlite, which has none", async () => {
    if (server.db.engine === "pglite") {
      expect(await scrape()).not.toMatch(/^db_pool_/m);
      return;
    }
    expect(sample(await scrape(), "db_pool_max_clients")).toBe(10);
    // A transaction held open on the server's own pool keeps one connection busy while /metrics is read.
    const during = await server.db.transaction(async (tx) => {
      await tx.query("SELECT 1");
      return scrape();
    });
    expect(sample(during, "db_pool_clients")).toBeGreaterThanOrEqual(1);
    expect(sample(during, "db_pool_clients") - sample(during, "db_pool_idle_clients")).toBeGreaterThanOrEqual(1);
    expect(sample(during, "db_pool_waiting_clients")).toBe(0);
  });
});

describe("/metrics", () => {
  it(
    "is 404 without a token configured, and 401 without the right bearer token",
    async () => {
      const open = await startTestServer({ logger: createLogger({ level: "silent" }) });
      try {
        expect((await fetch(`${open.url}/metrics`)).status).toBe(404);
        expect((await fetch(`${open.url}/metrics`, { headers: { authorization: "Bearer anything" } })).status).toBe(404);
      } finally {
        await open.close();
      }
      expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
      expect((await fetch(`${server.url}/metrics`, { headers: { authorization: "Bearer wrong-token" } })).status).toBe(401);
      expect((await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).status).toBe(200);
    },
    startupTimeout,
  );
});
