/**
 * Drivers of the quote request: the policyholder first, then each named driver
 * the draft marks as added, as the mapping's `drivers` node declares them (journeys/common/
 * quote-request.json: the shared fields, what differs between the policyholder and a named driver,
 * the repeated claims and convictions).
 */
import type { Section } from "./draftValues.ts";
import { mappedValue } from "./mappedValue.ts";
import { quoteMapping, type MappingNode, type ObjectNode } from "./quoteMapping.ts";

export interface PersonName {
  title: string | null;
  firstName: string | null;
  surname: string | null;
}

export interface Occupation {
  employmentType: string | null;
  occupationType: string | null;
  businessType: string | null;
  primaryOccupation: boolean;
}

export interface Claim {
  claimType: string | null;
  dateOfClaim: string | null;
  faultClaim: boolean | null;
  settled: boolean | null;
}

export interface Conviction {
  convictionDate: string | null;
  dvlaCode: string | null;
  points: number | null;
  fine: number | null;
  lengthOfBan: number | null;
  breathalyserReading: number | null;
}

export interface Driver {
  id: number;
  isPolicyholder: boolean;
  driverName: PersonName;
  dob: string | null;
  gender: string | null;
  maritalStatus: string | null;
  relationshipToProposer: string | null;
  permanentUKResident: boolean | null;
  /** Years lived in the UK; 99 means since birth. */
  driverLengthInUK: number | null;
  email: string | null;
  mobileNumber: string | null;
  licenceType: string | null;
  manualOrAutomatic: string | null;
  licenceHeldYears: number | null;
  licenceHeldMonths: number | null;
  licenceNumber: string | null;
  occupations: Occupation[];
  claims: Claim[];
  motoringConvictions: Conviction[];
}

/** The mapping's drivers node, and its driver name (shared by the policyholder's name on the quote). */
function driversNode(): { drivers: MappingNode; driverName: MappingNode } {
  const { capturedQuoteModel } = quoteMapping().request as { capturedQuoteModel: ObjectNode };
  const drivers = capturedQuoteModel.drivers as { fields: ObjectNode };
  return { drivers, driverName: drivers.fields.driverName };
}

/** The drivers of a draft: no product differs in how drivers are read, so any product's name will do. */
export function buildDrivers(draft: unknown): Driver[] {
  return mappedValue(driversNode().drivers, { draft, product: "", mapping: quoteMapping() }) as Driver[];
}

/** A driver's name from their personal-details answers. */
export function personName(personal: Section): PersonName {
  return mappedValue(driversNode().driverName, { draft: { driverPersonal: personal }, product: "", mapping: quoteMapping() }) as PersonName;
}
