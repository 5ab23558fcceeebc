/**
 * The servers keep nothing of their own (issue 30): three app servers on one database, as a public
 * site runs them behind a load balancer, serve one consumer's calls in any order between them. A
 * quote rated on one is repriced, emailed, retrieved, paid for and bought on the others; calls racing
 * each other on different servers still make one charge and one policy, because the guards are the
 * database's (row locks, conditional statements, unique indexes); and a retrieve token's attempts
 * are counted in the database, so the limit holds in total, not per server.
 *
 * On PostgreSQL (TEST_DATABASE_URL, tools/test-postgres.sh) each server has its own connection
 * pool on one fresh database; on the embedded database, which one process owns, the three share it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Draft } from "../../src/engine/index.ts";
import { openDatabase, type Db } from "../../server/db/index.ts";
import { defaultAttemptLimits } from "../../server/rateLimit/attemptLimits.ts";
import { Buyer, data, errorOf, type IntentDetails, type Rated } from "./buying.ts";
import { clock, completeDraft } from "./quoteDrafts.ts";
import { graphqlFrom, readMail, retrieved, RETRIEVE, SEND_EMAIL, type Retrieved } from "./retrieving.ts";
import { startRoundRobinProxy, type RoundRobinProxy } from "./support/roundRobinProxy.ts";
import { freshPostgresDatabase, startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

const outboxDir = mkdtempSync(join(tmpdir(), "multi-server-outbox-"));
const postgres = await freshPostgresDatabase();
let shared: Db | undefined;
let servers: TestServer[];
let buyers: Buyer[];
let proxy: RoundRobinProxy;
let carDraft: Draft;
/** What the servers log: routine lines about setting policies up, and any background work that failed. */
const logged: string[] = [];
const log = (line: string) => void logged.push(line);

/** Any server's view of the database: they all share it. */
const db = () => servers[0].db;

/** The quote's policies and the card payments taken for it (with their charge attempts), as the database holds them. */
async function ledgerOf(quote: Rated) {
  const { rows: policies } = await db().query<{ policy_reference: string; amount_paid: number }>(
    `SELECT p.policy_reference, p.amount_paid FROM policies p JOIN quotes q ON q.id = p.quote_id WHERE q.quote_ref = $1`,
    [quote.quoteRef],
  );
  const { rows: charges } = await db().query<{ id: string; status: string; amount: number; attempts: number }>(
    `SELECT p.id, p.status, p.amount, p.attempts FROM payment_intents p JOIN quotes q ON q.id = p.quote_id
     WHERE q.quote_ref = $1 AND p.status IN ('succeeded', 'refund_due', 'refunded')`,
    [quote.quoteRef],
  );
  return { policies, charges };
}

/** One policy for the intent's price, and that intent charged once (every card here is good, so each attempt is a charge). */
function oneChargeOnePolicy(intent: Pick<IntentDetails, "paymentIntentId" | "amount">, policyReference: string) {
  return {
    policies: [{ policy_reference: policyReference, amount_paid: intent.amount }],
    charges: [{ id: intent.paymentIntentId, status: "succeeded", amount: intent.amount, attempts: 1 }],
  };
}

/** The retrieve link of the quote email just written for this quote, from the outbox the servers share. */
function emailedLink(quoteRef: string): URL {
  const mails = readdirSync(outboxDir)
    .map((file) => readMail(readFileSync(join(outboxDir, file), "utf8")))
    .filter((mail) => mail.headers.includes(`Subject: Your Roadwise quote ${quoteRef}`));
  expect(mails).toHaveLength(1);
  return new URL(mails[0].text.match(/\S+\/retrieve\?\S+/)![0]);
}

