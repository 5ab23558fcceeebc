/**
 * The rating inputs: the flat facts a rating file's factors and underwriting rules read, taken
 * from the stored quote request. A missing answer is null, never a crash; counts over an empty
 * list are 0 (no convictions recorded is no convictions).
 */
import { differenceInYears, parse } from "date-fns";
import type { QuoteRequest } from "../domain/quoteRequest.ts";
import type { Driver } from "../domain/quoteDrivers.ts";

export type RatingInputValue = number | string | boolean | null;
export type RatingInputs = Record<string, RatingInputValue>;

/** Every input by name with its kind; the linter checks rating files against this list. */
export const ratingInputKinds = {
  /** Age in whole years at cover start. */
  policyholderAge: "number",
  /** The youngest of all drivers (policyholder and named), at cover start. */
  youngestDriverAge: "number",
  /** Whole years the policyholder has held their licence. */
  licenceYears: "number",
  ncdYears: "number",
  protectedNcd: "boolean",
  /** Pounds, as the consumer gave it. */
  vehicleValue: "number",
  /** Cover start year minus year of manufacture (0 for a new car). */
  vehicleAge: "number",
  annualMileage: "number",
  businessMileage: "number",
  /** Letters of the outward code where the vehicle is kept overnight ("LS" for LS1 4AP). */
  postcodeArea: "string",
  /** Where it is parked overnight: a vehicleLocationWhenNotInUse / vanLocationWhenNotInUse code. */
  overnightLocation: "string",
  /** A use / vanUsage code (SDP, SDPC, SDPCB, S, C1). */
  vehicleUse: "string",
  /** Points over every driver's convictions. */
  convictionPoints: "number",
  convictionCount: "number",
  /** Any conviction of any driver with a DVLA code starting DR. */
  drinkDriving: "boolean",
  claimCount: "number",
  faultClaims: "number",
  /** Claims not yet settled. */
  openClaims: "number",
  namedDrivers: "number",
  /** Pence. */
  voluntaryExcess: "number",
} as const satisfies Record<string, "number" | "string" | "boolean">;

export type RatingInputName = keyof typeof ratingInputKinds;
export const ratingInputNames = Object.keys(ratingInputKinds) as RatingInputName[];

const isoDay = "yyyy-MM-dd";
/** A YYYY-MM-DD day as a local Date. Parsing is slow and the same days recur (today, dates of birth): each is parsed once. */
function day(date: string): Date {
  const key = date.slice(0, 10);
  let parsed = days.get(key);
  if (parsed === undefined) {
    parsed = parse(key, isoDay, new Date(2000, 0, 1));
    if (days.size >= maxRememberedDays) days.clear();
    days.set(key, parsed);
  }
  // A copy: callers get a Date of their own, never the remembered one.
  return new Date(parsed.getTime());
}
const maxRememberedDays = 10_000;
const days = new Map<string, Date>();

/** `today` (YYYY-MM-DD) stands in for a missing cover start, which defaults to today in the journey. */
export function ratingInputs(request: QuoteRequest, today: string): Record<RatingInputName, RatingInputValue> {
  const { drivers, quote, vehicles } = request.capturedQuoteModel;
  const vehicle = vehicles[0];
  const policyholder = drivers.find((d) => d.isPolicyholder) ?? drivers[0];
  const coverStart = day(quote.inceptionDateTime ?? today);
  const ageOf = (driver: Driver | undefined) => (driver?.dob ? differenceInYears(coverStart, day(driver.dob)) : null);
  const ages = drivers.map(ageOf).filter((age): age is number => age !== null);
  const convictions = drivers.flatMap((d) => d.motoringConvictions);
  const claims = drivers.flatMap((d) => d.claims);
  const year = vehicle?.yearOfManufacture ?? null;
  return {
    policyholderAge: ageOf(policyholder),
    youngestDriverAge: ages.length > 0 ? Math.min(...ages) : null,
    licenceYears: policyholder?.licenceHeldYears ?? null,
    ncdYears: vehicle?.noClaimsBonusYears ?? null,
    protectedNcd: vehicle?.protectedNCBrequired ?? null,
    vehicleValue: vehicle?.value ?? null,
    vehicleAge: year === null ? null : Math.max(0, coverStart.getFullYear() - year),
    annualMileage: vehicle?.annualMileage ?? null,
    businessMileage: vehicle?.businessMileage ?? null,
    // The overnight postcode is only asked when the vehicle is kept away from home.
    postcodeArea: postcodeArea(vehicle?.overnightPostcode ?? quote.policyholderDTO.address.postcode),
    overnightLocation: vehicle?.overnightLocation ?? null,
    vehicleUse: vehicle?.vehicleUse ?? null,
    convictionPoints: convictions.reduce((sum, c) => sum + (c.points ?? 0), 0),
    convictionCount: convictions.length,
    drinkDriving: convictions.some((c) => c.dvlaCode?.toUpperCase().startsWith("DR") ?? false),
    claimCount: claims.length,
    faultClaims: claims.filter((c) => c.faultClaim === true).length,
    openClaims: claims.filter((c) => c.settled === false).length,
    namedDrivers: drivers.filter((d) => !d.isPolicyholder).length,
    voluntaryExcess: quote.voluntaryExcess === null ? null : Math.round(quote.voluntaryExcess * 100),
  };
}

/** "LS" from "LS1 4AP", "EC" from "EC1A 1BB", "W" from "W1A 0AX"; null when it is not a postcode. */
export function postcodeArea(postcode: string | null | undefined): string | null {
  const match = /^([A-Z]{1,2})\d/.exec((postcode ?? "").trim().toUpperCase());
  return match ? match[1] : null;
}
