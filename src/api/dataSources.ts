/**
 * The server calls a journey may name: reference data for options, and the `source` of page
 * loaders. Names here match journeys/common/data-sources.json, which the linter checks.
 */
import { gql } from "graphql-request";
import { graphql } from "./client.ts";

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

const SUBMIT_QUOTE = gql`
  mutation SubmitQuote($product: String!, $journeyVersion: String!, $answers: JSON!) {
    submitQuote(product: $product, journeyVersion: $journeyVersion, answers: $answers) {
      quoteRef product journeyVersion createdDate
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
  submitQuote: async (args) => (await graphql.request<{ submitQuote: unknown }>(SUBMIT_QUOTE, args)).submitQuote,
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
