/** Runtime-compiled answer validators for Node (server, CLI, tests); the browser ships precompiled ones. */
import { existsSync } from "node:fs";
import { join } from "node:path";
import Ajv, { type Options } from "ajv";
import { answerSchema, type ResolvedJourney, type SchemaCheck, schemaCheckFrom, type CompiledValidator } from "../engine/index.ts";
import { compiledCodeKey, forgetEarlierVersions, loadStored, storeStandalone } from "./cache/cachedValidator.ts";

const OPTIONS: Options = { allErrors: false, strict: true };

export function createAjv(): Ajv {
  return new Ajv({ ...OPTIONS, code: { source: true, esm: true } });
}

/** Every distinct field schema of the given journeys, by schemaKey. */
function answerSchemas(journeys: ResolvedJourney[]): Map<string, object> {
  const schemas = new Map<string, object>();
  for (const journey of journeys) {
    for (const page of Object.values(journey.pages)) {
      for (const field of page.fields) {
        if (!schemas.has(field.schemaKey)) schemas.set(field.schemaKey, answerSchema(field));
      }
    }
  }
  return schemas;
}

/** Compiles every field schema of the given journeys once, keyed by schemaKey. */
export function ajvCheck(journeys: ResolvedJourney[]): SchemaCheck {
  const ajv = createAjv();
  const compiled = new Map<string, CompiledValidator>();
  for (const [key, schema] of answerSchemas(journeys)) compiled.set(key, ajv.compile(schema));
  return schemaCheckFrom((key) => compiled.get(key));
}

/**
 * ajvCheck, with the compiled code kept in `cacheDir` as one ajv standalone module named by every
 * schema's content: a start with unchanged journeys loads it instead of compiling them all again.
 */
export function cachedAjvCheck(journeys: ResolvedJourney[], cacheDir: string): SchemaCheck {
  const schemas = answerSchemas(journeys);
  const stem = `answer-validators-${compiledCodeKey(OPTIONS, JSON.stringify([...schemas]))}`;
  const file = join(cacheDir, `${stem}.cjs`);
  let compiled = existsSync(file) ? loadStored<Record<string, CompiledValidator>>(file) : undefined;
  if (!compiled) {
    // CommonJS code, so a later start can load it synchronously with require().
    const ajv = new Ajv({ ...OPTIONS, code: { source: true } });
    for (const [key, schema] of schemas) ajv.addSchema(schema, key);
    storeStandalone(ajv, Object.fromEntries([...schemas.keys()].map((key) => [key, key])), file);
    forgetEarlierVersions(cacheDir, stem);
    compiled = Object.fromEntries([...schemas.keys()].map((key) => [key, ajv.getSchema(key) as CompiledValidator]));
  }
  const validators = compiled;
  return schemaCheckFrom((key) => validators[key]);
}
