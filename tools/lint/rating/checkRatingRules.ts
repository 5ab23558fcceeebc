/**
 * Underwriting rules held against what their inputs can be for the product (inputDomains.ts): a
 * rule reading an input that no answer of the product feeds, and a rule that can never fire, or
 * fires for every quote, evaluated with the conditions' own sampler over those domains.
 */
import type { RatingFile } from "../../../server/rating/fileFormat.ts";
import { truthOf } from "../conditionSamples.ts";
import { error, pointerTo, type Problem } from "../problem.ts";
import { describeDomain, type Domains } from "../valueDomains.ts";
import type { InputDomain } from "./inputDomains.ts";

/** The input names a rule reads with a plain `var`. */
function inputsRead(logic: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(logic)) logic.forEach((item) => inputsRead(item, found));
  else if (logic && typeof logic === "object") {
    for (const [key, value] of Object.entries(logic)) {
      const name = key === "var" ? (Array.isArray(value) ? value[0] : value) : undefined;
      if (typeof name === "string") found.add(name);
      else inputsRead(value, found);
    }
  }
  return found;
}

/** The rule reading the draft, as the sampler reads answers: `{"var": "points"}` as `{"var": "quote.points"}`. */
function asDraftReads(logic: unknown): unknown {
  if (Array.isArray(logic)) return logic.map(asDraftReads);
  if (!logic || typeof logic !== "object") return logic;
  return Object.fromEntries(
    Object.entries(logic).map(([key, value]) => {
      if (key !== "var") return [key, asDraftReads(value)];
      return [
        key,
        typeof value === "string"
          ? `quote.${value}`
          : Array.isArray(value) && typeof value[0] === "string"
            ? [`quote.${value[0]}`, ...value.slice(1)]
            : value,
      ];
    }),
  );
}

export function ratingRuleProblems(file: string, product: string, rating: RatingFile, inputs: Map<string, InputDomain>): Problem[] {
  const domains: Domains = new Map([...inputs].map(([name, { domain }]) => [name, domain]));
  return rating.underwriting.flatMap((rule, i) => {
    const pointer = pointerTo("underwriting", i, "when");
    const at = `underwriting[${i}] "${rule.id}"`;
    const read = [...inputsRead(rule.when)].filter((name) => inputs.has(name));
    const unfed = read.filter((name) => inputs.get(name)!.unfedFrom !== undefined);
    if (unfed.length > 0) {
      return unfed.map((name) =>
        error(
          file,
          `${at}: reads ${name}, which no answer of ${product} feeds (the quote request's ${inputs.get(name)!.unfedFrom} is never asked), so it is always ${describeDomain(inputs.get(name)!.domain)}`,
          {
            check: "rating-rule-input",
            pointer,
          },
        ),
      );
    }
    const truth = truthOf(asDraftReads(rule.when), { domains, section: undefined, slots: 0 });
    if (!truth || (truth.canBeTrue && truth.canBeFalse)) return [];
    const ranges = read.map((name) => `${name} is ${describeDomain(inputs.get(name)!.domain)}`).join("; ");
    const what = truth.canBeTrue ? "fires for every quote" : "can never fire";
    return [error(file, `${at}: ${what} for ${product}${ranges ? ` (${ranges})` : ""}`, { check: "rating-rule-fires", pointer })];
  });
}
