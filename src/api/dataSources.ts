/**
 * The server calls a journey may name: reference data for options, the `source` of page
 * loaders and button calls, and repriceQuote, which the quote page makes. Names here match
 * journeys/common/data-sources.json, which the linter checks. The operations are in
 * dataSources.graphql; their typed documents are generated from it (`npm run codegen`).
 */
import { graphql } from "./client.ts";
import {
  AddressDetailsDocument, AddressLookupDocument, DeviceAssignmentDocument, RateQuoteDocument, ReferenceDataDocument,
  RepriceQuoteDocument, VehicleByRegDocument, VehicleModelsDocument,
  type RateQuoteMutationVariables, type ReferenceDataQuery, type TypedDocumentString,
} from "./generated/graphql.ts";
import { keptRate } from "./rateResponse.ts";

type Source = (args: Record<string, unknown>) => Promise<unknown>;

/**
 * A call whose variables a journey supplies as they are (the linter checks its names, the server
 * every value), answering the one field it asks for.
 */
function journeySource<Result>(document: TypedDocumentString<Result, never>, answer: (data: Result) => unknown): Source {
  return async (args) => answer(await graphql.request<Result>(document, args));
}

export const dataSources: Readonly<Record<string, Source>> = Object.freeze({
  vehicleByReg: journeySource(VehicleByRegDocument, (data) => data.vehicleByReg),
  vehicleModels: journeySource(VehicleModelsDocument, (data) => data.vehicleModels),
  deviceAssignment: journeySource(DeviceAssignmentDocument, (data) => data.deviceAssignment),
  addressLookup: journeySource(AddressLookupDocument, (data) => data.addressLookup),
  addressDetails: journeySource(AddressDetailsDocument, (data) => data.addressDetails),
  // The journey names the draft's parts; the mutation takes them as one QuoteBody.
  rateQuote: async ({ product, journeyVersion, answers, quoteRef, token }) => {
    const variables = { body: { product, journeyVersion, answers }, quoteRef, token } as RateQuoteMutationVariables;
    return keptRate((await graphql.request(RateQuoteDocument, variables)).rateQuote);
  },
  repriceQuote: journeySource(RepriceQuoteDocument, (data) => keptRate(data.repriceQuote)),
});

/** Each list's options by the list's name. */
export type ReferenceLists = Record<string, ReferenceDataQuery["referenceData"][number]["options"]>;

export async function fetchReferenceData(lists: string[]): Promise<ReferenceLists> {
  if (lists.length === 0) return {};
  const { referenceData } = await graphql.request(ReferenceDataDocument, { lists });
  return Object.fromEntries(referenceData.map((l) => [l.name, l.options]));
}
