/**
 * Rating over real HTTP: what a rated quote returns and stores, repricing with addons and the
 * voluntary excess, rating a stored quote again, tokens, stale outcomes and expiry.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Draft } from "../../src/engine/index.ts";
import type { ServerClock } from "../../server/clock.ts";
import { hashToken } from "../../server/domain/quoteTokens.ts";
import { completeDraft, journeyOf, TODAY } from "./quoteDrafts.ts";
import { RATE_RESPONSE_FIELDS } from "./retrieving.ts";
import { startTestServer, startupTimeout, type GraphqlResponse, type TestServer } from "./testServer.ts";

const outcomeFields = RATE_RESPONSE_FIELDS;

interface Addon {
  code: string;
  annualCost: number;
  monthlyCost: number;
  selected: boolean;
  mandatory: boolean;
}
interface PaymentOption {
  __typename: string;
  totalAmountPayable: number;
  [key: string]: unknown;
}
interface Rated {
  quoteRef: string;
  quoteState: string;
  createdDate: string;
  expiryDate: string;
  token: string;
  capturedQuoteModel: { quote: { voluntaryExcess: number } };
  ratingOutcome: {
    underwritingOutcomeResponseId: string;
    optionState: string;
    declineCategory: string | null;
    addons: Addon[];
    excesses: { compulsoryAmount: number; voluntaryAmount: number; totalAmount: number }[];
    voluntaryExcessOptions: number[];
    paymentOptions: PaymentOption[];
  };
}

const RATE = `mutation ($body: QuoteBody!, $quoteRef: String, $token: String) { rateQuote(body: $body, quoteRef: $quoteRef, token: $token) { ${outcomeFields} } }`;
const REPRICE = `mutation ($token: String!, $id: String!, $body: RepriceBody!) {
  repriceQuote(token: $token, underwritingOutcomeResponseId: $id, body: $body) { ${outcomeFields} } }`;

/** The server's today moves when a test sets it. */
let today = TODAY;
const clock: ServerClock = { today: () => today, now: () => new Date(`${today}T12:00:00.000Z`) };

let server: TestServer;
let carDraft: Draft;
beforeAll(async () => {
  server = await startTestServer({ clock });
  carDraft = await completeDraft(server, "car");
}, startupTimeout);
afterAll(() => server?.close());

const body = (product: string, answers: Draft) => ({ product, journeyVersion: journeyOf(product).version, answers });

async function rated(product: string, answers: Draft, extra: Record<string, unknown> = {}): Promise<Rated> {
  const response = await server.graphql<{ rateQuote: Rated }>(RATE, { body: body(product, answers), ...extra });
  expect(response.body.errors, response.text).toBeUndefined();
  return response.body.data!.rateQuote;
}

const reprice = (token: string, id: string, choice: { addons: string[]; voluntaryExcess: number }) =>
  server.graphql<{ repriceQuote: Rated }>(REPRICE, { token, id, body: choice });

function repriced(response: GraphqlResponse<{ repriceQuote: Rated }>): Rated {
  expect(response.body.errors, response.text).toBeUndefined();
  return response.body.data!.repriceQuote;
}

function errorCode(response: GraphqlResponse<unknown>): unknown {
  expect(response.body.data ?? null, response.text).toBeNull();
  return response.body.errors?.[0]?.extensions?.code;
}

const single = (r: Rated) => r.ratingOutcome.paymentOptions.find((o) => o.__typename === "SinglePaymentOption")!;
const optionalAddons = (r: Rated) => r.ratingOutcome.addons.filter((a) => !a.mandatory);
const chosen = (r: Rated) =>
  optionalAddons(r)
    .filter((a) => a.selected)
    .map((a) => a.code);
const withSection = (draft: Draft, section: string, answers: Record<string, unknown>): Draft => ({
  ...draft,
  [section]: { ...(draft[section] as Record<string, unknown>), ...answers },
});

