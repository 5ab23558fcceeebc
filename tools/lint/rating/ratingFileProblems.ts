/**
 * The server's own checks of a rating file (server/rating/fileChecks.ts, the ones it runs as it
 * starts) and the rating schema's errors, as problems with a check id and a JSON pointer: the server
 * words each as "where: what", where is a path into the file (`factors[2] "vehicleValue".bands[3]`).
 */
import type { ErrorObject } from "ajv";
import { ratingFileProblems } from "../../../server/rating/fileChecks.ts";
import type { RatingFile } from "../../../server/rating/fileFormat.ts";
import { ratingInputNames } from "../../../server/rating/inputs.ts";
import { closest, describeAjvError } from "../describeAjvError.ts";
import { error, pointerTo, type Problem } from "../problem.ts";
import { readableErrors } from "../schemaValidation.ts";

export const RATING_CHECKS: Record<string, string> = {
  "rating-bands": "bands (a factor's or the compulsory excess's) with a gap, an overlap, out of order, or an open band before the last",
  "rating-factor": "a multiplier (a band's, a value's, default, missing, a voluntary excess's) that is not a number, zero or negative",
  "rating-values": "a factor's value keys that can never match its input: of the wrong kind, or a code misspelt or in the wrong case",
  "rating-duplicate": "a factor id, addon code, rule id or voluntary excess amount given twice",
  "rating-excess": "a voluntary excess table without £0, out of order, or pricing a higher excess above a lower one",
  "rating-addon": "an addon mandatory but not selected by default, or priced one way only (no annualCost)",
  "rating-rule-logic": "an underwriting rule using an operator the server does not run",
  "rating-rule-input": "an underwriting rule reading a name that is no rating input, or an input no answer of the product feeds",
  "rating-rule-fires": "an underwriting rule that can never fire, or fires for every quote, given what its inputs can be",
  "rating-apr": "a monthly plan whose cash flows no longer give the representative APR common/catalogue-declarations.json states",
  "rating-payment-methods": "a monthly plan exactly when the product's limits.paymentMethods offers MONTHLY on /final",
};

/** The check each of the server's findings belongs to, by what it says. */
const KINDS: [RegExp, string][] = [
  [/bands need a number input|can never match/, "rating-values"],
  [/is also .*'s$/, "rating-duplicate"],
  [/must offer 0/, "rating-excess"],
  [/mandatory/, "rating-addon"],
  [/unknown JsonLogic operator/, "rating-rule-logic"],
  [/is not a rating input/, "rating-rule-input"],
  [/band|gap|overlaps|lowest first|is below from|leave out "to"/, "rating-bands"],
];

/** `factors[2] "vehicleValue".bands[3]` as `/factors/2/bands/3`. */
export function pointerOfWhere(where: string): string {
  const parts = [...where.replace(/ "[^"]*"/g, "").matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => m[1] ?? Number(m[2]));
  return pointerTo(...parts);
}

/** One "where: what" line as a problem. */
function fromLine(file: string, line: string, check: string | undefined): Problem {
  const split = line.indexOf(": ");
  const where = split < 0 ? "" : line.slice(0, split);
  return error(file, line, { ...(check ? { check } : {}), ...(where ? { pointer: pointerOfWhere(where) } : {}) });
}

export function serverRatingProblems(file: string, rating: RatingFile): Problem[] {
  return ratingFileProblems(rating).map((line) => {
    const problem = fromLine(file, line, KINDS.find(([pattern]) => pattern.test(line))?.[1]);
    const input = /"([^"]+)" is not a rating input/.exec(line)?.[1];
    const guess = input && closest(input, ratingInputNames);
    return guess ? { ...problem, message: `${problem.message} (did you mean "${guess}"?)` } : problem;
  });
}

/** A multiplier's place: a band's or an excess's `factor`, a factor's `default`, `missing` or one of its `values`. */
const MULTIPLIER = /\/(factor|default|missing)$|^\/factors\/\d+\/values\/[^/]+$/;

/** Schema errors; a multiplier that is not a positive number, and an addon priced monthly only, get their own words. */
export function ratingSchemaProblems(file: string, errors: ErrorObject[]): Problem[] {
  const multipliers = errors.filter((e) => MULTIPLIER.test(e.instancePath) && (e.keyword === "type" || e.keyword === "exclusiveMinimum"));
  const monthlyOnly = new Set(errors.filter(isMonthlyOnlyAddon).map((e) => e.instancePath));
  const rest = errors.filter((e) => !multipliers.includes(e) && !monthlyOnly.has(e.instancePath));
  return [
    ...multipliers.map((e) =>
      error(file, `${describeAjvError(e).split(": ")[0]}: ${multiplierProblem(e.data)}`, {
        check: "rating-factor",
        pointer: e.instancePath,
      }),
    ),
    ...[...monthlyOnly].map((pointer) =>
      error(
        file,
        `${describeAjvError({ instancePath: pointer } as ErrorObject).split(": ")[0]}: priced monthly only: an addon is priced by its annualCost (pence a year); its monthly cost is worked out from the monthly plan`,
        {
          check: "rating-addon",
          pointer,
        },
      ),
    ),
    ...readableErrors(rest).map((line) => fromLine(file, line, /^addons\[/.test(line) ? "rating-addon" : undefined)),
  ];
}

/** The error an addon written with a monthly price and no annualCost gives: annualCost missing, with a monthly key beside it. */
function isMonthlyOnlyAddon(e: ErrorObject): boolean {
  if (!/^\/addons\/\d+$/.test(e.instancePath) || e.keyword !== "required" || e.params.missingProperty !== "annualCost") return false;
  return Object.keys((e.data ?? {}) as object).some((key) => /month/i.test(key));
}

function multiplierProblem(value: unknown): string {
  if (typeof value !== "number") return `${JSON.stringify(value)} is not a number: write the multiplier as a number (1.1, not "1.1")`;
  if (value === 0) return "0 would make every price it applies to 0 (a factor multiplies the premium; 1 changes nothing)";
  return `${value} is negative: the price would be negative (a factor multiplies the premium; 1 changes nothing)`;
}