describe("three servers on one database", () => {
  beforeAll(async () => {
    // The embedded database on a thread of its own, as main.ts runs it: the servers' calls then overlap as on PostgreSQL.
    shared = postgres ? undefined : await openDatabase({ memory: true, thread: true });
    const database = postgres ? { databaseUrl: postgres.url } : { db: shared };
    // Started together, as a deployment's replicas are: they migrate the new database together too.
    // Behind one proxy each trusts it for the client's address, as a site behind a load balancer is set up.
    servers = await Promise.all(
      [1, 2, 3].map(() => startTestServer({ ...database, clock, payments: { stripe: null }, mail: { outboxDir }, trustedProxies: 1, log })),
    );
    buyers = servers.map((server) => new Buyer(server));
    proxy = await startRoundRobinProxy(servers.map((server) => server.url));
    carDraft = await completeDraft(servers[0], "car");
    // Three servers start at once, and on two busy cores that can take twice as long as one.
  }, 2 * startupTimeout);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all((servers ?? []).map((server) => server.close()));
    await shared?.close();
    await postgres?.drop();
    rmSync(outboxDir, { recursive: true, force: true });
  });

  // Background work racing across the servers (policy set-up, payment reconciliation, retention) never fails.
  afterEach(() => {
    expect(logged.filter((line) => /failed|stopped/i.test(line))).toEqual([]);
  });

  it("buys a quote whose every step goes to another server: rated, repriced, emailed, retrieved, paid for and taken up", async () => {
    const [one, two, three] = buyers;
    const rated = await one.rate("car", carDraft);
    const repriced = data(await two.repriceRaw(rated, { addons: [], voluntaryExcess: 25_000 })).repriceQuote;
    expect(repriced.ratingOutcome.underwritingOutcomeResponseId).not.toBe(rated.ratingOutcome.underwritingOutcomeResponseId);

    data(await servers[2].graphql(SEND_EMAIL, { token: rated.token, quoteRef: rated.quoteRef }));
    const link = emailedLink(rated.quoteRef);
    const back = await retrieved(servers[2], link.searchParams.get("token")!, link.searchParams.get("quoteRef"));
    expect(back.rate?.ratingOutcome).toMatchObject(repriced.ratingOutcome);

    const fromEmail = { ...repriced, token: link.searchParams.get("token")! };
    const intent = await three.prepare(fromEmail);
    expect(await one.pay(intent)).toEqual({ status: "SUCCEEDED", errorCode: null });
    const policy = await two.takeUp(fromEmail, intent.paymentIntentId);
    expect(policy).toEqual({ policyReference: expect.stringMatching(/^POL-/), quoteState: "TAKEN_UP", quoteRef: rated.quoteRef });
    expect(await ledgerOf(rated)).toEqual(oneChargeOnePolicy(intent, policy.policyReference));
    // Every server now sees it bought.
    for (const buyer of buyers) expect(errorOf(await buyer.repriceRaw(repriced)).code).toBe("ALREADY_TAKEN_UP");
  });

  it("makes one policy and one charge of twenty take-ups of one paid quote sent to the three servers at once", async () => {
    const quote = await buyers[0].rate("car", carDraft);
    const intent = await buyers[1].prepare(quote);
    expect(await buyers[2].pay(intent)).toEqual({ status: "SUCCEEDED", errorCode: null });

    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => buyers[i % 3].takeUp(quote, intent.paymentIntentId)));
    const references = new Set(answers.map((answer) => answer.policyReference));
    expect(references.size).toBe(1);
    expect(await ledgerOf(quote)).toEqual(oneChargeOnePolicy(intent, answers[0].policyReference));
  });

  it("charges once and makes one policy when Pay is double-clicked and the clicks reach different servers, in one tab or two", async () => {
    /** Pay, then take up on the next server along: the policy reference it ends with, or the refusal's code. */
    const payAndTakeUp = async (quote: Rated, intent: IntentDetails, server: number): Promise<string> => {
      const paid = await buyers[server % 3].payRaw(intent);
      if (paid.body.errors) return String(errorOf(paid).code);
      expect(paid.body.data!.payLocalCard).toEqual({ status: "SUCCEEDED", errorCode: null });
      const taken = await buyers[(server + 1) % 3].takeUpRaw(quote, intent.paymentIntentId);
      return taken.body.errors ? String(errorOf(taken).code) : taken.body.data!.takeUpQuote.policyReference;
    };
    // A few quotes: the calls overlap differently each time.
    for (let round = 0; round < 6; round++) {
      const quote = await buyers[round % 3].rate("car", carDraft);
      // Opening /payment prepares the payment: once for a double click in one tab, on two servers at once for two tabs.
      const twoTabs = round % 2 === 1;
      const prepared = twoTabs
        ? await Promise.all([buyers[round % 3].prepare(quote), buyers[(round + 1) % 3].prepare(quote)])
        : await buyers[round % 3].prepare(quote).then((intent) => [intent, intent]);
      // Both are given the quote's one payment.
      expect(prepared[1]).toEqual(prepared[0]);
      const clicks = await Promise.all(prepared.map((intent, click) => payAndTakeUp(quote, intent, round + click)));
      // One click buys the quote; the other answers the same policy, or finds the quote bought already.
      const [policyReference] = clicks.filter((click) => click.startsWith("POL-"));
      expect(policyReference, clicks.join(", ")).toBeDefined();
      for (const click of clicks) expect([policyReference, "ALREADY_TAKEN_UP"]).toContain(click);
      expect(await ledgerOf(quote)).toEqual(oneChargeOnePolicy(prepared[0], policyReference));
    }
  });

  it("lets a retrieve token be tried only as often as its limit allows in total, however the attempts are spread over the servers", async () => {
    const limit = defaultAttemptLimits.retrievePerToken.points;
    const quote = await buyers[0].rate("car", carDraft);
    const before = [...proxy.counts];
    // Each attempt from a client address of its own, so only the token's limit can refuse it.
    const attempts = await Promise.all(
      Array.from({ length: 4 * limit }, (_, i) =>
        graphqlFrom<{ retrieveQuote: Retrieved }>(proxy, RETRIEVE, { token: quote.token }, { address: `127.0.0.${10 + i}` }),
      ),
    );
    // Every server was asked more often than the limit: a count of its own would have let more through.
    for (const [i, count] of proxy.counts.entries()) expect(count - before[i]).toBeGreaterThan(limit);
    const allowed = attempts.filter((attempt) => attempt.body.data?.retrieveQuote);
    expect(allowed).toHaveLength(limit);
    for (const attempt of allowed) expect(attempt.body.data!.retrieveQuote.quoteRef).toBe(quote.quoteRef);
    const refused = attempts.filter((attempt) => !attempt.body.data?.retrieveQuote).map((attempt) => errorOf(attempt));
    expect(refused).toHaveLength(3 * limit);
    for (const refusal of refused) {
      expect(refusal).toMatchObject({
        code: "TOO_MANY_ATTEMPTS",
        message: expect.stringMatching(/^Too many attempts to retrieve a quote\. Please try again in 1[45] minutes\.$/),
      });
    }
  });
});

