/**
 * Validates each journey file against journeys/journey.schema.json (the same schema analysts'
 * editors use), and turns ajv's errors into one readable line each.
 */
import { join } from "node:path";
import type { ErrorObject } from "ajv";
import { displayPath, error, REPO_ROOT, type Problem } from "./problem.ts";
import { closest, describeAjvError } from "./describeAjvError.ts";
import { validatorWithMemory } from "./cachedValidator.ts";
import { textOf } from "./jsonTexts.ts";

export const JOURNEY_SCHEMA_PATH = join(REPO_ROOT, "journeys/journey.schema.json");

/** Strict, so a schema mistake (unknown keyword, stray `required`) fails loudly here first. */
const JOURNEY_SCHEMA_OPTIONS = { strict: true, allErrors: true, verbose: true };

/** Checks every parsed file; returns problems and the root-relative paths that failed. */
export function validateFiles(root: string, parsed: Map<string, unknown>): { problems: Problem[]; invalid: Set<string> } {
  const errorsOf = validatorWithMemory(JOURNEY_SCHEMA_PATH, JOURNEY_SCHEMA_OPTIONS);
  const problems: Problem[] = [];
  const invalid = new Set<string>();
  for (const [path, content] of parsed) {
    const errors = errorsOf(content, textOf(join(root, path)));
    if (errors.length === 0) continue;
    invalid.add(path);
    for (const message of readableErrors(errors)) problems.push(error(displayPath(join(root, path)), message));
  }
  return { problems, invalid };
}

/**
 * ajv reports every failed branch: `if` says only "must match then", and an `anyOf` lists each
 * alternative's failure under its own. Keep the one line a person can act on.
 */
export function readableErrors(errors: ErrorObject[]): string[] {
  const anyOfPaths = errors.filter((e) => e.keyword === "anyOf").map((e) => `${e.schemaPath}/`);
  const typoFixes = new Set(errors.map(typoFix).filter((key) => key !== undefined));
  const useful = errors.filter(
    (e) =>
      e.keyword !== "if" &&
      !anyOfPaths.some((prefix) => e.schemaPath.startsWith(prefix)) &&
      // "lable" already says "did you mean label": "missing label" would repeat it.
      !(e.keyword === "required" && typoFixes.has(`${e.instancePath}#${String(e.params.missingProperty)}`)),
  );
  return [...new Set(useful.map(describeAjvError))];
}

/** For an unknown property that looks like a typo, `path#intendedName`. */
function typoFix(e: ErrorObject): string | undefined {
  if (e.keyword !== "additionalProperties") return undefined;
  const known = Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {});
  const guess = closest(String(e.params.additionalProperty), known);
  return guess === undefined ? undefined : `${e.instancePath}#${guess}`;
}
