/** Runtime-compiled answer validators for Node (server, CLI, tests); the browser ships precompiled ones. */
import Ajv from "ajv";
import { answerSchema, type ResolvedJourney, type SchemaCheck, schemaCheckFrom, type CompiledValidator } from "../engine/index.ts";

export function createAjv(): Ajv {
  return new Ajv({ allErrors: false, strict: true, code: { source: true, esm: true } });
}

/** Compiles every field schema of the given journeys once, keyed by schemaKey. */
export function ajvCheck(journeys: ResolvedJourney[]): SchemaCheck {
  const ajv = createAjv();
  const compiled = new Map<string, CompiledValidator>();
  for (const journey of journeys) {
    for (const page of Object.values(journey.pages)) {
      for (const field of page.fields) {
        if (!compiled.has(field.schemaKey)) compiled.set(field.schemaKey, ajv.compile(answerSchema(field)));
      }
    }
  }
  return schemaCheckFrom((key) => compiled.get(key));
}
