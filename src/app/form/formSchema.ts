/**
 * What one field's RJSF widget is given: its schema and its options (the field's `ui` plus hint,
 * error and option details). Options are resolved by the engine, so only active fields with their
 * current options reach a widget; ids follow RJSF's `<prefix><separator><name>` form.
 */
import type { EnumOptionsType, RJSFSchema, WidgetProps } from "@rjsf/utils";
import { answerSchema, type Option, type ResolvedField } from "../../engine/index.ts";

export const ID_PREFIX = "f";
export const ID_SEPARATOR = "-";

export const fieldId = (name: string) => `${ID_PREFIX}${ID_SEPARATOR}${name}`;

/** The answer's schema with the field's label as title, and the offered options as its enum. */
export function widgetSchema(field: ResolvedField, options: Option[] | undefined): RJSFSchema {
  const schema: RJSFSchema = { ...answerSchema(field), title: field.label } as RJSFSchema;
  if (options) {
    schema.enum = options.map((o) => o.value);
    // A value type inferred from enum would coerce answers; booleans and numbers stay as they are.
    delete schema.type;
  }
  return schema;
}

export function widgetOptions(field: ResolvedField, options: Option[] | undefined): WidgetProps["options"] {
  return {
    ...field.ui,
    hint: field.hint,
    hintId: field.hint ? `${fieldId(field.name)}-hint` : undefined,
    errorId: `${fieldId(field.name)}-error`,
    ...(options && {
      // An option without a label reads as its value, as RJSF labels enum values.
      enumOptions: options.map((o): EnumOptionsType => ({ value: o.value, label: o.label || String(o.value) })),
      optionHints: Object.fromEntries(options.filter((o) => o.hint).map((o) => [String(o.value), o.hint])),
      optionDividers: Object.fromEntries(options.filter((o) => o.dividerBefore).map((o) => [String(o.value), o.dividerBefore])),
    }),
  };
}
