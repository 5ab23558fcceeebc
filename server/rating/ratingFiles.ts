/**
 * Loads every product's rating file (journeys/<product>/rating.json) once, at server start. A file
 * that is missing, not JSON, against the schema or failing the cross-checks stops the start with
 * every problem listed: a product must never be priced from a half-understood file.
 */
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import type { ErrorObject } from "ajv";
import { JOURNEYS_DIR, productIds, readJsonFile } from "../journeys/readJourneys.ts";
import { ratingFileProblems } from "./fileChecks.ts";
import type { RatingFile } from "./fileFormat.ts";
import { compileRatingSchema } from "./ratingSchema.ts";

export const RATING_FILE_NAME = "rating.json";

export interface RatingCatalogue {
  file(product: string): RatingFile | undefined;
}

export function loadRatingFiles(root: string = JOURNEYS_DIR): RatingCatalogue {
  const files = new Map<string, RatingFile>();
  const problems: string[] = [];
  for (const product of productIds(root)) {
    const path = join(root, product, RATING_FILE_NAME);
    const shown = relative(process.cwd(), path);
    const read = readRatingFile(path);
    if (typeof read === "string") problems.push(`${shown}: ${read}`);
    else if (read.problems.length > 0) problems.push(...read.problems.map((problem) => `${shown}: ${problem}`));
    else files.set(product, read.file);
  }
  if (problems.length > 0) {
    throw new Error(`Rating files have problems:\n${problems.join("\n")}\n(run npm run lint:journeys)`);
  }
  return { file: (product) => files.get(product) };
}

/** One file, checked: a sentence when it cannot be read, else its problems (none when usable). */
export function readRatingFile(path: string): string | { file: RatingFile; problems: string[] } {
  if (!existsSync(path)) return "missing: every product needs a rating file to be priced";
  let content: unknown;
  try {
    content = readJsonFile(path);
  } catch (cause) {
    return (cause as Error).message;
  }
  const validate = compileRatingSchema();
  if (!validate(content)) return { file: content as RatingFile, problems: (validate.errors ?? []).map(schemaProblem) };
  return { file: content as RatingFile, problems: ratingFileProblems(content as RatingFile) };
}

function schemaProblem(e: ErrorObject): string {
  return `${e.instancePath || "(top level)"} ${e.message ?? e.keyword}${e.keyword === "additionalProperties" ? ` "${String(e.params.additionalProperty)}"` : ""}`;
}
