/**
 * Setting a bought policy up over real HTTP with the local ports: the confirmation to the
 * policyholder, an app-login email to each driver, the device order, and for a monthly plan the
 * credit agreement (the full account number only to the finance provider). Exactly one of each
 * however often take-up is retried, and also when the server "crashed" between the commit and the
 * sending (a server that records the work but never does it) and two servers are started again
 * on the same database at once.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instalmentDates, longDate } from "../../src/api/instalmentDates.ts";
import type { Draft } from "../../src/engine/index.ts";
import { openDatabase, type Db } from "../../server/db/index.ts";
import { ANNUAL, Buyer, goodDirectDebit, MONTHLY, type Rated } from "./buying.ts";
import { clock, completeDraft } from "./quoteDrafts.ts";
import { freshPostgresDatabase, startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

const root = mkdtempSync(join(tmpdir(), "policy-setup-"));
const dirs = { outboxDir: join(root, "mail"), dispatchDir: join(root, "dispatch"), financeDir: join(root, "finance") };
const options = {
  clock,
  payments: { stripe: null },
  mail: { outboxDir: dirs.outboxDir },
  policySetup: { dispatchDir: dirs.dispatchDir, financeDir: dirs.financeDir },
};

const postgres = await freshPostgresDatabase();
let db: Db;
let server: TestServer;
let draft: Draft;
beforeAll(async () => {
  // One database the tests' servers share, as servers after a restart (or side by side) do.
  db = await openDatabase(postgres ? { databaseUrl: postgres.url } : { memory: true });
  server = await startTestServer({ ...options, db });
  draft = await completeDraft(server, "car", { namedDrivers: 1 });
}, startupTimeout);
afterAll(async () => {
  await server?.close();
  await db?.close();
  await postgres?.drop();
  rmSync(root, { recursive: true, force: true });
});

interface SentMail {
  to: string;
  subject: string;
  raw: string;
}

/** The outbox's emails about one policy, read from their .eml files (soft line breaks undone). */
function mailsAbout(policyReference: string): SentMail[] {
  return files(dirs.outboxDir)
    .map((file) => readFileSync(join(dirs.outboxDir, file), "utf8").replace(/=\n/g, ""))
    .filter((raw) => raw.includes(policyReference))
    .map((raw) => ({ to: /^To: (.*)$/m.exec(raw)?.[1] ?? "", subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? "", raw }));
}

function files(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}

const dispatchOrders = (policyReference: string) => files(dirs.dispatchDir).filter((file) => file.startsWith(policyReference));
const readJson = (dir: string, file: string) => JSON.parse(readFileSync(join(dir, file), "utf8"));

async function buy(target: TestServer, code: string, times = 1): Promise<{ quote: Rated; policyReference: string }> {
  const buyer = new Buyer(target);
  const quote = await buyer.rate("car", draft);
  const intent = await buyer.prepare(quote, code);
  expect(await buyer.pay(intent)).toEqual({ status: "SUCCEEDED", errorCode: null });
  const extra = code === MONTHLY ? { directDebit: goodDirectDebit } : {};
  const answers = await Promise.all(Array.from({ length: times }, () => buyer.takeUp(quote, intent.paymentIntentId, extra)));
  const [{ policyReference }] = answers;
  for (const answer of answers) expect(answer.policyReference).toBe(policyReference);
  return { quote, policyReference };
}

/** One confirmation to the policyholder, one app login for each driver, one device order. */
function expectSetUpOnce(policyReference: string) {
  const mails = mailsAbout(policyReference);
  expect(mails.map((mail) => [mail.to, mail.subject]).sort()).toEqual([
    ["named0.jones@example.com", "Log in to the Roadwise app"],
    ["sam.jones@example.com", "Log in to the Roadwise app"],
    ["sam.jones@example.com", `Your Roadwise policy ${policyReference}`],
  ]);
  expect(dispatchOrders(policyReference)).toEqual([`${policyReference}.json`]);
  return mails;
}

