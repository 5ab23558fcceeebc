/**
 * The environment's answer validation for jsdom tests: the app's own (answersCheck and RJSF's
 * schema utilities) over @rjsf/validator-ajv8's validator compiled at run time with the options the
 * build precompiles with, once per set of journeys.
 */
import { customizeValidator } from "@rjsf/validator-ajv8";
import { answersSchema, type ResolvedJourney } from "../../../src/engine/index.ts";
import { ANSWER_AJV_OPTIONS } from "../../../server/journeys/ajvCheck.ts";
import { answersCheck, answerSchemaUtils, type AnswerValidator } from "../../../src/app/form/answerValidators.ts";
import type { JourneyEnvironment } from "../../../src/app/JourneyEnvironment.tsx";

const made = new WeakMap<Record<string, ResolvedJourney>, Pick<JourneyEnvironment, "check" | "schemaUtils">>();

export function answerValidation(journeys: Record<string, ResolvedJourney>): Pick<JourneyEnvironment, "check" | "schemaUtils"> {
  const known = made.get(journeys);
  if (known) return known;
  const validators = Object.entries(journeys).map(([id, journey]): [string, AnswerValidator] => [
    id,
    { schema: answersSchema([journey]), validator: customizeValidator({ ajvOptionsOverrides: ANSWER_AJV_OPTIONS }) },
  ]);
  const validation = {
    check: answersCheck(validators.map(([, validator]) => validator)),
    schemaUtils: Object.fromEntries(validators.map(([id, validator]) => [id, answerSchemaUtils(validator)])),
  };
  made.set(journeys, validation);
  return validation;
}
