/**
 * The mail transport failing (issue 30): an SMTP server (SMTP_URL) that refuses every message, or
 * that accepts the connection and then says nothing.
 * The consumer asking for their quote by email is told it was not sent, in the catalogue's words,
 * and nothing else breaks: the quote is intact and retrieved as it was, rating goes on, and a policy
 * bought meanwhile is bought, its device ordered and its emails kept in the set-up outbox, sent
 * once by a later run when the server takes mail again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Draft } from "../../src/engine/index.ts";
import type { ServerClock } from "../../server/clock.ts";
import { catalogueText } from "../../server/domain/errors.ts";
import { ANNUAL, Buyer } from "./buying.ts";
import { completeDraft, TODAY } from "./quoteDrafts.ts";
import { failure, generousLimits, rateQuote, retrieved, SEND_EMAIL } from "./retrieving.ts";
import { fakeSmtp, type FakeSmtp } from "./support/fakeSmtp.ts";
import { startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

/** Today stays the quotes' day; the time moves on, past the set-up outbox's claims. */
let now = new Date(`${TODAY}T12:00:00.000Z`);
const clock: ServerClock = { today: () => TODAY, now: () => now };
/** How long a failed set-up task's claim keeps it from being tried again (policySetup.ts). */
const claimMs = 5 * 60_000;
/** The SMTP timeouts, short for the test (nodemailer's own wait 30 s for a greeting, 10 minutes for an answer). */
const smtpTimeoutMs = 2_000;

let smtp: FakeSmtp;
let server: TestServer;
let carDraft: Draft;
const logged: string[] = [];
beforeAll(async () => {
  smtp = await fakeSmtp();
  server = await startTestServer({
    clock,
    mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, timeoutMs: smtpTimeoutMs },
    payments: { stripe: null },
    attemptLimits: generousLimits,
    log: (message) => logged.push(message),
  });
  carDraft = await completeDraft(server, "car");
}, startupTimeout);
afterAll(async () => {
  await server?.close();
  smtp?.server.close();
});

const sendEmail = (token: string, quoteRef: string) =>
  server.graphql<{ sendQuoteEmail: { sentTo: string } }>(SEND_EMAIL, { token, quoteRef });

describe("an SMTP server that refuses mail", () => {
  it("answers the quote email EMAIL_NOT_SENT in the catalogue's words, leaves the quote intact, and sends it once asked again later", async () => {
    smtp.refusing = true;
    const quote = await rateQuote(server, "car", carDraft);
    try {
      expect(failure(await sendEmail(quote.token, quote.quoteRef))).toEqual({
        code: "EMAIL_NOT_SENT",
        message: catalogueText("email", "notSent"),
        extensions: { code: "EMAIL_NOT_SENT" },
      });
      // The quote is as it was, and quoting goes on.
      const again = await retrieved(server, quote.token, quote.quoteRef);
      expect(again.rate).toEqual(quote);
      expect((await rateQuote(server, "car", carDraft)).quoteState).toBe("UNDERWRITTEN");
    } finally {
      smtp.refusing = false;
    }
    expect(smtp.messages).toEqual([]);
    expect((await sendEmail(quote.token, quote.quoteRef)).body.data?.sendQuoteEmail.sentTo).toBe("s•••@example.com");
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain(quote.quoteRef);
  });

  it(
    "answers EMAIL_NOT_SENT once a server that accepted the connection has said nothing for the SMTP timeout, quoting going on meanwhile",
    { timeout: 15_000 },
    async () => {
      const quote = await rateQuote(server, "car", carDraft);
      smtp.silent = true;
      try {
        const sending = sendEmail(quote.token, quote.quoteRef);
        expect((await rateQuote(server, "car", carDraft)).quoteState).toBe("UNDERWRITTEN");
        expect(failure(await sending).code).toBe("EMAIL_NOT_SENT");
      } finally {
        smtp.silent = false;
      }
    },
  );

  it("buys the policy and orders its device, and sends its emails once, by a later run, when the server takes mail again", async () => {
    const buyer = new Buyer(server);
    smtp.refusing = true;
    let policyReference: string;
    try {
      const quote = await buyer.rate("car", carDraft);
      const intent = await buyer.prepare(quote, ANNUAL);
      expect(await buyer.pay(intent)).toEqual({ status: "SUCCEEDED", errorCode: null });
      ({ policyReference } = await buyer.takeUp(quote, intent.paymentIntentId));
      expect(await tasks(policyReference)).toEqual([
        { task: "app-login-0", done: false, failed: true },
        { task: "confirmation", done: false, failed: true },
        { task: "dispatch", done: true, failed: false },
      ]);
      // A failed email keeps its claim a while: the next run leaves it, rather than hammering the mail server.
      expect(await server.runPolicySetup()).toBe(0);
    } finally {
      smtp.refusing = false;
    }
    expect(await server.runPolicySetup()).toBe(0);
    // Once the claims have lapsed, the next run (this one, or the server's own every minute) sends them.
    now = new Date(now.getTime() + claimMs + 1000);
    await server.runPolicySetup();
    expect(await server.runPolicySetup()).toBe(0);
    expect((await tasks(policyReference)).every((task) => task.done)).toBe(true);
    const about = smtp.messages.filter((message) => message.includes(policyReference));
    expect(about.map((message) => /^Subject: (.*)$/m.exec(message)?.[1]).sort()).toEqual([
      "Log in to the Roadwise app",
      `Your Roadwise policy ${policyReference}`,
    ]);
    // Why they waited is logged by code, never by address.
    expect(logged.filter((line) => line.includes(policyReference) && line.includes("failed"))).toHaveLength(2);
    expect(logged.join("\n")).not.toContain("sam.jones");
  });
});

async function tasks(policyReference: string) {
  const { rows } = await server.db.query<{ task: string; done: boolean; failed: boolean }>(
    `SELECT task, done_at IS NOT NULL AS done, last_error IS NOT NULL AS failed FROM policy_setup_tasks WHERE policy_reference = $1 ORDER BY task`,
    [policyReference],
  );
  return rows;
}
