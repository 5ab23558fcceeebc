/**
 * Runtime-compiled answer validators for Node (server, CLI, tests). The browser ships the same
 * schemas precompiled by @rjsf/validator-ajv8 with the same options (tools/journeysPlugin.ts),
 * and tests/journeys/answerValidatorParity.test.ts holds the two to the same verdicts.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import Ajv, { type Options } from "ajv";
import addFormats from "ajv-formats";
import { answersSchema, type ResolvedJourney, type SchemaCheck, schemaCheckFrom, type CompiledValidator } from "../../src/engine/index.ts";
import { compiledCodeKey, forgetEarlierVersions, loadStored, storeStandalone } from "./cache/cachedValidator.ts";

/** How every answer schema is compiled, here and for the browser: the first failing keyword, strict schemas. */
export const ANSWER_AJV_OPTIONS = { allErrors: false, strict: true, verbose: false, multipleOfPrecision: 8 } as const satisfies Options;

/** The package's CommonJS default export, whichever way the module system hands it over. */
const withFormats = (addFormats as unknown as { default?: typeof addFormats }).default ?? addFormats;

/** An ajv for answer schemas: the shared options and the standard formats (`email`, `date`, …). */
function answerAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ ...ANSWER_AJV_OPTIONS, ...options });
  withFormats(ajv);
  return ajv;
}

/** Compiles every field schema of the given journeys once, keyed by schemaKey. */
export function ajvCheck(journeys: ResolvedJourney[]): SchemaCheck {
  const ajv = answerAjv();
  const compiled = new Map<string, CompiledValidator>();
  for (const [key, schema] of Object.entries(answersSchema(journeys).properties)) compiled.set(key, ajv.compile(schema));
  return schemaCheckFrom((key) => compiled.get(key));
}

/**
 * ajvCheck, with the compiled code kept in `cacheDir` as one ajv standalone module named by every
 * schema's content: a start with unchanged journeys loads it instead of compiling them all again.
 */
export function cachedAjvCheck(journeys: ResolvedJourney[], cacheDir: string): SchemaCheck {
  const schemas = answersSchema(journeys).properties;
  const keys = Object.keys(schemas);
  const stem = `answer-validators-${compiledCodeKey(ANSWER_AJV_OPTIONS, `ajv-formats\u0000${JSON.stringify(Object.entries(schemas))}`)}`;
  const file = join(cacheDir, `${stem}.cjs`);
  let compiled = existsSync(file) ? loadStored<Record<string, CompiledValidator>>(file) : undefined;
  if (!compiled) {
    // CommonJS code, so a later start can load it synchronously with require().
    const ajv = answerAjv({ code: { source: true } });
    for (const key of keys) ajv.addSchema(schemas[key], key);
    storeStandalone(ajv, Object.fromEntries(keys.map((key) => [key, key])), file);
    forgetEarlierVersions(cacheDir, stem);
    compiled = Object.fromEntries(keys.map((key) => [key, ajv.getSchema(key) as CompiledValidator]));
  }
  const validators = compiled;
  return schemaCheckFrom((key) => validators[key]);
}
