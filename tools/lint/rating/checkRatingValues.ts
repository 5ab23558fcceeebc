/**
 * A category factor's keys against the codes its input can hold for the product: a key that is a
 * code misspelt or in the wrong case (`"garage"`, `"GARAGEE"`) never matches, so that answer is
 * priced by `default`, or not at all. Keys that are another product's codes are left alone (a
 * shared price list), as are inputs whose codes are not known.
 */
import type { RatingFile } from "../../../server/rating/fileFormat.ts";
import { closest } from "../describeAjvError.ts";
import { error, pointerTo, type Problem } from "../problem.ts";
import type { InputDomain } from "./inputDomains.ts";

/** The codes an input can hold, when its domain lists them. */
function codesOf(input: InputDomain | undefined): string[] | undefined {
  if (!input || input.domain.anything || input.domain.strings) return undefined;
  const codes = input.domain.values.filter((value): value is string => typeof value === "string");
  return codes.length > 0 ? codes : undefined;
}

export function ratingValueProblems(file: string, rating: RatingFile, inputs: Map<string, InputDomain>): Problem[] {
  return rating.factors.flatMap((factor, i) => {
    const codes = codesOf(inputs.get(factor.input));
    if (!codes || !factor.values) return [];
    return Object.keys(factor.values).flatMap((key) => {
      if (codes.includes(key)) return [];
      const guess = closest(key, codes);
      if (!guess) return [];
      return [
        error(
          file,
          `factors[${i}] "${factor.id}".values: key "${key}" is no code ${factor.input} can hold, so it never matches (did you mean "${guess}"?)`,
          {
            check: "rating-values",
            pointer: pointerTo("factors", i, "values", key),
          },
        ),
      ];
    });
  });
}
