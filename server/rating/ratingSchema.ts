/** journeys/rating.schema.json compiled once, shared by the server's loader and the linter. */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import Ajv, { type ValidateFunction } from "ajv";

export const RATING_SCHEMA_PATH = resolve(import.meta.dirname, "../../journeys/rating.schema.json");

let compiled: ValidateFunction | undefined;

/** Strict, so a mistake in the schema itself fails loudly; verbose, so errors can quote the schema's descriptions. */
export function compileRatingSchema(): ValidateFunction {
  compiled ??= new Ajv({ strict: true, allErrors: true, verbose: true }).compile(JSON.parse(readFileSync(RATING_SCHEMA_PATH, "utf8")));
  return compiled;
}
