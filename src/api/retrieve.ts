/**
 * Retrieving a saved quote and emailing its link (server/schema.graphql retrieveQuote,
 * sendQuoteEmail; the operations: retrieve.graphql). A retrieve is fired together with the combined rate reference query; both go
 * straight to the network, past the app's query cache, so the answers are checked against the
 * lists as they are now.
 */
import type { GraphqlClient } from "./client.ts";
import { RetrieveQuoteDocument, SendQuoteEmailDocument, type RetrieveQuoteMutation } from "./generated/graphql.ts";
import { keptRate, type RateResponse } from "./rateResponse.ts";
import type { Draft, ReferenceData } from "../engine/index.ts";

/** schema.graphql RetrievedQuote, with the rate kept as the app keeps it (keptRate). */
export type RetrievedQuote = Omit<RetrieveQuoteMutation["retrieveQuote"], "answers" | "rate"> & {
  /** The stored quote draft, ready to be the app's draft again. */
  answers: Draft;
  rate: RateResponse | null;
};

/** The reference data whose codes a retrieved quote's answers hold (the rate page's lists, by name), fetched in one query. */
export const RATE_REFERENCE_DATA = ["occupation", "business", "employmentType", "use", "vanUsage"];

export interface RetrieveCalls {
  /** The quote and the rate page's reference data, requested together; either failing fails both. */
  retrieve(token: string, quoteRef?: string): Promise<{ quote: RetrievedQuote; referenceData: ReferenceData }>;
  /** Emails the quote's link; resolves to the masked address it went to. */
  sendQuoteEmail(token: string, quoteRef?: string): Promise<string>;
}

/** The retrieve calls over `client`; the reference data comes through `fetchReferenceData`. */
export function retrieveCalls(client: GraphqlClient, fetchReferenceData: (lists: string[]) => Promise<ReferenceData>): RetrieveCalls {
  async function retrieveQuote(token: string, quoteRef?: string): Promise<RetrievedQuote> {
    const { retrieveQuote: wire } = await client.request(RetrieveQuoteDocument, { token, quoteRef: quoteRef ?? null });
    // The server checked the stored answers against the journey before sending them.
    return { ...wire, answers: wire.answers as Draft, rate: wire.rate ? keptRate(wire.rate) : null };
  }

  return Object.freeze({
    retrieve: async (token: string, quoteRef?: string) => {
      const [quote, referenceData] = await Promise.all([retrieveQuote(token, quoteRef), fetchReferenceData(RATE_REFERENCE_DATA)]);
      return { quote, referenceData };
    },
    sendQuoteEmail: async (token: string, quoteRef?: string) =>
      (await client.request(SendQuoteEmailDocument, { token, quoteRef: quoteRef ?? null })).sendQuoteEmail.sentTo,
  });
}
