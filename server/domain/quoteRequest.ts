/**
 * The quote request stored for a valid quote (the captured model: drivers, quote and vehicles,
 * without the rating that comes later), built from the declared mapping journeys/common/quote-request.json: every
 * answer sent, how it is converted, and the values the server derives (reference, dates, sales
 * channel, the product's class and scheme from its limits). Built from a draft already validated
 * and cut down by submittedDraft; any answer the journey does not ask yet is null rather than an error.
 */
import type { ResolvedJourney } from "../../src/engine/index.ts";
import { text } from "./draftValues.ts";
import { mappedValue } from "./mappedValue.ts";
import { quoteMapping } from "./quoteMapping.ts";
import type { Driver, PersonName } from "./quoteDrivers.ts";
import type { Vehicle } from "./quoteVehicle.ts";
import { salesChannelOf } from "./salesChannel.ts";
import { addDaysIso } from "./ukDate.ts";

/** Quotes are stored for 30 days. */
export const quoteLifetimeDays = 30;

export interface QuoteRequest {
  quoteRef: string;
  quoteState: "PENDING";
  createdDate: string;
  expiryDate: string;
  /** DIRECT, or the comparison site's (brand.json comparisonSite); see salesChannel.ts. */
  salesChannel: string;
  sourceOfBusiness: string;
  capturedQuoteModel: {
    drivers: Driver[];
    quote: Quote;
    vehicles: Vehicle[];
  };
}

export interface Quote {
  id: string;
  /** Cover start: the day's start in UK time, with its offset. */
  inceptionDateTime: string | null;
  numberOfVehiclesInHousehold: number | null;
  policyholderDTO: Policyholder;
  productClass: string | null;
  scheme: string | null;
  voluntaryExcess: number | null;
  /** The affiliate code, or the source of business (DIRECT or PCW) without one. */
  yourReference: string;
  /** The affiliate code, or WEB without one. */
  yourReferenceId: string;
  affiliate: string | null;
}

export interface Policyholder {
  name: PersonName;
  dob: string | null;
  gender: string | null;
  homeowner: boolean | null;
  isDriver: true;
  email: string | null;
  mobileNumber: string | null;
  address: Address;
  paymentMethod: string | null;
  allowChat: boolean | null;
  allowEmail: boolean | null;
  accessToOtherVehicles: boolean | null;
  whatVehicleAccessTo: string | null;
}

export interface Address {
  organisationName: string | null;
  buildingName: string | null;
  buildingNumber: string | null;
  street: string | null;
  line1: string | null;
  line2: string | null;
  line3: string | null;
  line4: string | null;
  postTown: string | null;
  county: string | null;
  postcode: string | null;
  country: string | null;
}

export interface QuoteRequestInput {
  journey: ResolvedJourney;
  /** The submitted draft (see submittedDraft). */
  draft: Record<string, unknown>;
  quoteRef: string;
  /** Today (YYYY-MM-DD) from the server's clock. */
  today: string;
}

// Read at start-up, so a broken mapping file stops the server rather than its first quote.
const mapping = quoteMapping();

export function buildQuoteRequest({ journey, draft, quoteRef, today }: QuoteRequestInput): QuoteRequest {
  const { salesChannel, sourceOfBusiness, yourReference, yourReferenceId, affiliate } = salesChannelOf(draft);
  return mappedValue(mapping.request, {
    draft,
    product: text(draft.product) ?? journey.id,
    mapping,
    limits: journey.limits,
    derived: {
      quoteRef,
      today,
      expiryDate: addDaysIso(today, quoteLifetimeDays),
      salesChannel,
      sourceOfBusiness,
      yourReference,
      yourReferenceId,
      affiliate,
    },
  }) as QuoteRequest;
}
