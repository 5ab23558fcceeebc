/**
 * Every server call the app makes, as one object passed in rather than imported: the app builds
 * it for its own origin at start-up, tests and other hosts supply their own.
 */
import type { GraphqlClient } from "./client.ts";
import { dataSources, ratingCalls, referenceData, type DataSources, type RatingCalls } from "./dataSources.ts";
import { purchaseCalls, type PurchaseCalls } from "./purchase.ts";
import { retrieveCalls, type RetrieveCalls } from "./retrieve.ts";
import type { ReferenceData } from "../engine/index.ts";

export interface QuoteApi {
  /** The calls journeys name as a loader's or a button's `source`. */
  dataSources: DataSources;
  /** Reference data (options, codes to show): the lists named, in one request. */
  referenceData(lists: string[]): Promise<ReferenceData>;
  /** Rating and repricing the quote. */
  rating: RatingCalls;
  /** Buying: bank details, the payment and take-up. */
  purchase: PurchaseCalls;
  /** Retrieving a saved quote and emailing its link. */
  retrieve: RetrieveCalls;
}

/** The app's calls over one GraphQL client. */
export function createQuoteApi(client: GraphqlClient): QuoteApi {
  const rating = ratingCalls(client);
  const fetchReferenceData = referenceData(client);
  return Object.freeze({
    dataSources: dataSources(client, rating),
    referenceData: fetchReferenceData,
    rating,
    purchase: purchaseCalls(client),
    retrieve: retrieveCalls(client, fetchReferenceData),
  });
}
