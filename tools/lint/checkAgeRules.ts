/**
 * An age rule against the ages its message states: a rule whose `params` give `min` and `max` (the
 * "aged between {min} and {max}" rules of the personal and final pages) must refuse exactly the ages
 * outside them. An age (`ageAt`) compared with a bound refuses from that bound: `>= B` from B, `> B`
 * from B + 1, `< B` below B, `<= B` below B + 1; with the product's limits filled in, that must be
 * max + 1 and min. A final page checking `>= limits.finalAge.max` refuses the stated maximum itself.
 */
import type { ResolvedPage, Rule } from "../../src/engine/index.ts";
import { error, type Problem } from "./problem.ts";
import { pagesOf, type ProductCheck } from "./productContext.ts";

export const AGE_RULE_CHECKS: Record<string, string> = {
  "age-check": "a rule stating ages from {min} to {max} whose age comparison refuses a stated age, or accepts one beyond them",
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === "object" && !Array.isArray(value);
const hasAge = (logic: unknown): boolean => JSON.stringify(logic ?? null).includes('"ageAt"');

/** A bound's value: a number, or a `limits.*` read. */
function boundOf(logic: unknown, limits: Json): number | undefined {
  if (typeof logic === "number") return logic;
  const path = isObject(logic) && typeof logic.var === "string" && logic.var.startsWith("limits.") ? logic.var.slice(7) : undefined;
  const value = path?.split(".").reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), limits);
  return typeof value === "number" ? value : undefined;
}

/** Each comparison of an age with a bound in the logic, as the first age refused above or the first accepted below. */
function ageLimits(logic: unknown, limits: Json, found: { above?: number; below?: number; written: string }[] = []): typeof found {
  if (Array.isArray(logic)) logic.forEach((item) => ageLimits(item, limits, found));
  if (!isObject(logic) || Object.keys(logic).length !== 1) return found;
  const [operator, args] = Object.entries(logic)[0];
  if (["<", "<=", ">", ">="].includes(operator) && Array.isArray(args) && args.length === 2) {
    const [left, right] = args;
    // `age > B` and `B < age` say the same.
    const [op, bound] =
      hasAge(left) && !hasAge(right)
        ? [operator, right]
        : hasAge(right) && !hasAge(left)
          ? [{ "<": ">", "<=": ">=", ">": "<", ">=": "<=" }[operator]!, left]
          : [];
    const value = boundOf(bound, limits);
    if (op && value !== undefined) {
      const written = `"${operator}" ${JSON.stringify(bound)}`;
      if (op === ">=") found.push({ above: value, written });
      if (op === ">") found.push({ above: value + 1, written });
      if (op === "<") found.push({ below: value, written });
      if (op === "<=") found.push({ below: value + 1, written });
      return found;
    }
  }
  Object.values(logic).forEach((value) => ageLimits(value, limits, found));
  return found;
}

function ruleProblems(rule: Rule, limits: Json, at: string): string[] {
  const min = boundOf(rule.params?.min, limits);
  const max = boundOf(rule.params?.max, limits);
  if (min === undefined || max === undefined || !hasAge(rule.errorWhen)) return [];
  return ageLimits(rule.errorWhen, limits).flatMap(({ above, below, written }) => {
    if (above !== undefined && above !== max + 1) {
      const what = above <= max ? `refuses age ${above} and over` : `accepts ages up to ${above - 1}`;
      return [`${at}: the message says ages up to ${max} are accepted, but ${written} ${what}`];
    }
    if (below !== undefined && below !== min) {
      const what = below > min ? `refuses ages under ${below}` : `accepts ages from ${below}`;
      return [`${at}: the message says ages from ${min} are accepted, but ${written} ${what}`];
    }
    return [];
  });
}

function pageProblems(
  page: ResolvedPage,
  limits: Json,
  file: string,
  fieldWhere: (field: ResolvedPage["fields"][number]) => string,
): Problem[] {
  const rules: [Rule, string][] = [
    ...(page.rules ?? []).map((rule, i): [Rule, string] => [rule, `rules[${i}]${rule.id ? ` "${rule.id}"` : ""}`]),
    ...page.fields.flatMap((field) =>
      (field.rules ?? []).map((rule, i): [Rule, string] => [rule, `${fieldWhere(field)} rules[${i}]${rule.id ? ` "${rule.id}"` : ""}`]),
    ),
  ];
  return rules.flatMap(([rule, at]) =>
    ruleProblems(rule, limits, at).map((message) => error(file, message, { check: "age-check", subject: rule })),
  );
}

export const checkAgeRules: ProductCheck = ({ journey, fileOf, fieldWhere }) =>
  pagesOf(journey).flatMap((page) => pageProblems(page, journey.limits, fileOf(page), (field) => fieldWhere(page, field)));
