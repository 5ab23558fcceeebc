/**
 * A product's limits held against each other and against what a driver of the product's ages can
 * be: every `min` at most its `max` (and every `xMin`/`xMax` pair), a default within its range, a
 * licence-years option no driver can have held that long, an NCD maximum no driver can reach.
 * Problems are about the manifest's `limits` (suppressed there).
 */
import { error, pointerTo, type Problem } from "./problem.ts";
import type { ProductContext } from "./productContext.ts";

type Limits = Record<string, unknown>;
const isObject = (value: unknown): value is Limits => !!value && typeof value === "object" && !Array.isArray(value);
const numberAt = (limits: Limits, path: string): number | undefined => {
  const value = path.split(".").reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), limits);
  return typeof value === "number" ? value : undefined;
};

/** How two limits must compare, and which check says so when they do not. */
type Pair = [lower: string, upper: string, strict: boolean, check: string];

/**
 * Pairs anywhere in the limits: an object's `min` and `max`, siblings `xMin` and `xMax`, a default
 * `xDefault` within `xMin` and `xMax`, and the final page's refusal age `checkMax` above its `max`.
 */
function pairsIn(limits: Limits, at: string[] = []): Pair[] {
  const pairs: Pair[] = [];
  const path = (key: string) => [...at, key].join(".");
  const has = (key: string) => typeof limits[key] === "number";
  if (has("min") && has("max")) pairs.push([path("min"), path("max"), false, "limits-order"]);
  if (has("max") && has("checkMax")) pairs.push([path("max"), path("checkMax"), true, "limits-order"]);
  for (const [key, value] of Object.entries(limits)) {
    if (isObject(value)) pairs.push(...pairsIn(value, [...at, key]));
    const min = /^(.+)Min$/.exec(key)?.[1];
    if (min !== undefined && has(`${min}Max`)) pairs.push([path(key), path(`${min}Max`), false, "limits-order"]);
    const stem = /^(.+)Default$/.exec(key)?.[1];
    if (stem === undefined) continue;
    if (has(`${stem}Min`)) pairs.push([path(`${stem}Min`), path(key), false, "limits-default"]);
    if (has(`${stem}Max`)) pairs.push([path(key), path(`${stem}Max`), false, "limits-default"]);
  }
  return pairs;
}

function orderProblems(limits: Limits, manifestFile: string): Problem[] {
  return pairsIn(limits).flatMap(([lower, upper, strict, check]) => {
    const [low, high] = [numberAt(limits, lower), numberAt(limits, upper)];
    if (low === undefined || high === undefined || (strict ? low < high : low <= high)) return [];
    return [
      error(manifestFile, `limits.${lower} (${low}) must be ${strict ? "below" : "at most"} limits.${upper} (${high})`, {
        check,
        subject: limits,
        pointer: pointerTo("limits", ...lower.split(".")),
      }),
    ];
  });
}

/** The oldest of the ages at `paths` (a driver of the product), or undefined when none is set. */
function oldest(limits: Limits, paths: string[]): number | undefined {
  const ages = paths.map((path) => numberAt(limits, path)).filter((age) => age !== undefined);
  return ages.length > 0 ? Math.max(...ages) : undefined;
}

/**
 * Licence years are asked of every driver (the final page takes named drivers up to finalAge.max);
 * the no-claims discount is the policyholder's (driverAge). Nobody holds a licence before licenceMinAge (17).
 */
function reachProblems(limits: Limits, manifestFile: string): Problem[] {
  const licensedFrom = numberAt(limits, "licenceMinAge") ?? 17;
  const problems: Problem[] = [];
  const anyDriver = oldest(limits, ["driverAge.max", "finalAge.max"]);
  if (anyDriver !== undefined) problems.push(...licenceYearProblems(limits, manifestFile, anyDriver, licensedFrom));
  const policyholder = oldest(limits, ["driverAge.max"]);
  const ncdMax = numberAt(limits, "ncdMax");
  if (policyholder !== undefined && ncdMax !== undefined && ncdMax > policyholder - licensedFrom) {
    problems.push(
      error(
        manifestFile,
        `limits.ncdMax (${ncdMax}): no policyholder can reach it (the oldest, ${policyholder}, driving from ${licensedFrom}, has at most ${policyholder - licensedFrom} years)`,
        {
          check: "limits-ncd",
          subject: limits,
          pointer: pointerTo("limits", "ncdMax"),
        },
      ),
    );
  }
  return problems;
}

function licenceYearProblems(limits: Limits, manifestFile: string, oldestDriver: number, licensedFrom: number): Problem[] {
  const most = oldestDriver - licensedFrom;
  const options = Array.isArray(limits.licenceYears) ? limits.licenceYears : [];
  return options.flatMap((option, i) => {
    if (typeof option !== "number" || option <= most) return [];
    return [
      error(
        manifestFile,
        `limits.licenceYears[${i}] (${option}): no driver can have held a licence that long (the oldest, ${oldestDriver}, licensed from ${licensedFrom}, at most ${most} years)`,
        {
          check: "limits-licence-years",
          subject: limits,
          pointer: pointerTo("limits", "licenceYears", i),
        },
      ),
    ];
  });
}

export function limitsProblems({ journey, manifestFile }: ProductContext): Problem[] {
  return [...orderProblems(journey.limits, manifestFile), ...reachProblems(journey.limits, manifestFile)];
}