describe("rateQuote", () => {
  it("answers the whole rate response: a price by card and monthly, addons, excesses, dates and a token", async () => {
    const quote = await rated("car", carDraft);
    expect(quote).toMatchObject({
      quoteState: "UNDERWRITTEN",
      createdDate: TODAY,
      expiryDate: "2026-12-22",
      salesChannel: "DIRECT",
      sourceOfBusiness: "DIRECT",
    });
    expect(quote.ratingOutcome.optionState).toBe("READY_FOR_TAKE_UP");
    expect(quote.ratingOutcome.declineCategory).toBeNull();
    expect(quote.ratingOutcome.paymentOptions.map((o) => o.__typename).sort()).toEqual(["InstalmentsOption", "SinglePaymentOption"]);
    const price = single(quote).totalAmountPayable;
    expect(Number.isInteger(price) && price > 0).toBe(true);
    // The card price is the premium plus every addon taken.
    const addonsTaken = quote.ratingOutcome.addons.filter((a) => a.selected).reduce((sum, a) => sum + a.annualCost, 0);
    const [excess] = quote.ratingOutcome.excesses;
    expect(excess.compulsoryAmount + excess.voluntaryAmount).toBe(excess.totalAmount);
    expect(quote.ratingOutcome.voluntaryExcessOptions).toContain(0);
    expect(addonsTaken).toBeLessThan(price);
  });

  it("stores only the token's hash, with the rating file's version and the factor breakdown for audit", async () => {
    const quote = await rated("car", carDraft);
    const { rows } = await server.db.query<{
      token_hash: string;
      answers: unknown;
      rating_version: string;
      breakdown: { factors: unknown[] };
    }>(
      `SELECT q.token_hash, q.answers, r.rating_version, r.breakdown FROM quotes q JOIN quote_ratings r ON r.outcome_id = q.current_outcome_id
       WHERE q.quote_ref = $1`,
      [quote.quoteRef],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(hashToken(quote.token));
    expect(JSON.stringify(rows[0])).not.toContain(quote.token);
    expect(rows[0].rating_version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(rows[0].breakdown.factors.length).toBeGreaterThan(5);
  });

  it("refers a vehicle worth over £75,000 and gives no price", async () => {
    const quote = await rated("car", withSection(carDraft, "car", { value: 100_000 }));
    expect(quote.ratingOutcome).toMatchObject({
      optionState: "HAS_UNAUTHORISED_REFERRALS",
      declineCategory: "vehicle",
      paymentOptions: [],
    });
    expect(quote.quoteState).toBe("REFERRED");
  });

  it("answers a rating error for a vehicle value the rating tables do not cover", async () => {
    const quote = await rated("car", withSection(carDraft, "car", { value: 300_000 }));
    expect(quote.ratingOutcome).toMatchObject({ optionState: "RATING_RETURNED_ERROR", paymentOptions: [] });
    expect(quote.quoteState).toBe("NO_QUOTE");
  });

  it("rates a stored quote again with its token: same reference, a new outcome, and the old outcome can no longer be repriced", async () => {
    const first = await rated("car", carDraft);
    const again = await rated("car", withSection(carDraft, "final", { excess: 250 }), { quoteRef: first.quoteRef, token: first.token });
    expect(again.quoteRef).toBe(first.quoteRef);
    expect(again.token).toBe(first.token);
    expect(again.ratingOutcome.underwritingOutcomeResponseId).not.toBe(first.ratingOutcome.underwritingOutcomeResponseId);
    expect(again.capturedQuoteModel.quote.voluntaryExcess).toBe(250);
    const stale = await reprice(first.token, first.ratingOutcome.underwritingOutcomeResponseId, { addons: [], voluntaryExcess: 0 });
    expect(errorCode(stale)).toBe("OUTCOME_STALE");
  });

  it("refuses to rate a stored quote without its token", async () => {
    const first = await rated("car", carDraft);
    const response = await server.graphql(RATE, { body: body("car", carDraft), quoteRef: first.quoteRef, token: "x".repeat(43) });
    expect(errorCode(response)).toBe("QUOTE_NOT_FOUND");
    const half = await server.graphql(RATE, { body: body("car", carDraft), quoteRef: first.quoteRef });
    expect(errorCode(half)).toBe("BAD_USER_INPUT");
  });
});

describe("repriceQuote", () => {
  it("adds an optional addon's annual cost to the card price, and takes it off again", async () => {
    const quote = await rated("car", carDraft);
    const addon = optionalAddons(quote)[0];
    expect(addon).toBeDefined();
    const taken = new Set(chosen(quote));
    const flip = taken.has(addon.code) ? [...taken].filter((c) => c !== addon.code) : [...taken, addon.code];
    const after = repriced(
      await reprice(quote.token, quote.ratingOutcome.underwritingOutcomeResponseId, { addons: flip, voluntaryExcess: 0 }),
    );
    const delta = single(after).totalAmountPayable - single(quote).totalAmountPayable;
    expect(delta).toBe(taken.has(addon.code) ? -addon.annualCost : addon.annualCost);
    expect(after.ratingOutcome.addons.find((a) => a.code === addon.code)!.selected).toBe(!taken.has(addon.code));
  });

  it("lowers the price for a higher voluntary excess and shows compulsory + voluntary = total", async () => {
    const quote = await rated("car", carDraft);
    const most = Math.max(...quote.ratingOutcome.voluntaryExcessOptions);
    const after = repriced(
      await reprice(quote.token, quote.ratingOutcome.underwritingOutcomeResponseId, { addons: chosen(quote), voluntaryExcess: most }),
    );
    expect(single(after).totalAmountPayable).toBeLessThan(single(quote).totalAmountPayable);
    const [excess] = after.ratingOutcome.excesses;
    expect(excess.voluntaryAmount).toBe(most);
    expect(excess.totalAmount).toBe(excess.compulsoryAmount + most);
    expect(after.capturedQuoteModel.quote.voluntaryExcess).toBe(most / 100);
  });

  it("keeps mandatory addons whatever the consumer sends", async () => {
    const quote = await rated("convicted", await completeDraft(server, "convicted"));
    const mandatory = quote.ratingOutcome.addons.filter((a) => a.mandatory);
    expect(mandatory.length).toBeGreaterThan(0);
    const after = repriced(
      await reprice(quote.token, quote.ratingOutcome.underwritingOutcomeResponseId, { addons: [], voluntaryExcess: 0 }),
    );
    for (const addon of after.ratingOutcome.addons.filter((a) => a.mandatory)) expect(addon.selected).toBe(true);
  });

  it("lets one of two repricings from the same outcome win; the other is stale", async () => {
    const quote = await rated("car", carDraft);
    const id = quote.ratingOutcome.underwritingOutcomeResponseId;
    const both = await Promise.all([
      reprice(quote.token, id, { addons: [], voluntaryExcess: 0 }),
      reprice(quote.token, id, { addons: [], voluntaryExcess: 5000 }),
    ]);
    const codes = both.map((r) => (r.body.errors ? r.body.errors[0].extensions?.code : "OK")).sort();
    expect(codes).toEqual(["OK", "OUTCOME_STALE"]);
  });

  it.each([
    [{ addons: ["NOT_AN_ADDON"], voluntaryExcess: 0 }, "BAD_USER_INPUT"],
    [{ addons: [], voluntaryExcess: 123 }, "BAD_USER_INPUT"],
    [{ addons: [], voluntaryExcess: -5000 }, "BAD_USER_INPUT"],
  ])("refuses choices not on offer: %j", async (choice, code) => {
    const quote = await rated("car", carDraft);
    expect(errorCode(await reprice(quote.token, quote.ratingOutcome.underwritingOutcomeResponseId, choice))).toBe(code);
  });

  it("refuses an unknown token and an unknown outcome id", async () => {
    const quote = await rated("car", carDraft);
    expect(
      errorCode(await reprice("not-a-token", quote.ratingOutcome.underwritingOutcomeResponseId, { addons: [], voluntaryExcess: 0 })),
    ).toBe("QUOTE_NOT_FOUND");
    expect(errorCode(await reprice(quote.token, "00000000-0000-0000-0000-000000000000", { addons: [], voluntaryExcess: 0 }))).toBe(
      "OUTCOME_STALE",
    );
  });

  it("refuses to reprice a quote without a price", async () => {
    const quote = await rated("car", withSection(carDraft, "car", { value: 100_000 }));
    expect(
      errorCode(await reprice(quote.token, quote.ratingOutcome.underwritingOutcomeResponseId, { addons: [], voluntaryExcess: 0 })),
    ).toBe("QUOTE_NOT_PRICED");
  });
});

describe("expiry (30 days)", () => {
  it("is good through the expiry date and EXPIRED the day after", async () => {
    const quote = await rated("car", carDraft);
    expect(quote.expiryDate).toBe("2026-12-22");
    try {
      today = "2026-12-21";
      const dayBefore = repriced(
        await reprice(quote.token, quote.ratingOutcome.underwritingOutcomeResponseId, { addons: [], voluntaryExcess: 0 }),
      );
      expect(dayBefore.quoteState).toBe("UNDERWRITTEN");
      today = "2026-12-22";
      const onTheDay = repriced(
        await reprice(quote.token, dayBefore.ratingOutcome.underwritingOutcomeResponseId, { addons: [], voluntaryExcess: 0 }),
      );
      expect(onTheDay.quoteState).toBe("UNDERWRITTEN");
      today = "2026-12-23";
      expect(
        errorCode(await reprice(quote.token, onTheDay.ratingOutcome.underwritingOutcomeResponseId, { addons: [], voluntaryExcess: 0 })),
      ).toBe("QUOTE_EXPIRED");
    } finally {
      today = TODAY;
    }
  });
});
