/**
 * sendQuoteEmail over real HTTP: the mail written to the local outbox (an .eml file) carries the
 * retrieve link with the token and the reference, the expiry date and the brand; the link works;
 * the token and the address never reach the server log; the quotes retrieval refuses are refused;
 * the per-token limit; and sending through an SMTP server (a fake one on a local port).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Draft } from "../../src/engine/index.ts";
import type { ServerClock } from "../../server/clock.ts";
import { maskEmail } from "../../server/domain/emailAddress.ts";
import { newToken } from "../../server/domain/quoteTokens.ts";
import { addDaysIso } from "../../server/domain/ukDate.ts";
import { ANNUAL, Buyer } from "./buying.ts";
import { completeDraft, TODAY } from "./quoteDrafts.ts";
import { fakeSmtp } from "./support/fakeSmtp.ts";
import {
  failure,
  generousLimits,
  graphqlFrom,
  notFoundMessage,
  rateQuote,
  readMail,
  retrieved,
  SEND_EMAIL,
  type RatedQuote,
} from "./retrieving.ts";
import { startTestServer, startupTimeout, type GraphqlResponse, type TestServer } from "./testServer.ts";

let today = TODAY;
const clock: ServerClock = { today: () => today, now: () => new Date(`${today}T12:00:00.000Z`) };
const publicUrl = "https://quotes.example.test";
const outboxDir = mkdtempSync(join(tmpdir(), "quote-outbox-"));
const logged: string[] = [];

let server: TestServer;
let carDraft: Draft;
beforeAll(async () => {
  server = await startTestServer({
    clock,
    publicUrl,
    mail: { outboxDir },
    payments: { stripe: null },
    attemptLimits: { ...generousLimits, emailPerToken: { points: 2, durationSeconds: 3600 } },
    log: (message) => logged.push(message),
  });
  carDraft = await completeDraft(server, "car");
}, startupTimeout);
afterAll(async () => {
  await server?.close();
  rmSync(outboxDir, { recursive: true, force: true });
});
beforeEach(() => {
  for (const file of readdirSync(outboxDir)) rmSync(join(outboxDir, file));
});

type Sent = GraphqlResponse<{ sendQuoteEmail: { sentTo: string } }>;
const sendEmail = (token: string, quoteRef?: string | null, target = server): Promise<Sent> =>
  target.graphql<{ sendQuoteEmail: { sentTo: string } }>(SEND_EMAIL, { token, quoteRef });

function sentTo(response: Sent): string {
  expect(response.body.errors, response.text).toBeUndefined();
  return response.body.data!.sendQuoteEmail.sentTo;
}

function outbox(): string[] {
  return readdirSync(outboxDir).sort();
}

const linkOf = (quote: RatedQuote, origin = publicUrl) =>
  `${origin}/retrieve?${new URLSearchParams({ token: quote.token, quoteRef: quote.quoteRef })}`;

describe("sendQuoteEmail", () => {
  it("writes the mail to the outbox: to the policyholder, with the link, the reference, the expiry date and the brand", async () => {
    const quote = await rateQuote(server, "car", carDraft);
    expect(sentTo(await sendEmail(quote.token, quote.quoteRef))).toBe("s•••@example.com");

    const files = outbox();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}\.eml$/);
    const mail = readMail(readFileSync(join(outboxDir, files[0]), "utf8"));
    expect(mail.headers).toContain("To: sam.jones@example.com");
    expect(mail.headers).toContain("From: Roadwise <no-reply@localhost>");
    expect(mail.headers).toContain(`Subject: Your Roadwise quote ${quote.quoteRef}`);
    expect(mail.text).toContain(linkOf(quote));
    expect(mail.text).toContain("Hello Sam,");
    expect(mail.text).toContain(`Your quote reference is ${quote.quoteRef}.`);
    expect(mail.text).toContain("Your price is available until 22 December 2026.");
    expect(mail.text).toContain("Thank you for getting a quote with Roadwise.");
    expect(mail.html).toContain(`<a href="${linkOf(quote).replace("&", "&#38;")}">See your quote</a>`);
  });

  it("sends a link that retrieves the quote", async () => {
    const quote = await rateQuote(server, "car", carDraft);
    sentTo(await sendEmail(quote.token));
    const { text } = readMail(readFileSync(join(outboxDir, outbox()[0]), "utf8"));
    const link = new URL(text.match(/https:\/\/\S+/)![0]);
    expect(link.pathname).toBe("/retrieve");
    const back = await retrieved(server, link.searchParams.get("token")!, link.searchParams.get("quoteRef"));
    expect(back.rate?.ratingOutcome).toEqual(quote.ratingOutcome);
  });

  it("never logs the token or the address", async () => {
    const quote = await rateQuote(server, "car", carDraft);
    logged.length = 0;
    sentTo(await sendEmail(quote.token, quote.quoteRef));
    expect(logged).toEqual([expect.stringContaining(`Quote email for ${quote.quoteRef} sent (${outboxDir}`)]);
    const log = logged.join("\n");
    expect(log).not.toContain(quote.token);
    expect(log).not.toContain("sam.jones");
    expect(log).not.toContain("@example.com");
  });

  it("answers QUOTE_NOT_FOUND, sending nothing, for a quote the token does not unlock", async () => {
    const quote = await rateQuote(server, "car", carDraft);
    const other = await rateQuote(server, "car", carDraft);
    const referred = await rateQuote(server, "car", { ...carDraft, car: { ...(carDraft.car as Draft), value: 100_000 } });

    for (const [token, quoteRef] of [
      [newToken(), null],
      ["not a token", null],
      [quote.token, other.quoteRef],
      [referred.token, null],
    ]) {
      expect(failure(await sendEmail(token!, quoteRef))).toMatchObject({ code: "QUOTE_NOT_FOUND", message: notFoundMessage });
    }
    expect(outbox()).toEqual([]);
  });

  it("answers ALREADY_TAKEN_UP, naming the policy and sending nothing, for a bought quote (a stale tab's Email me this quote)", async () => {
    const buyer = new Buyer(server);
    const bought = await buyer.rate("car", carDraft);
    const intent = await buyer.prepare(bought, ANNUAL);
    await buyer.pay(intent);
    const { policyReference } = await buyer.takeUp(bought, intent.paymentIntentId);
    // The purchase mails its confirmation and app logins (policySetup.test.ts): no quote email follows them.
    const setUpMails = outbox();
    for (const quoteRef of [bought.quoteRef, null]) {
      expect(failure(await sendEmail(bought.token, quoteRef))).toMatchObject({ code: "ALREADY_TAKEN_UP", extensions: { policyReference } });
    }
    expect(outbox()).toEqual(setUpMails);
  });

  it("answers QUOTE_EXPIRED for an expired quote", async () => {
    const quote = await rateQuote(server, "car", carDraft);
    today = addDaysIso(quote.expiryDate, 1);
    try {
      expect(failure(await sendEmail(quote.token, quote.quoteRef))).toMatchObject({
        code: "QUOTE_EXPIRED",
        message: "This quote has expired. Please get a new quote.",
      });
    } finally {
      today = TODAY;
    }
    expect(outbox()).toEqual([]);
  });

  it("mails nothing to an address stored before addresses were checked that a mail program reads as someone else's", async () => {
    const quote = await rateQuote(server, "car", carDraft);
    await server.db.query(
      `UPDATE quotes SET request = jsonb_set(request, '{capturedQuoteModel,quote,policyholderDTO,email}', '"victim.co<attacker@evil.co>"') WHERE quote_ref = $1`,
      [quote.quoteRef],
    );
    expect(failure(await sendEmail(quote.token, quote.quoteRef))).toMatchObject({ code: "EMAIL_NOT_SENT" });
    expect(outbox()).toEqual([]);
    expect(logged.at(-1)).toBe(`Quote email for ${quote.quoteRef} was not sent (the address on the quote is not a plain email address)`);
  });

  it("sends at most twice per token in the window (lowered from 5 an hour), then TOO_MANY_ATTEMPTS", async () => {
    const quote = await rateQuote(server, "car", carDraft);
    sentTo(await sendEmail(quote.token, quote.quoteRef));
    sentTo(await sendEmail(quote.token, quote.quoteRef));
    const error = failure(await sendEmail(quote.token, quote.quoteRef));
    expect(error.code).toBe("TOO_MANY_ATTEMPTS");
    expect(error.extensions.retryAfterSeconds).toBeGreaterThan(3500);
    expect(error.message).toBe("Too many attempts to email a quote. Please try again in 60 minutes.");
    expect(outbox()).toHaveLength(2);
    // Emailing and retrieving are counted apart.
    expect((await retrieved(server, quote.token, quote.quoteRef)).quoteRef).toBe(quote.quoteRef);
  });
});

describe("the link's origin", () => {
  it("is the server's own URL without PUBLIC_URL, never the request's Host header", async () => {
    const own = await startTestServer({ clock, db: server.db, mail: { outboxDir }, attemptLimits: generousLimits, log: () => undefined });
    try {
      const quote = await rateQuote(own, "car", carDraft);
      const response = await graphqlFrom<{ sendQuoteEmail: { sentTo: string } }>(
        own,
        SEND_EMAIL,
        { token: quote.token },
        { headers: { host: "evil.example" } },
      );
      expect(response.body.errors, response.text).toBeUndefined();
      const { text } = readMail(readFileSync(join(outboxDir, outbox()[0]), "utf8"));
      expect(text).toContain(linkOf(quote, `http://localhost:${new URL(own.url).port}`));
      expect(text).not.toContain("evil.example");
    } finally {
      await own.close();
    }
  });
});

describe("sending through SMTP (SMTP_URL)", () => {
  it("delivers the mail to the SMTP server instead of the outbox", async () => {
    const smtp = await fakeSmtp();
    const viaSmtp = await startTestServer({
      clock,
      db: server.db,
      publicUrl,
      mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, outboxDir, from: "Quotes <quotes@roadwise.test>" },
      attemptLimits: generousLimits,
      log: () => undefined,
    });
    try {
      const quote = await rateQuote(viaSmtp, "car", carDraft);
      expect(sentTo(await sendEmail(quote.token, quote.quoteRef, viaSmtp))).toBe("s•••@example.com");
      expect(smtp.messages).toHaveLength(1);
      const mail = readMail(smtp.messages[0]);
      expect(mail.headers).toContain("From: Quotes <quotes@roadwise.test>");
      expect(mail.text).toContain(linkOf(quote));
      expect(outbox()).toEqual([]);
    } finally {
      await viaSmtp.close();
      smtp.server.close();
    }
  });

  it("answers EMAIL_NOT_SENT when the SMTP server cannot be reached, logging neither token nor address", async () => {
    const closed = await fakeSmtp();
    closed.server.close();
    const lines: string[] = [];
    const viaSmtp = await startTestServer({
      clock,
      db: server.db,
      publicUrl,
      mail: { smtpUrl: `smtp://127.0.0.1:${closed.port}` },
      attemptLimits: generousLimits,
      log: (line) => lines.push(line),
    });
    try {
      const quote = await rateQuote(viaSmtp, "car", carDraft);
      const error = failure(await sendEmail(quote.token, quote.quoteRef, viaSmtp));
      expect(error).toMatchObject({ code: "EMAIL_NOT_SENT", message: "Sorry, we couldn’t send the email - please try again." });
      expect(lines.join("\n")).toContain(`Quote email for ${quote.quoteRef} was not sent`);
      expect(lines.join("\n")).not.toMatch(new RegExp(`${quote.token}|sam\\.jones|example\\.com`));
    } finally {
      await viaSmtp.close();
    }
  });
});

describe("maskEmail", () => {
  it.each([
    ["sam.jones@example.com", "s•••@example.com"],
    ["a@b.co", "a•••@b.co"],
    ["not-an-address", "•••"],
    ["😀sam@example.com", "😀•••@example.com"],
  ])("masks %s as %s", (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
