/**
 * The server calls a journey may name: reference data for options, the `source` of page
 * loaders and button calls, and repriceQuote, which the quote page makes. Names here match journeys/common/data-sources.json, which the linter checks.
 */
import { gql } from "graphql-request";
import { graphql } from "./client.ts";
import { keptRate, RATE_RESPONSE_FIELDS, type RateResponseWire } from "./rateResponse.ts";

type Source = (args: Record<string, unknown>) => Promise<unknown>;

const VEHICLE_BY_REG = gql`
  query VehicleByReg($registration: String!) {
    vehicleByReg(registration: $registration) {
      registration abicode year vehicleLeftRightDrive transmission numberOfDoors cubicCapacity
      vehicleIdentificationNumber vehicleType
      make { code description } model { code description } fuelType { code description }
    }
  }
`;

const VEHICLE_MODELS = gql`
  query VehicleModels($makeCode: String!, $productClass: String!, $scheme: String!) {
    vehicleModels(makeCode: $makeCode, productClass: $productClass, scheme: $scheme) {
      years
      models { code name formattedName capacity trans fuel doors syear eyear }
    }
  }
`;

const DEVICE_ASSIGNMENT = gql`
  query DeviceAssignment($abiCode: String!, $productClass: String!, $scheme: String!) {
    deviceAssignment(abiCode: $abiCode, productClass: $productClass, scheme: $scheme) { deviceType obdLocation }
  }
`;

const ADDRESS_LOOKUP = gql`
  query AddressLookup($postcode: String!, $searchTerm: String) {
    addressLookup(postcode: $postcode, searchTerm: $searchTerm) { addressId searchResult }
  }
`;

const ADDRESS_DETAILS = gql`
  query AddressDetails($addressId: String!) {
    addressDetails(addressId: $addressId) {
      buildingName buildingNumber street line1 line2 line3 line4 line5 city province
      countryCode countryDescription company postalCode
    }
  }
`;

const RATE_QUOTE = gql`
  ${RATE_RESPONSE_FIELDS}
  mutation RateQuote($body: QuoteBody!, $quoteRef: String, $token: String) {
    rateQuote(body: $body, quoteRef: $quoteRef, token: $token) { ...RateResponseFields }
  }
`;

const REPRICE_QUOTE = gql`
  ${RATE_RESPONSE_FIELDS}
  mutation RepriceQuote($token: String!, $underwritingOutcomeResponseId: String!, $body: RepriceBody!) {
    repriceQuote(token: $token, underwritingOutcomeResponseId: $underwritingOutcomeResponseId, body: $body) {
      ...RateResponseFields
    }
  }
`;

const REFERENCE_DATA = gql`
  query ReferenceData($lists: [String!]!) {
    referenceData(lists: $lists) { name options { code value } }
  }
`;

export const dataSources: Readonly<Record<string, Source>> = Object.freeze({
  vehicleByReg: async (args) => (await graphql.request<{ vehicleByReg: unknown }>(VEHICLE_BY_REG, args)).vehicleByReg,
  vehicleModels: async (args) => (await graphql.request<{ vehicleModels: unknown }>(VEHICLE_MODELS, args)).vehicleModels,
  deviceAssignment: async (args) =>
    (await graphql.request<{ deviceAssignment: unknown }>(DEVICE_ASSIGNMENT, args)).deviceAssignment,
  addressLookup: async (args) => (await graphql.request<{ addressLookup: unknown }>(ADDRESS_LOOKUP, args)).addressLookup,
  addressDetails: async (args) => (await graphql.request<{ addressDetails: unknown }>(ADDRESS_DETAILS, args)).addressDetails,
  // The journey names the draft's parts; the mutation takes them as one QuoteBody.
  rateQuote: async ({ product, journeyVersion, answers, quoteRef, token }) =>
    keptRate((await graphql.request<{ rateQuote: RateResponseWire }>(RATE_QUOTE, { body: { product, journeyVersion, answers }, quoteRef, token })).rateQuote),
  repriceQuote: async (args) => keptRate((await graphql.request<{ repriceQuote: RateResponseWire }>(REPRICE_QUOTE, args)).repriceQuote),
});

export type ReferenceLists = Record<string, { code: string; value: string }[]>;

export async function fetchReferenceData(lists: string[]): Promise<ReferenceLists> {
  if (lists.length === 0) return {};
  const { referenceData } = await graphql.request<{ referenceData: { name: string; options: { code: string; value: string }[] }[] }>(
    REFERENCE_DATA,
    { lists },
  );
  return Object.fromEntries(referenceData.map((l) => [l.name, l.options]));
}
