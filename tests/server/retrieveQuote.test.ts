/**
 * retrieveQuote over real HTTP: the stored price and answers
 * come back; a bought quote is refused as bought, naming its policy; every other quote that cannot
 * be retrieved is 'Quote not found'; an expired quote whose
 * cover start has passed comes back without a price or reference; and no usable token is stored.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Draft } from "../../src/engine/index.ts";
import type { ServerClock } from "../../server/clock.ts";
import { addDaysIso } from "../../server/domain/ukDate.ts";
import { ANNUAL, Buyer } from "./buying.ts";
import { completeDraft, journeyOf, TODAY } from "./quoteDrafts.ts";
import {
  failure,
  generousLimits,
  notFoundMessage,
  RATE,
  quoteBody,
  rateQuote,
  retrieve,
  retrieved,
  withSection,
  type RatedQuote,
} from "./retrieving.ts";
import { startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

/** The server's today moves when a test sets it. */
let today = TODAY;
const clock: ServerClock = { today: () => today, now: () => new Date(`${today}T12:00:00.000Z`) };

let server: TestServer;
let carDraft: Draft;
let namedDraft: Draft;
beforeAll(async () => {
  server = await startTestServer({ clock, payments: { stripe: null }, attemptLimits: generousLimits });
  carDraft = await completeDraft(server, "car");
  namedDraft = await completeDraft(server, "car", { namedDrivers: 1 });
}, startupTimeout);
afterAll(() => server?.close());

async function withToday<T>(day: string, work: () => Promise<T>): Promise<T> {
  today = day;
  try {
    return await work();
  } finally {
    today = TODAY;
  }
}

async function storedAnswers(quoteRef: string): Promise<Draft> {
  const { rows } = await server.db.query<{ answers: Draft }>("SELECT answers FROM quotes WHERE quote_ref = $1", [quoteRef]);
  return rows[0].answers;
}

async function boughtQuote() {
  const buyer = new Buyer(server);
  const quote = await buyer.rate("car", carDraft);
  const intent = await buyer.prepare(quote, ANNUAL);
  await buyer.pay(intent);
  const { policyReference } = await buyer.takeUp(quote, intent.paymentIntentId);
  return { quote, policyReference };
}

async function expectNotFound(token: string, quoteRef?: string | null) {
  const error = failure(await retrieve(server, token, quoteRef));
  expect(error).toMatchObject({ code: "QUOTE_NOT_FOUND", message: notFoundMessage });
}

