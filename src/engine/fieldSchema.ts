/** The JSON Schema an answer is checked against: the field's own schema plus its inline options. */
import type { FieldDef } from "./types.ts";
import { shortHash, stableStringify } from "./stableKey.ts";

export function answerSchema(field: FieldDef): Record<string, unknown> {
  const schema = { ...field.schema };
  if (field.options && schema.enum === undefined) schema.enum = field.options.map((o) => o.value);
  return schema;
}

export function schemaKeyOf(schema: Record<string, unknown>): string {
  return `s${shortHash(stableStringify(schema))}`;
}
