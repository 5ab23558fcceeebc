/**
 * The server calls a journey may name: reference data for options, the `source` of page
 * loaders and button calls, and the rating calls (rateQuote, and repriceQuote, which the quote
 * page makes). Names here match journeys/common/data-sources.json, which the linter checks. The
 * operations are in dataSources.graphql; their typed documents are generated from it (`npm run codegen`).
 */
import type { GraphqlClient } from "./client.ts";
import {
  AddressDetailsDocument,
  AddressLookupDocument,
  DeviceAssignmentDocument,
  RateQuoteDocument,
  ReferenceDataDocument,
  RepriceQuoteDocument,
  VehicleByRegDocument,
  VehicleModelsDocument,
  type QuoteBody,
  type RateQuoteMutationVariables,
  type ReferenceDataQuery,
  type RepriceQuoteMutationVariables,
  type TypedDocumentString,
} from "./generated/graphql.ts";
import { keptRate, type RateResponse } from "./rateResponse.ts";
import type { ReferenceData } from "../engine/index.ts";

/** A call a journey names, with the arguments the journey supplies. */
export type Source = (args: Record<string, unknown>) => Promise<unknown>;

/** The calls journeys may name, by name. */
export type DataSources = Readonly<Record<string, Source>>;

/** What rateQuote is asked with: the draft's parts by name, with the quote's reference and token when it has them. */
export type RateQuoteArgs = QuoteBody & Omit<RateQuoteMutationVariables, "body">;

export interface RatingCalls {
  rateQuote(args: RateQuoteArgs): Promise<RateResponse>;
  repriceQuote(args: RepriceQuoteMutationVariables): Promise<RateResponse>;
}

export function ratingCalls(client: GraphqlClient): RatingCalls {
  return Object.freeze({
    // The mutation takes the draft's parts as one QuoteBody.
    rateQuote: async ({ product, journeyVersion, answers, quoteRef, token }: RateQuoteArgs) =>
      keptRate((await client.request(RateQuoteDocument, { body: { product, journeyVersion, answers }, quoteRef, token })).rateQuote),
    repriceQuote: async (args: RepriceQuoteMutationVariables) => keptRate((await client.request(RepriceQuoteDocument, args)).repriceQuote),
  });
}

/**
 * The journeys' calls over `client`. A journey supplies the variables as they are (the linter
 * checks its names, the server every value); each call answers the one field it asks for.
 */
export function dataSources(client: GraphqlClient, rating: RatingCalls): DataSources {
  const journeySource =
    <Result>(document: TypedDocumentString<Result, never>, answer: (data: Result) => unknown): Source =>
    async (args) =>
      answer(await client.request(document, args as never));
  return Object.freeze({
    vehicleByReg: journeySource(VehicleByRegDocument, (data) => data.vehicleByReg),
    vehicleModels: journeySource(VehicleModelsDocument, (data) => data.vehicleModels),
    deviceAssignment: journeySource(DeviceAssignmentDocument, (data) => data.deviceAssignment),
    addressLookup: journeySource(AddressLookupDocument, (data) => data.addressLookup),
    addressDetails: journeySource(AddressDetailsDocument, (data) => data.addressDetails),
    rateQuote: (args) => rating.rateQuote(args as RateQuoteArgs),
    repriceQuote: (args) => rating.repriceQuote(args as RepriceQuoteMutationVariables),
  });
}

/** Fetches reference data over `client`: the lists named, all in one query. */
export function referenceData(client: GraphqlClient): (lists: string[]) => Promise<ReferenceData> {
  return async (lists) => {
    if (lists.length === 0) return {};
    const { referenceData: found } = await client.request(ReferenceDataDocument, { lists });
    return referenceDataFrom(found);
  };
}

/** The reference data in the query's answer: each list's options by the list's name. */
export function referenceDataFrom(found: ReferenceDataQuery["referenceData"]): ReferenceData {
  return Object.fromEntries(found.map((l) => [l.name, l.options]));
}
