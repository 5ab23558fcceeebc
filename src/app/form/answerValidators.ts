/**
 * The browser's answer validation: @rjsf/validator-ajv8's precompiled validator of each product's
 * answer schemas (the engine's answersSchema, compiled at build time by tools/journeysPlugin.ts).
 * It gives the engine its SchemaCheck (an answer is checked as `{ [schemaKey]: value }` against the
 * product's schema, so ajv reports the first failing keyword of that answer's own schema) and the
 * RJSF registry its schema utilities.
 */
import { createSchemaUtils, type RJSFSchema, type SchemaUtilsType, type ValidatorType } from "@rjsf/utils";
import { schemaCheckFrom, type AnswersSchema, type CompiledValidator, type SchemaCheck } from "../../engine/index.ts";

/** One product's answer schemas and the validator compiled from them. */
export interface AnswerValidator {
  schema: AnswersSchema;
  validator: ValidatorType;
}

interface AjvError {
  keyword: string;
  params: Record<string, unknown>;
}

/** The engine's check of one answer, by whichever validator's schema has the field's schema key. */
export function answersCheck(validators: readonly AnswerValidator[]): SchemaCheck {
  const byKey = new Map<string, CompiledValidator>();
  const lookup = (key: string): CompiledValidator | undefined => {
    const known = byKey.get(key);
    if (known) return known;
    const owner = validators.find(({ schema }) => Object.hasOwn(schema.properties, key));
    if (!owner) return undefined;
    const validate: CompiledValidator = (value) => {
      const { errors } = owner.validator.rawValidation<AjvError>(owner.schema as RJSFSchema, { [key]: value });
      validate.errors = errors ?? null;
      return !errors?.length;
    };
    byKey.set(key, validate);
    return validate;
  };
  return schemaCheckFrom(lookup);
}

/** RJSF's schema utilities over one product's validator and answer schemas. */
export function answerSchemaUtils({ schema, validator }: AnswerValidator): SchemaUtilsType {
  return createSchemaUtils(validator, schema as RJSFSchema);
}