describe("policy set-up after take-up", () => {
  it("emails the policyholder's confirmation and each driver's app login, and orders the device, for an annual purchase", async () => {
    const { policyReference } = await buy(server, ANNUAL);
    const mails = expectSetUpOnce(policyReference);
    const confirmation = mails.find((mail) => mail.subject.includes(policyReference))!.raw;
    expect(confirmation).toContain("by card for the year");
    expect(confirmation).toContain("within 7 days of your policy start date");
    expect(confirmation).toContain("https://apps.apple.com/");
    expect(confirmation).toContain("https://play.google.com/");
    const order = readJson(dirs.dispatchDir, `${policyReference}.json`);
    expect(order).toMatchObject({ policyReference, deviceType: "IC6", obdLocation: null, vehicleRegistration: "AB12 CDE" });
    expect(order.deliverTo.postcode).toMatch(/^[A-Z0-9]+ [A-Z0-9]+$/);
    const { rows } = await db.query(
      "SELECT task, done_at IS NOT NULL AS done FROM policy_setup_tasks WHERE policy_reference = $1 ORDER BY task",
      [policyReference],
    );
    expect(rows).toEqual(["app-login-0", "app-login-1", "confirmation", "dispatch"].map((task) => ({ task, done: true })));
  });

  it("hands a monthly plan's mandate, with the full account number, to the finance provider, while the database keeps the last four", async () => {
    const { quote, policyReference } = await buy(server, MONTHLY);
    const confirmation = mailsAbout(policyReference).find((mail) => mail.subject.includes(policyReference))!.raw;
    expect(confirmation).toContain("account ending 8472");
    // The first Direct Debit a month after the cover start, as /ddpayment and /complete list it.
    const firstDue = longDate(instalmentDates(quote.capturedQuoteModel.quote.inceptionDateTime, 1)[0]);
    expect(confirmation.replace(/=\r?\n/g, "")).toContain(`the first on ${firstDue}`);
    const agreement = readJson(dirs.financeDir, `${quote.quoteRef}.json`);
    expect(agreement).toMatchObject({
      key: quote.quoteRef,
      status: "active",
      policyReference,
      mandate: { accountHolder: "Sam Jones", sortCode: "202959", accountNumber: "63748472" },
    });
    const { rows } = await db.query<{ dd_account_last4: string }>("SELECT dd_account_last4 FROM policies WHERE policy_reference = $1", [
      policyReference,
    ]);
    expect(rows).toEqual([{ dd_account_last4: "8472" }]);
    const everyTable = await db.query<{ dump: string }>(
      `SELECT string_agg(t::text, ' ') AS dump FROM (SELECT row_to_json(p)::text AS t FROM policies p
         UNION ALL SELECT row_to_json(s)::text FROM policy_setup_tasks s UNION ALL SELECT row_to_json(q)::text FROM quotes q) rows`,
    );
    expect(everyTable.rows[0].dump).not.toContain("63748472");
  });

  it("sets the policy up once however often take-up is retried, at once or later", async () => {
    const { quote, policyReference } = await buy(server, MONTHLY, 3);
    const again = await new Buyer(server).takeUp(quote, (await policyIntent(policyReference)).id, { directDebit: goodDirectDebit });
    expect(again.policyReference).toBe(policyReference);
    await server.runPolicySetup();
    expectSetUpOnce(policyReference);
    expect(files(dirs.financeDir).filter((file) => file.startsWith(quote.quoteRef))).toEqual([`${quote.quoteRef}.json`]);
  });

  it(
    "sets up a policy whose server crashed between the commit and the sending once, when two servers start again at once",
    async () => {
      const crashed = await startTestServer({ ...options, db, policySetup: { ...options.policySetup, run: false } });
      let policyReference: string;
      try {
        ({ policyReference } = await buy(crashed, ANNUAL));
        expect(mailsAbout(policyReference)).toEqual([]);
        expect(dispatchOrders(policyReference)).toEqual([]);
      } finally {
        await crashed.close();
      }
      const restarted = await Promise.all([startTestServer({ ...options, db }), startTestServer({ ...options, db })]);
      try {
        await Promise.all(restarted.map((one) => one.settled()));
        await Promise.all(restarted.map((one) => one.runPolicySetup()));
        expectSetUpOnce(policyReference);
      } finally {
        await Promise.all(restarted.map((one) => one.close()));
      }
    },
    startupTimeout,
  );
});

async function policyIntent(policyReference: string): Promise<{ id: string }> {
  const { rows } = await db.query<{ id: string }>("SELECT payment_intent_id AS id FROM policies WHERE policy_reference = $1", [
    policyReference,
  ]);
  return rows[0];
}
