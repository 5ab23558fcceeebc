/**
 * The sales channel and affiliate code on the quote request: the draft's root answers
 * sourceOfBusiness ("DIRECT" or the comparison site's) and affiliate decide salesChannel,
 * sourceOfBusiness, yourReference, yourReferenceId and affiliate; anything else is refused.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Draft } from "../../src/engine/index.ts";
import { salesChannelOf } from "../../server/domain/salesChannel.ts";
import { clock, completeDraft } from "./quoteDrafts.ts";
import { failure, generousLimits, quoteBody, RATE, rateQuote, retrieved } from "./retrieving.ts";
import { startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

const brand = JSON.parse(readFileSync(new URL("../../src/config/brand.json", import.meta.url), "utf8"));
const pcw: { salesChannel: string; sourceOfBusiness: string } = brand.comparisonSite;

let server: TestServer;
let carDraft: Draft;
beforeAll(async () => {
  server = await startTestServer({ clock, attemptLimits: generousLimits });
  carDraft = await completeDraft(server, "car");
}, startupTimeout);
afterAll(() => server?.close());

async function quoteCount(): Promise<number> {
  return (await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM quotes")).rows[0].n;
}

describe("salesChannelOf", () => {
  it("is direct from the web without an affiliate", () => {
    expect(salesChannelOf({})).toEqual({
      salesChannel: "DIRECT",
      sourceOfBusiness: "DIRECT",
      yourReference: "DIRECT",
      yourReferenceId: "WEB",
      affiliate: null,
    });
    expect(salesChannelOf({ sourceOfBusiness: "DIRECT", affiliate: null })).toEqual(salesChannelOf({}));
  });

  it("takes the comparison site's channel from brand.json", () => {
    expect(salesChannelOf({ sourceOfBusiness: pcw.sourceOfBusiness })).toEqual({
      salesChannel: pcw.salesChannel,
      sourceOfBusiness: pcw.sourceOfBusiness,
      yourReference: pcw.sourceOfBusiness,
      yourReferenceId: "WEB",
      affiliate: null,
    });
  });

  it("gives the affiliate code as the references", () => {
    expect(salesChannelOf({ affiliate: "Acme-42" })).toEqual({
      salesChannel: "DIRECT",
      sourceOfBusiness: "DIRECT",
      yourReference: "Acme-42",
      yourReferenceId: "Acme-42",
      affiliate: "Acme-42",
    });
  });
});

describe("rateQuote with a sales channel and affiliate", () => {
  it("rates a comparison-site quote with its affiliate, stores them, and retrieve gives them back", async () => {
    const draft = { ...carDraft, sourceOfBusiness: pcw.sourceOfBusiness, affiliate: "MONEY-SAVER-1" };
    const quote = await rateQuote(server, "car", draft);
    expect(quote).toMatchObject({ salesChannel: pcw.salesChannel, sourceOfBusiness: pcw.sourceOfBusiness });
    expect(quote.capturedQuoteModel.quote).toMatchObject({
      yourReference: "MONEY-SAVER-1",
      yourReferenceId: "MONEY-SAVER-1",
      affiliate: "MONEY-SAVER-1",
    });

    const { rows } = await server.db.query<{ request: { salesChannel: string; sourceOfBusiness: string } }>(
      "SELECT request FROM quotes WHERE quote_ref = $1",
      [quote.quoteRef],
    );
    expect(rows[0].request).toMatchObject({ salesChannel: pcw.salesChannel, sourceOfBusiness: pcw.sourceOfBusiness });

    const back = await retrieved(server, quote.token, quote.quoteRef);
    expect(back.answers).toMatchObject({ sourceOfBusiness: pcw.sourceOfBusiness, affiliate: "MONEY-SAVER-1" });
    expect(back.rate).toMatchObject({ salesChannel: pcw.salesChannel, sourceOfBusiness: pcw.sourceOfBusiness });
  });

  it("derives the references itself: a client's yourReference and yourReferenceId are dropped", async () => {
    const quote = await rateQuote(server, "car", { ...carDraft, yourReference: "FREE-COVER", yourReferenceId: "999" });
    expect(quote).toMatchObject({ salesChannel: "DIRECT", sourceOfBusiness: "DIRECT" });
    expect(quote.capturedQuoteModel.quote).toMatchObject({ yourReference: "DIRECT", yourReferenceId: "WEB", affiliate: null });
    const back = await retrieved(server, quote.token, quote.quoteRef);
    expect(back.answers.yourReference).toBeUndefined();
    expect(back.answers.yourReferenceId).toBeUndefined();
  });

  it.each([
    [{ sourceOfBusiness: "AGGREGATOR" }, 'answers.sourceOfBusiness must be "DIRECT" or "PCW" when given'],
    [{ sourceOfBusiness: "pcw" }, 'answers.sourceOfBusiness must be "DIRECT" or "PCW" when given'],
    [{ sourceOfBusiness: 1 }, 'answers.sourceOfBusiness must be "DIRECT" or "PCW" when given'],
    [{ affiliate: "" }, "answers.affiliate must be an affiliate code: 1 to 20 letters, digits or hyphens"],
    [{ affiliate: "acme partners" }, "answers.affiliate must be an affiliate code: 1 to 20 letters, digits or hyphens"],
    [{ affiliate: "A".repeat(21) }, "answers.affiliate must be an affiliate code: 1 to 20 letters, digits or hyphens"],
    [{ affiliate: "<script>" }, "answers.affiliate must be an affiliate code: 1 to 20 letters, digits or hyphens"],
    [{ affiliate: 42 }, "answers.affiliate must be an affiliate code: 1 to 20 letters, digits or hyphens"],
  ])("refuses %j with BAD_USER_INPUT and stores nothing", async (extra, message) => {
    const before = await quoteCount();
    const response = await server.graphql(RATE, { body: quoteBody("car", { ...carDraft, ...extra }) });
    expect(failure(response)).toMatchObject({ code: "BAD_USER_INPUT", message, extensions: { argument: "body.answers" } });
    expect(await quoteCount()).toBe(before);
  });
});
