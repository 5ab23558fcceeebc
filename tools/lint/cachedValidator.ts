/**
 * The linter's schema validators, compiled once per schema content (server/journeys/cache/cachedValidator.ts)
 * under node_modules/.cache/lint-journeys/; and a file text that passed a schema is remembered there,
 * so an unchanged file is not validated again.
 */
import { join } from "node:path";
import type { ErrorObject, Options, ValidateFunction } from "ajv";
import { cachedSchema, validatorOf } from "../../server/journeys/cache/cachedValidator.ts";
import { CACHE_ROOT } from "../../server/journeys/cache/diskCache.ts";
import { rememberedPasses } from "./rememberedPasses.ts";

export const VALIDATOR_CACHE_DIR = join(CACHE_ROOT, "lint-journeys");

/** The validator for the JSON schema at `schemaPath`, from the cache when its compiled code is there. */
export function cachedValidator(schemaPath: string, options: Options, cacheDir = VALIDATOR_CACHE_DIR): ValidateFunction {
  return validatorOf(cachedSchema(schemaPath, options, cacheDir));
}

/**
 * Validates a file's parsed `content` against the schema, given the `text` it was parsed from, and
 * answers ajv's errors (none when valid). A text that passed before is not validated again: its
 * result cannot have changed, and an unchanged journey then needs no validator loaded at all.
 */
export function validatorWithMemory(
  schemaPath: string,
  options: Options,
  cacheDir = VALIDATOR_CACHE_DIR,
): (content: unknown, text: string) => ErrorObject[] {
  const entry = cachedSchema(schemaPath, options, cacheDir);
  const passed = rememberedPasses(entry.stem, cacheDir);
  return (content, text) => {
    if (passed.has(text)) return [];
    const validate = validatorOf(entry);
    if (!validate(content)) return validate.errors ?? [];
    passed.add(text);
    return [];
  };
}
