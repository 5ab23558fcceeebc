/** GraphQL documents and helpers for the retrieve, quote email and rate limit tests, and reading a mail from the outbox. */
import { request } from "node:http";
import { expect } from "vitest";
import type { Draft } from "../../src/engine/index.ts";
import { journeyOf } from "./quoteDrafts.ts";
import type { GraphqlResponse, TestServer } from "./testServer.ts";

/** Every field of the rate response, so a retrieved price can be compared with the rated one whole. */
export const RATE_RESPONSE_FIELDS = `
  quoteRef quoteState createdDate expiryDate token salesChannel sourceOfBusiness capturedQuoteModel
  ratingOutcome {
    package optionId underwritingOutcomeResponseId underwritingOutcomeResponseDate optionState declineCategory ncdVerified
    addons { underwrittenDataPointId code description annualCost monthlyCost selected mandatory }
    excesses { excessCode excessDisplayName excessWording compulsoryAmount voluntaryAmount totalAmount }
    voluntaryExcessOptions
    paymentOptions {
      __typename
      ... on SinglePaymentOption { paymentCollectionOptionCode cardPaymentProcessor settlementMethod totalAmountPayable pencePerMile }
      ... on InstalmentsOption {
        paymentCollectionOptionCode premiumFinanceProvider instalmentCount instalmentSettlementMethod upFrontAmount
        upFrontCardPaymentProcessor upFrontSettlementMethod standardInstalmentAmount totalAmountOfCredit interestAmount
        interestFixedRate arrangementFee totalAmountPayable typicalApr
      }
    }
  }`;

export const RATE = `mutation ($body: QuoteBody!, $quoteRef: String, $token: String) {
  rateQuote(body: $body, quoteRef: $quoteRef, token: $token) { ${RATE_RESPONSE_FIELDS} } }`;
export const RETRIEVE = `mutation ($token: String!, $quoteRef: String) {
  retrieveQuote(token: $token, quoteRef: $quoteRef) { answers journeyVersion quoteRef expired rate { ${RATE_RESPONSE_FIELDS} } } }`;
export const SEND_EMAIL = `mutation ($token: String!, $quoteRef: String) { sendQuoteEmail(token: $token, quoteRef: $quoteRef) { sentTo } }`;

export const notFoundMessage = "We only store your details for 30 days so please start a new quote.";

export interface RatedQuote {
  quoteRef: string;
  quoteState: string;
  createdDate: string;
  expiryDate: string;
  token: string;
  salesChannel: string;
  sourceOfBusiness: string;
  capturedQuoteModel: { quote: Record<string, unknown> & { policyholderDTO: { email: string } } };
  ratingOutcome: {
    underwritingOutcomeResponseId: string;
    optionState: string;
    optionId: string;
    paymentOptions: Array<{ totalAmountPayable: number }>;
  };
}

export interface Retrieved {
  answers: Draft;
  journeyVersion: string;
  quoteRef: string | null;
  expired: boolean;
  rate: RatedQuote | null;
}

export const quoteBody = (product: string, answers: Draft, journeyVersion = journeyOf(product).version) => ({
  product,
  journeyVersion,
  answers,
});

export async function rateQuote(server: TestServer, product: string, answers: Draft, journeyVersion?: string): Promise<RatedQuote> {
  const response = await server.graphql<{ rateQuote: RatedQuote }>(RATE, { body: quoteBody(product, answers, journeyVersion) });
  expect(response.body.errors, response.text).toBeUndefined();
  return response.body.data!.rateQuote;
}

export const retrieve = (server: TestServer, token: string, quoteRef?: string | null) =>
  server.graphql<{ retrieveQuote: Retrieved }>(RETRIEVE, { token, quoteRef });

export async function retrieved(server: TestServer, token: string, quoteRef?: string | null): Promise<Retrieved> {
  const response = await retrieve(server, token, quoteRef);
  expect(response.body.errors, response.text).toBeUndefined();
  return response.body.data!.retrieveQuote;
}

/** The one error of a failed call, with nothing internal in the response. */
export function failure(response: GraphqlResponse<unknown>): { code: unknown; message: string; extensions: Record<string, unknown> } {
  expect(response.body.data ?? null, response.text).toBeNull();
  expect(response.body.errors, response.text).toHaveLength(1);
  expect(response.text).not.toMatch(/stack|originalError|node_modules|\.ts:\d+/);
  const [error] = response.body.errors!;
  return { code: error.extensions?.code, message: error.message, extensions: error.extensions ?? {} };
}

/** A copy of a draft with one section's answers replaced. */
export const withSection = (draft: Draft, section: string, answers: Record<string, unknown>): Draft => ({
  ...draft,
  [section]: { ...(draft[section] as Record<string, unknown>), ...answers },
});

/** Limits no test in a file that is not about rate limiting reaches. */
export const generousLimits = {
  retrievePerClient: { points: 1000, durationSeconds: 900 },
  retrievePerToken: { points: 1000, durationSeconds: 900 },
  emailPerClient: { points: 1000, durationSeconds: 3600 },
  emailPerToken: { points: 1000, durationSeconds: 3600 },
  quotePerClient: { points: 100_000, durationSeconds: 900 },
  payPerClient: { points: 100_000, durationSeconds: 900 },
};

export interface From {
  /** The loopback address the request comes from (any 127.0.0.x): a client of its own. */
  address?: string;
  headers?: Record<string, string>;
}

/** A GraphQL request on a connection of its own, from a chosen client address and with chosen headers (Host too), to a server or a proxy. */
export function graphqlFrom<T>(
  server: Pick<TestServer, "url">,
  query: string,
  variables: Record<string, unknown>,
  { address, headers = {} }: From = {},
): Promise<GraphqlResponse<T>> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}/graphql`,
      {
        method: "POST",
        localAddress: address,
        agent: false,
        headers: { "content-type": "application/json", accept: "application/json", ...headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text, body: JSON.parse(text) }));
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify({ query, variables }));
  });
}

/** An outbox message's headers (unfolded) and its text and HTML parts, decoded. */
export function readMail(raw: string): { headers: string; text: string; html: string } {
  const headers = raw.slice(0, raw.indexOf("\n\n")).replace(/\n[ \t]+/g, " ");
  const part = (type: string) => {
    const start = raw.indexOf(`Content-Type: ${type}`);
    const partHeaders = raw.slice(start, raw.indexOf("\n\n", start));
    const body = raw.slice(start + partHeaders.length + 2, raw.indexOf("\n----", start));
    return partHeaders.includes("quoted-printable") ? decodeQuotedPrintable(body) : body;
  };
  return { headers, text: part("text/plain"), html: part("text/html") };
}

function decodeQuotedPrintable(body: string): string {
  const unwrapped = body.replace(/=\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < unwrapped.length; i++) {
    const hex = unwrapped.slice(i + 1, i + 3);
    if (unwrapped[i] === "=" && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(unwrapped[i]));
  }
  return Buffer.from(bytes).toString("utf8");
}
