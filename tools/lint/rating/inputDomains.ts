/**
 * What each rating input (server/rating/inputs.ts) can be for one product: read from the answers the
 * quote request takes it from (through common/quote-request.json) and the product's limits, as the
 * conditions' domain analysis reads answers. An input no answer of the product feeds can only be
 * null (or 0, for a count over nothing asked). Only as wide as sure: anything unknown is left open.
 */
import type { QuoteMapping } from "../../../server/domain/quoteMapping.ts";
import type { RatingFile } from "../../../server/rating/fileFormat.ts";
import { ratingInputKinds, type RatingInputName } from "../../../server/rating/inputs.ts";
import type { ResolvedJourney } from "../../../src/engine/index.ts";
import { askedAnswers, draftPathsFor } from "../mapping/answerPaths.ts";
import { mappingLeaves, type RequestField } from "../mapping/mappingLeaves.ts";
import { domainOf, mergeDomains, productDomains, type Domain } from "../valueDomains.ts";

export interface InputDomain {
  domain: Domain;
  /** Where the request takes it from, when no answer of the product feeds it (it is always null or 0). */
  unfedFrom?: string;
}

const DRIVERS = "capturedQuoteModel.drivers[]";
const VEHICLE = "capturedQuoteModel.vehicles[]";
/** The request field each input is read from (inputs.ts); counts and sums over a repeat read its rounds. */
const FROM: Partial<Record<RatingInputName, { target: string; as: "value" | "count" | "sum" | "flag" }>> = {
  licenceYears: { target: `${DRIVERS}.licenceHeldYears`, as: "value" },
  ncdYears: { target: `${VEHICLE}.noClaimsBonusYears`, as: "value" },
  protectedNcd: { target: `${VEHICLE}.protectedNCBrequired`, as: "flag" },
  vehicleValue: { target: `${VEHICLE}.value`, as: "value" },
  annualMileage: { target: `${VEHICLE}.annualMileage`, as: "value" },
  businessMileage: { target: `${VEHICLE}.businessMileage`, as: "value" },
  overnightLocation: { target: `${VEHICLE}.overnightLocation`, as: "value" },
  vehicleUse: { target: `${VEHICLE}.vehicleUse`, as: "value" },
  convictionPoints: { target: `${DRIVERS}.motoringConvictions[].points`, as: "sum" },
  convictionCount: { target: `${DRIVERS}.motoringConvictions[].convictionDate`, as: "count" },
  drinkDriving: { target: `${DRIVERS}.motoringConvictions[].dvlaCode`, as: "flag" },
  claimCount: { target: `${DRIVERS}.claims[].dateOfClaim`, as: "count" },
  faultClaims: { target: `${DRIVERS}.claims[].faultClaim`, as: "count" },
  openClaims: { target: `${DRIVERS}.claims[].settled`, as: "count" },
};

const OPEN_NUMBER: Domain = { values: [undefined, null], numbers: { min: 0, max: Infinity, integer: false } };
const BOOLEAN: Domain = { values: [undefined, null, true, false] };
const numberAt = (limits: Record<string, unknown>, path: string): number | undefined => {
  const value = path.split(".").reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], limits);
  return typeof value === "number" ? value : undefined;
};
const wholeNumbers = (min: number, max: number): Domain => ({ values: [undefined, null], numbers: { min, max, integer: true } });

export interface RatingScope {
  journey: ResolvedJourney;
  mapping?: QuoteMapping;
  rating: RatingFile;
  referenceCodes?: Map<string, string[]>;
}

export function inputDomains(scope: RatingScope): Map<string, InputDomain> {
  const fields = scope.mapping ? new Map(mappingLeaves(scope.mapping).fields.map((field) => [field.target, field])) : undefined;
  return new Map(Object.keys(ratingInputKinds).map((input) => [input, inputDomain(input as RatingInputName, scope, fields)]));
}