describe("retrieveQuote", () => {
  it("gives back the stored price, unchanged, and the answers as stored, a named driver's included", async () => {
    const quote = await rateQuote(server, "car", namedDraft);
    const back = await retrieved(server, quote.token, quote.quoteRef);
    expect(back).toMatchObject({ quoteRef: quote.quoteRef, expired: false, journeyVersion: journeyOf("car").version });
    // The whole rate response: same outcome id, same date, same price; the token is the one sent.
    expect(back.rate).toEqual(quote);
    expect(back.answers).toEqual(await storedAnswers(quote.quoteRef));
    expect(back.answers).toMatchObject({
      product: "car",
      driverPersonal: { firstName: "Sam", dob: "1990-05-14" },
      named: [
        { added: true, driverPersonal: { firstName: "Alex", dob: "1992-08-30" }, driverContact: { email: "named0.jones@example.com" } },
      ],
    });
  });

  it("needs no reference: the token alone finds the quote", async () => {
    const quote = await rateQuote(server, "car", carDraft);
    expect((await retrieved(server, quote.token)).rate?.ratingOutcome).toEqual(quote.ratingOutcome);
    expect((await retrieved(server, quote.token, "")).quoteRef).toBe(quote.quoteRef);
  });

  it("gives the current price of a quote rated again since", async () => {
    const first = await rateQuote(server, "car", carDraft);
    const response = await server.graphql<{ rateQuote: RatedQuote }>(RATE, {
      body: quoteBody("car", withSection(carDraft, "final", { excess: 250 })),
      quoteRef: first.quoteRef,
      token: first.token,
    });
    const again = response.body.data!.rateQuote;
    const back = await retrieved(server, first.token, first.quoteRef);
    expect(back.rate?.ratingOutcome.underwritingOutcomeResponseId).toBe(again.ratingOutcome.underwritingOutcomeResponseId);
    expect(back.answers).toMatchObject({ final: { excess: 250 } });
  });

  it("does not store anything new when nothing changed", async () => {
    const quote = await rateQuote(server, "car", carDraft);
    const count = async () => (await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM quote_ratings")).rows[0].n;
    const before = await count();
    await retrieved(server, quote.token, quote.quoteRef);
    expect(await count()).toBe(before);
  });
});

describe("retrieveQuote: quote not found, whatever the reason", () => {
  it("for an unknown or malformed token", async () => {
    const quote = await rateQuote(server, "car", carDraft);
    await expectNotFound(`${quote.token.slice(0, -1)}${quote.token.endsWith("A") ? "B" : "A"}`);
    await expectNotFound("not-a-token");
    await expectNotFound("");
    await expectNotFound("x".repeat(10_000));
    await expectNotFound(quote.quoteRef);
  });

  it("for a reference that is not the token's quote", async () => {
    const quote = await rateQuote(server, "car", carDraft);
    const other = await rateQuote(server, "car", carDraft);
    await expectNotFound(quote.token, other.quoteRef);
    await expectNotFound(quote.token, "QR-00000000");
    await expectNotFound(quote.token, quote.quoteRef.toLowerCase());
  });

  it.each([
    ["referred", 100_000, "HAS_UNAUTHORISED_REFERRALS"],
    ["not rated", 300_000, "RATING_RETURNED_ERROR"],
  ])("for a %s quote, which has no price", async (_, value, optionState) => {
    const quote = await rateQuote(server, "car", withSection(carDraft, "car", { value }));
    expect(quote.ratingOutcome.optionState).toBe(optionState);
    await expectNotFound(quote.token, quote.quoteRef);
  });

  it("for a bought quote with another quote's reference", async () => {
    const { quote } = await boughtQuote();
    const other = await rateQuote(server, "car", carDraft);
    await expectNotFound(quote.token, other.quoteRef);
  });
});

describe("retrieveQuote of a bought quote", () => {
  it("is refused as bought (ALREADY_TAKEN_UP), naming its policy, with or without the reference: never offered again", async () => {
    const { quote, policyReference } = await boughtQuote();
    for (const ref of [quote.quoteRef, undefined]) {
      const error = failure(await retrieve(server, quote.token, ref));
      expect(error).toMatchObject({
        code: "ALREADY_TAKEN_UP",
        message: "This quote has already been bought.",
        extensions: { policyReference },
      });
    }
    // After its price's expiry date too: a bought quote is kept, and its link still says what it became.
    const later = failure(await withToday(addDaysIso(TODAY, 31), () => retrieve(server, quote.token)));
    expect(later).toMatchObject({ code: "ALREADY_TAKEN_UP", extensions: { policyReference } });
  });
});

describe("retrieveQuote of an expired quote", () => {
  it("clears the reference and gives no price when the cover start has passed", async () => {
    const quote = await rateQuote(server, "car", carDraft);
    const back = await withToday(addDaysIso(quote.expiryDate, 1), () => retrieved(server, quote.token, quote.quoteRef));
    expect(back).toMatchObject({ expired: true, quoteRef: null, rate: null, journeyVersion: journeyOf("car").version });
    // The answers still come back, for the app to start from (it asks for a new cover start).
    expect(back.answers).toEqual(await storedAnswers(quote.quoteRef));
  });

  it("is still the quote on its expiry date", async () => {
    const quote = await rateQuote(server, "car", carDraft);
    const back = await withToday(quote.expiryDate, () => retrieved(server, quote.token, quote.quoteRef));
    expect(back).toMatchObject({ expired: false, quoteRef: quote.quoteRef });
    expect(back.rate?.ratingOutcome.underwritingOutcomeResponseId).toBe(quote.ratingOutcome.underwritingOutcomeResponseId);
  });
});

describe("the retrieve token", () => {
  it("carries 256 random bits and is stored only as its SHA-256 hash: the database holds no usable token", async () => {
    const quotes = await Promise.all([1, 2, 3].map(() => rateQuote(server, "car", carDraft)));
    const tokens = quotes.map((q) => q.token);
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
    }
    for (const quote of quotes) await retrieved(server, quote.token, quote.quoteRef);

    const { rows } = await server.db.query<Record<string, unknown>>("SELECT * FROM quotes");
    const { rows: ratings } = await server.db.query<Record<string, unknown>>("SELECT * FROM quote_ratings");
    const { rows: counters } = await server.db.query<Record<string, unknown>>("SELECT * FROM rate_limits");
    const everything = JSON.stringify([rows, ratings, counters]);
    for (const token of tokens) expect(everything).not.toContain(token);
    for (const quote of quotes) {
      const row = rows.find((r) => r.quote_ref === quote.quoteRef)!;
      expect(row.token_hash).toBe(createHash("sha256").update(quote.token).digest("hex"));
    }
  });
});
