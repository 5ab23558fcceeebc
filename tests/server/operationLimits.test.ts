/**
 * Every operation that takes a quote's token, reference or payment, and the browser's error
 * reports, are counted by the shared limiter (issue 28: they answered without limit, about 450
 * token guesses a second, and bankValidation said whether a reference exists): per client and per
 * token, reference or payment, with limits lowered here so a test reaches them. Each test connects
 * from a loopback address of its own (127.0.1.x), so its client counts start at zero.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Draft } from "../../src/engine/index.ts";
import { newToken } from "../../server/domain/quoteTokens.ts";
import { catalogueText } from "../../server/domain/errors.ts";
import { formatMessage } from "../../src/engine/index.ts";
import { ANNUAL, BANK, Buyer, PAY, PREPARE, REPRICE, TAKE_UP, card, type Rated } from "./buying.ts";
import { clock, completeDraft } from "./quoteDrafts.ts";
import { graphqlFrom, quoteBody, RATE } from "./retrieving.ts";
import { startTestServer, startupTimeout, type GraphqlResponse, type TestServer } from "./testServer.ts";

const window = { durationSeconds: 900 };
const limits = {
  quotePerClient: { points: 8, ...window },
  quotePerToken: { points: 3, ...window },
  payPerClient: { points: 6, ...window },
  payPerIntent: { points: 2, ...window },
  bankPerClient: { points: 4, ...window },
  bankPerQuote: { points: 2, ...window },
  clientErrorsPerClient: { points: 2, ...window },
};

let server: TestServer;
let buyer: Buyer;
let carDraft: Draft;
const logged: string[] = [];
beforeAll(async () => {
  server = await startTestServer({ clock, attemptLimits: limits, payments: { stripe: null }, log: (line) => logged.push(line) });
  buyer = new Buyer(server);
  carDraft = await completeDraft(server, "car");
}, startupTimeout);
afterAll(() => server?.close());

const codeOf = (response: GraphqlResponse<unknown>) => response.body.errors?.[0]?.extensions?.code ?? "OK";
const from = (address: string) => (query: string, variables: Record<string, unknown>) => graphqlFrom(server, query, variables, { address });

/** The variables of each token-bearing quote operation, for a quote. */
const operations = (quote: Rated) =>
  ({
    reprice: [
      REPRICE,
      { token: quote.token, id: quote.ratingOutcome.underwritingOutcomeResponseId, body: { addons: [], voluntaryExcess: 0 } },
    ],
    prepare: [
      PREPARE,
      { token: quote.token, id: quote.ratingOutcome.underwritingOutcomeResponseId, code: ANNUAL, optionId: quote.ratingOutcome.optionId },
    ],
    takeUp: [
      TAKE_UP,
      {
        token: quote.token,
        id: quote.ratingOutcome.underwritingOutcomeResponseId,
        inception: quote.capturedQuoteModel.quote.inceptionDateTime,
        body: { paymentIntentId: "pi_local_none" },
      },
    ],
    rate: [RATE, { body: quoteBody("car", carDraft), quoteRef: quote.quoteRef, token: quote.token }],
  }) as Record<string, [string, Record<string, unknown>]>;

describe("token-bearing quote operations", () => {
  it.each(["reprice", "prepare", "takeUp", "rate"])(
    "%s: refuses a token's fourth attempt in its window, in the catalogue's words",
    async (name) => {
      const quote = await buyer.rate("car", carDraft);
      const [query, variables] = operations(quote)[name];
      const ask = from(`127.0.1.${["reprice", "prepare", "takeUp", "rate"].indexOf(name) + 1}`);
      for (let i = 0; i < 3; i++) expect(codeOf(await ask(query, variables))).not.toBe("TOO_MANY_ATTEMPTS");
      const refused = await ask(query, variables);
      expect(refused.body.errors?.[0]).toMatchObject({
        message: formatMessage(catalogueText("quote", "errors", "tooManyAttempts"), { wait: "15 minutes" }),
        extensions: { code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: expect.any(Number) },
      });
    },
  );

  it("counts a client's guesses across tokens and operations, and stops them long before hundreds", async () => {
    const ask = from("127.0.1.10");
    const codes = [];
    for (let i = 0; i < 10; i++) {
      const guess = { token: newToken(), id: "00000000-0000-0000-0000-000000000000", body: { addons: [], voluntaryExcess: 0 } };
      codes.push(
        codeOf(await ask(i % 2 ? REPRICE : TAKE_UP, i % 2 ? guess : { ...guess, inception: "x", body: { paymentIntentId: "x" } })),
      );
    }
    expect(codes).toEqual([...Array(8).fill("QUOTE_NOT_FOUND"), "TOO_MANY_ATTEMPTS", "TOO_MANY_ATTEMPTS"]);
  });

  it("does not count a new quote (no reference, no token)", async () => {
    const ask = from("127.0.1.11");
    for (let i = 0; i < 10; i++) expect(codeOf(await ask(RATE, { body: quoteBody("car", carDraft) }))).toBe("OK");
  });
});

describe("payLocalCard", () => {
  it("refuses a payment intent's third attempt in its window, and a client's seventh", async () => {
    const quote = await buyer.rate("car", carDraft);
    const intent = await buyer.prepare(quote, ANNUAL);
    const declined = { id: intent.paymentIntentId, secret: intent.clientSecret, card: card("4000 0000 0000 0002") };
    const ask = from("127.0.1.20");
    expect([codeOf(await ask(PAY, declined)), codeOf(await ask(PAY, declined)), codeOf(await ask(PAY, declined))]).toEqual([
      "OK",
      "OK",
      "TOO_MANY_ATTEMPTS",
    ]);
    const guessing = from("127.0.1.21");
    const codes = [];
    for (let i = 0; i < 7; i++) codes.push(codeOf(await guessing(PAY, { ...declined, id: `pi_local_guess${i}` })));
    expect(codes).toEqual([...Array(6).fill("BAD_USER_INPUT"), "TOO_MANY_ATTEMPTS"]);
  });
});

describe("bankValidation", () => {
  const check = (quoteRef: string) => ({ sortCode: "20-29-59", accountNumber: "63748472", quoteRef });

  it("refuses a reference's third check and a client's fifth, so references cannot be enumerated", async () => {
    const quote = await buyer.rate("car", carDraft);
    const ask = from("127.0.1.30");
    expect([
      codeOf(await ask(BANK, check(quote.quoteRef))),
      codeOf(await ask(BANK, check(quote.quoteRef))),
      codeOf(await ask(BANK, check(quote.quoteRef))),
    ]).toEqual(["OK", "OK", "TOO_MANY_ATTEMPTS"]);
    const enumerating = from("127.0.1.31");
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push(codeOf(await enumerating(BANK, check(`QR-GUESS00${i}`))));
    expect(codes).toEqual([...Array(4).fill("QUOTE_NOT_FOUND"), "TOO_MANY_ATTEMPTS"]);
  });
});

describe("POST /client-errors", () => {
  it("logs a client's first reports in the window, then answers 429 with Retry-After and logs nothing more", async () => {
    const report = () =>
      fetch(`${server.url}/client-errors`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ code: "NETWORK_ERROR", message: "flood" }),
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await report()).status);
    expect(statuses).toEqual([204, 204, 429, 429]);
    const refused = await report();
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(logged.filter((line) => line.includes("flood"))).toHaveLength(2);
  });
});
