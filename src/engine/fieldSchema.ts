/** The JSON Schema an answer is checked against: the field's own schema plus its inline options. */
import type { FieldDef, ResolvedJourney } from "./types.ts";
import { shortHash, stableStringify } from "./stableKey.ts";

export function answerSchema(field: FieldDef): Record<string, unknown> {
  const schema = { ...field.schema };
  if (field.options && schema.enum === undefined) schema.enum = field.options.map((o) => o.value);
  return schema;
}

export function schemaKeyOf(schema: Record<string, unknown>): string {
  return `s${shortHash(stableStringify(schema))}`;
}

/**
 * Every distinct answer schema of the given journeys as one JSON Schema, a property per schema
 * key: the root a form validator is compiled from, so that checking `{ [schemaKey]: value }`
 * against it checks one answer.
 */
export interface AnswersSchema {
  $id: string;
  type: "object";
  properties: Record<string, Record<string, unknown>>;
}

export function answersSchema(journeys: readonly ResolvedJourney[]): AnswersSchema {
  const properties: Record<string, Record<string, unknown>> = {};
  for (const journey of journeys) {
    for (const page of Object.values(journey.pages)) {
      for (const field of page.fields) properties[field.schemaKey] ??= answerSchema(field);
    }
  }
  return { $id: `answers-${journeys.map((j) => j.id).join("-")}`, type: "object", properties };
}
