/** Looks up each factor's multiplier for the rating inputs (bands for numbers, values for categories). */
import type { Band, Factor } from "./fileFormat.ts";
import type { RatingInputs, RatingInputValue } from "./inputs.ts";
import type { FactorLine } from "./types.ts";

export type FactorLookup = { ok: true; line: FactorLine } | { ok: false; problem: string };

/** The band holding a number: `from` and `to` included, no `to` for "and above". */
export function bandFor<T extends { from: number; to?: number }>(bands: T[], value: number): T | undefined {
  return bands.find((band) => value >= band.from && (band.to === undefined || value <= band.to));
}

export function lookupFactor(factor: Factor, inputs: RatingInputs): FactorLookup {
  const input: RatingInputValue = inputs[factor.input] ?? null;
  const found = input === null ? factor.missing : (matched(factor, input) ?? factor.default);
  if (found === undefined) {
    const why =
      input === null
        ? 'the quote has no value and the factor has no "missing"'
        : `${JSON.stringify(input)} matches no band or value and the factor has no "default"`;
    return { ok: false, problem: `factor "${factor.id}" (${factor.input}): ${why}` };
  }
  return { ok: true, line: { factor: factor.id, input, value: found } };
}

function matched(factor: Factor, input: Exclude<RatingInputValue, null>): number | undefined {
  if (factor.bands) return typeof input === "number" ? bandFor<Band>(factor.bands, input)?.factor : undefined;
  // Values are keyed by the input as text: "LS", "true", "2".
  return factor.values && Object.hasOwn(factor.values, String(input)) ? factor.values[String(input)] : undefined;
}