function inputDomain(input: RatingInputName, scope: RatingScope, fields: Map<string, RequestField> | undefined): InputDomain {
  const { limits } = scope.journey;
  const drivers = 1 + (numberAt(limits, "namedDrivers") ?? 0);
  if (input === "policyholderAge" || input === "youngestDriverAge") return { domain: ageDomain(limits) };
  if (input === "namedDrivers") return { domain: wholeNumbers(0, numberAt(limits, "namedDrivers") ?? Infinity) };
  if (input === "voluntaryExcess")
    return { domain: { values: [undefined, null, ...scope.rating.voluntaryExcess.map((option) => option.amount)] } };
  if (input === "vehicleAge") return { domain: wholeNumbers(0, Infinity) };
  const from = FROM[input];
  const field = from && fields?.get(from.target);
  if (!from || !field)
    return {
      domain:
        ratingInputKinds[input] === "boolean"
          ? BOOLEAN
          : ratingInputKinds[input] === "number"
            ? OPEN_NUMBER
            : { values: [undefined, null], strings: "text" },
    };
  const fed = fedDomain(field, scope);
  if (!fed)
    return {
      domain:
        from.as === "count" || from.as === "sum"
          ? wholeNumbers(0, 0)
          : { values: [undefined, null, ...(from.as === "flag" ? [false] : [])] },
      unfedFrom: from.target,
    };
  const rounds = Math.max(1, ...field.sources.map((source) => source.rounds ?? 1)) * drivers;
  if (from.as === "count") return { domain: wholeNumbers(0, rounds) };
  if (from.as === "sum") return { domain: wholeNumbers(0, (fed.numbers?.max ?? Infinity) * rounds) };
  if (from.as === "flag") return { domain: BOOLEAN };
  return { domain: fed };
}

/** Ages at cover start: within the product's age limits, a year younger with an allowance of days. */
function ageDomain(limits: Record<string, unknown>): Domain {
  const mins = [numberAt(limits, "driverAge.min"), numberAt(limits, "finalAge.min")].filter((n) => n !== undefined);
  const maxes = [numberAt(limits, "driverAge.max"), numberAt(limits, "finalAge.max")].filter((n) => n !== undefined);
  const allowance = (numberAt(limits, "ageAllowanceDays") ?? 0) > 0 ? 1 : 0;
  return wholeNumbers(mins.length ? Math.min(...mins) - allowance : 0, maxes.length ? Math.max(...maxes) : Infinity);
}

/**
 * What the answers feeding a request field can be, merged over its sources; undefined when no
 * source applies to the product (only answers it never asks). A stored, derived or fixed value is
 * fed, but says nothing: open.
 */
function fedDomain(field: RequestField, { journey, mapping, referenceCodes }: RatingScope): Domain | undefined {
  const asked = askedAnswers(journey);
  const domains = productDomains(journey, referenceCodes);
  let found: Domain | undefined;
  const add = (domain: Domain) => (found = found ? mergeDomains(found, domain) : domain);
  for (const { source, ...context } of field.sources) {
    if (source.onlyFor && !source.onlyFor.includes(journey.id)) continue;
    if (source.notFor?.includes(journey.id)) continue;
    if (source.answer === undefined) {
      if (!("fixed" in source) || source.fixed !== null) add({ values: [undefined, null], anything: true });
      continue;
    }
    const contexts = context.perDriver ? [{ ...context, namedAt: undefined }, context] : [context];
    for (const path of contexts.flatMap((one) => draftPathsFor(source.answer!, one, journey, mapping!))) {
      const answer = asked.get(path);
      if (!answer) continue;
      const codes = answer.field.optionsFrom !== undefined ? referenceCodes?.get(answer.field.optionsFrom) : undefined;
      add(
        codes?.length
          ? { values: [undefined, null, ...codes] }
          : (domainOf(domains, path) ?? { values: [undefined, null], anything: true }),
      );
    }
  }
  return found;
}