describe("the round-robin proxy", () => {
  it("forwards each request to the next upstream whole, and answers with the upstream's status, headers and body", async () => {
    // Upstreams that echo what reached them, setting two cookies.
    const upstreams = [0, 1].map((upstream) =>
      createServer((req, res) => {
        let body = "";
        req.on("data", (chunk: Buffer) => (body += chunk.toString()));
        req.on("end", () => {
          res.writeHead(
            201,
            [
              ["set-cookie", `a=${upstream}; HttpOnly`],
              ["set-cookie", "b=2"],
              ["content-type", "application/json"],
            ].flat(),
          );
          res.end(JSON.stringify({ upstream, method: req.method, url: req.url, headers: req.headers, body }));
        });
      }),
    );
    const urls = await Promise.all(
      upstreams.map(
        (upstream) =>
          new Promise<string>((resolve) =>
            upstream.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`)),
          ),
      ),
    );
    const echoing = await startRoundRobinProxy(urls);
    try {
      const answers = [];
      for (let i = 0; i < 3; i++) {
        const response = await fetch(`${echoing.url}/graphql?n=${i}`, {
          method: "PUT",
          headers: { "x-forwarded-for": "203.0.113.9", "x-custom": "kept" },
          body: `body ${i}`,
        });
        answers.push({ status: response.status, cookies: response.headers.getSetCookie(), echo: await response.json() });
      }
      expect(answers.map((answer) => answer.echo.upstream)).toEqual([0, 1, 0]);
      expect(echoing.counts).toEqual([2, 1]);
      const { host } = new URL(echoing.url);
      for (const [i, answer] of answers.entries()) {
        expect(answer).toMatchObject({
          status: 201,
          cookies: [`a=${answer.echo.upstream}; HttpOnly`, "b=2"],
          echo: {
            method: "PUT",
            url: `/graphql?n=${i}`,
            body: `body ${i}`,
            headers: {
              host,
              "x-custom": "kept",
              "x-forwarded-for": "203.0.113.9, 127.0.0.1",
              "x-forwarded-host": host,
              "x-forwarded-proto": "http",
            },
          },
        });
      }
    } finally {
      await echoing.close();
      await Promise.all(upstreams.map((upstream) => new Promise((resolve) => upstream.close(resolve))));
    }
  });
});
