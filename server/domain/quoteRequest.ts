/**
 * The quote request stored for a valid quote (spec §3 'Server quote response', without the rating
 * that comes later): top-level state and dates, then `capturedQuoteModel` with the drivers, the
 * quote itself (cover start, underwriting pair from the journey's limits, policyholder) and the
 * vehicle. Built from a draft already validated and cut down by submittedDraft; any answer the
 * journey does not ask yet is null rather than an error.
 */
import type { ResolvedJourney } from "../../src/engine/index.ts";
import { flag, isoDate, num, sectionAt, text, type Section } from "./draftValues.ts";
import { buildDrivers, personName, type Driver, type PersonName } from "./quoteDrivers.ts";
import { buildVehicle, type Vehicle } from "./quoteVehicle.ts";
import { salesChannelOf } from "./salesChannel.ts";
import { addDaysIso, ukMidnight } from "./ukDate.ts";

/** Spec §9: quotes are stored for 30 days. */
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

export function buildQuoteRequest({ journey, draft, quoteRef, today }: QuoteRequestInput): QuoteRequest {
  const product = text(draft.product) ?? journey.id;
  const use = sectionAt(draft, product === "van" ? "van" : "car");
  const final = sectionAt(draft, "final");
  const coverStart = isoDate(final.coverStartDate);
  const { salesChannel, sourceOfBusiness, yourReference, yourReferenceId, affiliate } = salesChannelOf(draft);
  return {
    quoteRef,
    quoteState: "PENDING",
    createdDate: today,
    expiryDate: addDaysIso(today, quoteLifetimeDays),
    salesChannel,
    sourceOfBusiness,
    capturedQuoteModel: {
      drivers: buildDrivers(draft),
      quote: {
        id: quoteRef,
        inceptionDateTime: coverStart && ukMidnight(coverStart),
        numberOfVehiclesInHousehold: num(use.householdVehicles),
        policyholderDTO: policyholder(draft, use, final),
        productClass: text(journey.limits.productClass),
        scheme: text(journey.limits.scheme),
        voluntaryExcess: num(final.excess),
        yourReference,
        yourReferenceId,
        affiliate,
      },
      vehicles: [buildVehicle(draft, product)],
    },
  };
}

function policyholder(draft: Record<string, unknown>, use: Section, final: Section): Policyholder {
  const personal = sectionAt(draft, "driverPersonal");
  const contact = sectionAt(draft, "driverAddress");
  const access = flag(use.accessToOtherVehicles);
  return {
    name: personName(personal),
    dob: isoDate(personal.dob),
    gender: text(personal.gender),
    homeowner: flag(personal.homeStatus),
    isDriver: true,
    email: text(contact.email),
    mobileNumber: text(contact.phoneNumber),
    address: address(contact),
    paymentMethod: text(final.paymentMethod),
    allowChat: flag(final.marketingChat),
    allowEmail: flag(final.marketingEmail),
    accessToOtherVehicles: access,
    whatVehicleAccessTo: access === true ? text(use.whatVehicleAccessTo) : null,
  };
}

/** The chosen address's details (fetched by the address page), with the typed postcode as a fallback. */
function address(contact: Section): Address {
  const parts = sectionAt(contact, "addressParts");
  return {
    organisationName: text(parts.company),
    buildingName: text(parts.buildingName),
    buildingNumber: text(parts.buildingNumber),
    street: text(parts.street),
    line1: text(parts.line1),
    line2: text(parts.line2),
    line3: text(parts.line3),
    line4: text(parts.line4),
    postTown: text(parts.city),
    county: text(parts.province),
    postcode: text(parts.postalCode) ?? text(contact.postcode),
    country: text(parts.countryCode),
  };
}
