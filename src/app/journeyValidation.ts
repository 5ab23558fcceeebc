/**
 * The journeys' answer validation in the browser: each loaded product's precompiled validator
 * (@rjsf/validator-ajv8), as the engine's check and as RJSF's schema utilities. Part of the form's
 * code (formCode.ts), which only a page that shows a journey waits for.
 */
import type { RJSFSchema } from "@rjsf/utils";
import { createPrecompiledValidator } from "@rjsf/validator-ajv8";
import type { Clock } from "../engine/index.ts";
import type { JourneyEnvironment } from "./JourneyEnvironment.tsx";
import type { ProductJourney } from "./journeySource.ts";
import { answersCheck, answerSchemaUtils, type AnswerValidator } from "./form/answerValidators.ts";

/** The environment of some loaded product chunks: their journeys, with validation by their precompiled validators. */
export function journeyEnvironmentOf(loaded: Record<string, ProductJourney>, clock: Clock): JourneyEnvironment {
  const validators = Object.entries(loaded).map(([id, { answers }]): [string, AnswerValidator] => [
    id,
    { schema: answers.schema, validator: createPrecompiledValidator(answers.validateFns, answers.schema as RJSFSchema) },
  ]);
  return {
    journeys: Object.fromEntries(Object.entries(loaded).map(([id, chunk]) => [id, chunk.journey])),
    check: answersCheck(validators.map(([, validator]) => validator)),
    schemaUtils: Object.fromEntries(validators.map(([id, validator]) => [id, answerSchemaUtils(validator)])),
    clock,
  };
}
