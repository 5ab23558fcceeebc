/** journeys/rating.schema.json compiled once (and kept compiled between starts), shared by the server's loader and the linter. */
import { resolve } from "node:path";
import type { ValidateFunction } from "ajv";
import { cachedValidator } from "../journeys/cache/cachedValidator.ts";
import { SERVER_CACHE_DIR } from "../journeys/cache/diskCache.ts";

export const RATING_SCHEMA_PATH = resolve(import.meta.dirname, "../../journeys/rating.schema.json");

let compiled: ValidateFunction | undefined;

/** Strict, so a mistake in the schema itself fails loudly; verbose, so errors can quote the schema's descriptions. */
export function compileRatingSchema(): ValidateFunction {
  compiled ??= cachedValidator(RATING_SCHEMA_PATH, { strict: true, allErrors: true, verbose: true }, SERVER_CACHE_DIR);
  return compiled;
}
