/**
 * RJSF wants a validator; ours lives in the engine (required-ness, precompiled schemas, JsonLogic
 * rules) and runs on submit, so this one reports nothing and never compiles a schema.
 */
import type { ValidatorType } from "@rjsf/utils";

export const engineValidator: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({ errors: [] }),
};
