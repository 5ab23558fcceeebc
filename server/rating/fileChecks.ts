/**
 * What JSON Schema cannot say about a rating file: bands in order without gaps or overlaps,
 * unique ids, codes and amounts, value keys that fit the input, and underwriting logic that uses
 * JsonLogic's built-in operators and names only known inputs. Used by the server's loader (a bad
 * file stops the start) and by the linter. Expects a file that already passed the schema.
 */
import { builtInOperators } from "../../src/engine/index.ts";
import type { RatingFile } from "./fileFormat.ts";
import { ratingInputKinds } from "./inputs.ts";

const operators = new Set(builtInOperators);
/** Operators whose later arguments see each item (`var: ""`, `current`, `accumulator`), not the inputs. */
const iterating = new Set(["map", "filter", "all", "none", "some", "reduce"]);
const kindOf = (input: string): string | undefined => (ratingInputKinds as Record<string, string>)[input];

/** Problems as "where: what" lines, where is a path into the file (factors[2] "vehicleValue".bands[3]). */
export function ratingFileProblems(file: RatingFile): string[] {
  return [
    ...duplicates(
      "factors",
      file.factors.map((f) => f.id),
      "id",
    ),
    ...file.factors.flatMap((factor, i) => factorProblems(factor, `factors[${i}] "${factor.id}"`)),
    ...bandProblems(file.compulsoryExcess.byPolicyholderAge, "compulsoryExcess.byPolicyholderAge"),
    ...duplicates(
      "voluntaryExcess",
      file.voluntaryExcess.map((o) => o.amount),
      "amount",
    ),
    ...(file.voluntaryExcess.some((o) => o.amount === 0) ? [] : ["voluntaryExcess: must offer 0 (no voluntary excess)"]),
    ...duplicates(
      "addons",
      file.addons.map((a) => a.code),
      "code",
    ),
    ...file.addons.flatMap((addon, i) =>
      addon.mandatory && !addon.selectedByDefault ? [`addons[${i}] "${addon.code}": mandatory, so selectedByDefault must be true`] : [],
    ),
    ...duplicates(
      "underwriting",
      file.underwriting.map((r) => r.id),
      "id",
    ),
    ...file.underwriting.flatMap((rule, i) => logicProblems(rule.when, `underwriting[${i}] "${rule.id}".when`)),
  ];
}

function duplicates(list: string, keys: (string | number)[], key: string): string[] {
  return keys.flatMap((value, i) =>
    keys.indexOf(value) < i ? [`${list}[${i}]: ${key} ${JSON.stringify(value)} is also ${list}[${keys.indexOf(value)}]'s`] : [],
  );
}

function factorProblems(factor: RatingFile["factors"][number], at: string): string[] {
  const kind = kindOf(factor.input);
  if (factor.bands) {
    return kind === "number"
      ? bandProblems(factor.bands, `${at}.bands`)
      : [`${at}: bands need a number input, but ${factor.input} is a ${kind}; use values`];
  }
  const keys = Object.keys(factor.values ?? {});
  const fits =
    kind === "boolean"
      ? (key: string) => key === "true" || key === "false"
      : kind === "number"
        ? (key: string) => /^-?\d+$/.test(key)
        : () => true;
  return keys
    .filter((key) => !fits(key))
    .map(
      (key) =>
        `${at}.values: key "${key}" can never match ${factor.input} (a ${kind}${kind === "boolean" ? ': use "true" and "false"' : ": use whole numbers"})`,
    );
}

/**
 * Whole-number bands, lowest first: each starts right after the highest end so far. A band whose
 * `to` is below its `from`, or an open band before the last, is reported alone (the gap or overlap
 * it leaves is the same mistake).
 */
export function bandProblems(bands: { from: number; to?: number }[], at: string): string[] {
  const problems: string[] = [];
  let reach: number | undefined;
  let afterBroken = false;
  bands.forEach((band, i) => {
    const where = `${at}[${i}]`;
    const broken =
      band.to === undefined && i < bands.length - 1
        ? `only the last band may leave out "to" (and above)`
        : band.to !== undefined && band.to < band.from
          ? `to ${band.to} is below from ${band.from}`
          : undefined;
    if (broken) {
      problems.push(`${where}: ${broken}`);
      afterBroken = true;
      return;
    }
    const before = bands[i - 1];
    if (reach !== undefined && before) {
      if (band.from < before.from)
        problems.push(`${where}: from ${band.from} is below the band before (from ${before.from}); list bands lowest first`);
      else if (band.from <= reach) problems.push(`${where}: from ${band.from} overlaps the band before (to ${reach})`);
      else if (band.from > reach + 1 && !afterBroken)
        problems.push(`${where}: gap: nothing covers ${span(reach + 1, band.from - 1)} (the band before ends at ${reach})`);
    }
    reach = Math.max(reach ?? -Infinity, band.to ?? Infinity);
    afterBroken = false;
  });
  return problems;
}

const span = (from: number, to: number) => (from === to ? String(from) : `${from} to ${to}`);

/** json-logic-js's own rule: an object with exactly one key is an operation; any other object is a literal. */
function logicProblems(logic: unknown, at: string, checkNames = true): string[] {
  if (Array.isArray(logic)) return logic.flatMap((item) => logicProblems(item, at, checkNames));
  if (logic === null || typeof logic !== "object" || Object.keys(logic).length !== 1) return [];
  const [operator] = Object.keys(logic);
  const args = (logic as Record<string, unknown>)[operator];
  if (!operators.has(operator))
    return [`${at}: unknown JsonLogic operator "${operator}" (rating rules use JsonLogic's built-in operators only)`];
  const list = Array.isArray(args) ? args : [args];
  const names = checkNames ? inputNamesIn(operator, list) : [];
  const problems = names
    .filter((name) => kindOf(name) === undefined)
    .map((name) => `${at}: "${name}" is not a rating input (see server/rating/inputs.ts)`);
  if (iterating.has(operator)) return [...problems, ...logicProblems(list[0], at, checkNames), ...logicProblems(list.slice(1), at, false)];
  return [...problems, ...logicProblems(list, at, checkNames)];
}

/** The literal input names an operation reads: var's first argument, missing's and missing_some's lists. */
function inputNamesIn(operator: string, args: unknown[]): string[] {
  const literal = (value: unknown): string[] => (typeof value === "string" || typeof value === "number" ? [String(value)] : []);
  if (operator === "var") return literal(args[0]);
  if (operator === "missing") return args.flatMap(literal);
  if (operator === "missing_some") return Array.isArray(args[1]) ? args[1].flatMap(literal) : [];
  return [];
}
