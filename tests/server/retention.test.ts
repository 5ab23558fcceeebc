/**
 * "We only store your details for 30 days": quotes never bought are deleted once their details are
 * over 30 days old, by a job that runs on its own and, with several servers on one database, on one
 * server at a time (a lease in the database); bought quotes keep everything their policy needs, and
 * a quote with a payment not yet settled waits until it is. Days pass on the injected clock.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerClock } from "../../server/clock.ts";
import { jobLease } from "../../server/retention/jobLease.ts";
import { runQuoteRetention, retentionJob } from "../../server/retention/quoteRetention.ts";
import { Buyer, MONTHLY, ANNUAL, goodDirectDebit, type Rated } from "./buying.ts";
import { completeDraft, TODAY } from "./quoteDrafts.ts";
import { failure, notFoundMessage, retrieve, retrieved } from "./retrieving.ts";
import { startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

let now = new Date(`${TODAY}T09:00:00.000Z`);
const clock: ServerClock = { now: () => now, today: () => now.toISOString().slice(0, 10) };
const pass = (ms: number) => void (now = new Date(now.getTime() + ms));
const hours = 60 * 60_000;
const days = 24 * hours;

let server: TestServer;
let buyer: Buyer;
let unbought: Rated;
let bought: Rated;
let paidNotBought: Rated;
let policyReference: string;
let draft: Awaited<ReturnType<typeof completeDraft>>;

const quoteRow = async (quoteRef: string) =>
  (
    await server.db.query<{ quote_ref: string; request: unknown; answers: unknown }>(
      "SELECT quote_ref, request, answers FROM quotes WHERE quote_ref = $1",
      [quoteRef],
    )
  ).rows[0];
const count = async (sql: string, params: unknown[] = []) => Number((await server.db.query<{ n: number }>(sql, params)).rows[0]!.n);

beforeAll(async () => {
  server = await startTestServer({ clock, payments: { stripe: null } });
  buyer = new Buyer(server);
  draft = await completeDraft(server, "car");
  unbought = await buyer.rate("car", draft);
  bought = await buyer.rate("car", draft);
  const intent = await buyer.prepare(bought, MONTHLY);
  await buyer.pay(intent);
  policyReference = (await buyer.takeUp(bought, intent.paymentIntentId, { directDebit: goodDirectDebit })).policyReference;
  paidNotBought = await buyer.rate("car", draft);
  await buyer.pay(await buyer.prepare(paidNotBought, ANNUAL));
}, startupTimeout + 60_000);
afterAll(() => server?.close());

describe("the retention job", () => {
  it("keeps every quote while its details are 30 days old or less", async () => {
    pass(30 * days);
    expect(await server.runRetention()).toEqual({ ran: true, deleted: 0 });
    expect((await retrieved(server, unbought.token, unbought.quoteRef)).quoteRef).toBe(unbought.quoteRef);
  });

  it("runs once per period across servers: a second run, from this server or another, finds the lease taken", async () => {
    expect(await server.runRetention()).toEqual({ ran: false });
    const other = jobLease(server.db, "another-server");
    expect(await runQuoteRetention(server.db, { clock, lease: other })).toEqual({ ran: false });
  });

  it("deletes a quote never bought once its details are over 30 days old: retrieving it is then not found", async () => {
    pass(1 * days);
    expect(await server.runRetention()).toEqual({ ran: true, deleted: 1 });
    expect(await quoteRow(unbought.quoteRef)).toBeUndefined();
    expect(await server.metrics.registry.getSingleMetricAsString("quotes_deleted_total")).toMatch(/^quotes_deleted_total 1$/m);
    expect(
      await count("SELECT count(*)::int AS n FROM quote_ratings r JOIN quotes q ON q.id = r.quote_id WHERE q.quote_ref = $1", [
        unbought.quoteRef,
      ]),
    ).toBe(0);
    const answer = failure(await retrieve(server, unbought.token, unbought.quoteRef));
    expect(answer).toMatchObject({ code: "QUOTE_NOT_FOUND", message: notFoundMessage });
  });

  it("keeps a bought quote with everything its policy needs", async () => {
    const row = await quoteRow(bought.quoteRef);
    expect(row?.request).toMatchObject({ capturedQuoteModel: { quote: { policyholderDTO: { email: "sam.jones@example.com" } } } });
    expect(row?.answers).not.toBeNull();
    expect(await count("SELECT count(*)::int AS n FROM policies WHERE policy_reference = $1", [policyReference])).toBe(1);
  });

  it("keeps a paid quote not bought until its payment is settled (refunded), then deletes it", async () => {
    expect(await quoteRow(paidNotBought.quoteRef)).toBeDefined();
    // Its cover start has passed: the reconciliation gives the money back.
    expect(await server.reconcilePayments()).toBe(1);
    pass(1 * hours);
    expect(await server.runRetention()).toEqual({ ran: true, deleted: 1 });
    expect(await quoteRow(paidNotBought.quoteRef)).toBeUndefined();
    expect(await quoteRow(bought.quoteRef)).toBeDefined();
  });

  it("lets exactly one of several servers running at once do a run", async () => {
    pass(1 * hours);
    const servers = ["server-a", "server-b", "server-c"].map((name) => jobLease(server.db, name));
    const runs = await Promise.all([server.runRetention(), ...servers.map((lease) => runQuoteRetention(server.db, { clock, lease }))]);
    expect(runs.filter((run) => run.ran)).toHaveLength(1);
  });

  it("gives the job to another server once the lease lapses, and back when a run fails", async () => {
    const other = jobLease(server.db, "server-b");
    expect(await runQuoteRetention(server.db, { clock, lease: other })).toEqual({ ran: false });
    pass(1 * hours);
    const failing = { ...server.db, query: () => Promise.reject(new Error("connection lost")) } as typeof server.db;
    const failingLease = jobLease(server.db, "server-failing");
    await expect(runQuoteRetention(failing, { clock, lease: failingLease })).rejects.toThrow("connection lost");
    const holder = (await server.db.query<{ holder: string }>("SELECT holder FROM job_leases WHERE name = $1", [retentionJob])).rows[0]
      ?.holder;
    expect(holder).toBe("server-failing");
    expect(await runQuoteRetention(server.db, { clock, lease: other })).toEqual({ ran: true, deleted: 0 });
  });

  it(
    "runs on its own: a server starting deletes what is due without being asked",
    async () => {
      const resume = now;
      now = new Date(`${TODAY}T10:00:00.000Z`);
      const late = await buyer.rate("car", draft);
      now = new Date(resume.getTime() + 2 * hours);
      expect(await quoteRow(late.quoteRef)).toBeDefined();
      const second = await startTestServer({ db: server.db, clock, payments: { stripe: null } });
      try {
        await expect.poll(() => quoteRow(late.quoteRef), { timeout: 30_000 }).toBeUndefined();
        expect(await server.runRetention()).toEqual({ ran: false });
      } finally {
        await second.close();
      }
    },
    startupTimeout,
  );
});
