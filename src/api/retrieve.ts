/**
 * Retrieving a saved quote and emailing its link (server/schema.graphql retrieveQuote,
 * sendQuoteEmail). A retrieve is fired together with the combined rate reference query; both go
 * straight to the network, past the app's query cache, so the answers are checked against the
 * lists as they are now. Pages call them through `retrieveCalls`, which tests replace.
 */
import { gql } from "graphql-request";
import { graphql } from "./client.ts";
import { fetchReferenceData, type ReferenceLists } from "./dataSources.ts";
import { keptRate, RATE_RESPONSE_FIELDS, type RateResponse, type RateResponseWire } from "./rateResponse.ts";
// Type-only: the server's own contract type, erased from the bundle.
import type { RetrievedQuote as ServerRetrievedQuote } from "../../server/domain/retrieveQuote.ts";

/** schema.graphql RetrievedQuote, with the rate kept as the app keeps it (keptRate). */
export type RetrievedQuote = Omit<ServerRetrievedQuote, "rate"> & { rate: RateResponse | null };

/** The lists whose codes a retrieved quote's answers hold (§7 the combined rate reference query). */
export const RATE_REFERENCE_LISTS = ["occupation", "business", "employmentType", "use", "vanUsage"];

const RETRIEVE_QUOTE = gql`
  ${RATE_RESPONSE_FIELDS}
  mutation RetrieveQuote($token: String!, $quoteRef: String) {
    retrieveQuote(token: $token, quoteRef: $quoteRef) {
      answers journeyVersion quoteRef expired
      rate { ...RateResponseFields }
    }
  }
`;

const SEND_QUOTE_EMAIL = gql`
  mutation SendQuoteEmail($token: String!, $quoteRef: String) {
    sendQuoteEmail(token: $token, quoteRef: $quoteRef) { sentTo }
  }
`;

type RetrievedWire = Omit<RetrievedQuote, "rate"> & { rate: RateResponseWire | null };

async function retrieveQuote(token: string, quoteRef?: string): Promise<RetrievedQuote> {
  const { retrieveQuote: wire } = await graphql.request<{ retrieveQuote: RetrievedWire }>(RETRIEVE_QUOTE, { token, quoteRef: quoteRef ?? null });
  return { ...wire, rate: wire.rate ? keptRate(wire.rate) : null };
}

export const retrieveCalls = Object.freeze({
  /** The quote and the rate reference lists, requested together; either failing fails both. */
  retrieve: async (token: string, quoteRef?: string): Promise<{ quote: RetrievedQuote; reference: ReferenceLists }> => {
    const [quote, reference] = await Promise.all([retrieveQuote(token, quoteRef), fetchReferenceData(RATE_REFERENCE_LISTS)]);
    return { quote, reference };
  },
  /** Emails the quote's link; resolves to the masked address it went to. */
  sendQuoteEmail: async (token: string, quoteRef?: string): Promise<string> =>
    (await graphql.request<{ sendQuoteEmail: { sentTo: string } }>(SEND_QUOTE_EMAIL, { token, quoteRef: quoteRef ?? null })).sendQuoteEmail.sentTo,
});
