/**
 * What one field is given to render through RJSF: its schema and its uiSchema (`ui:widget` and
 * `ui:options`: the field's `ui` plus hint, error ids and option details). Options are resolved by
 * the engine, so only active fields with their current options reach RJSF; they go in as the
 * schema's `enum` with their labels as `enumNames`, which RJSF turns into the widget's
 * `enumOptions`. Ids follow RJSF's `<prefix><separator><name>` form.
 */
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { answerSchema, type Option, type ResolvedField } from "../../engine/index.ts";

export const ID_PREFIX = "f";
export const ID_SEPARATOR = "-";

export const fieldId = (name: string) => `${ID_PREFIX}${ID_SEPARATOR}${name}`;

/** The answer's schema with the field's label as title, and the offered options as its enum. */
export function widgetSchema(field: ResolvedField, options: Option[] | undefined): RJSFSchema {
  const schema: RJSFSchema = { ...answerSchema(field), title: field.label } as RJSFSchema;
  if (options) schema.enum = options.map((o) => o.value);
  return schema;
}

export function fieldUiSchema(field: ResolvedField, options: Option[] | undefined): UiSchema {
  return {
    "ui:widget": field.widget,
    "ui:options": {
      ...field.ui,
      hint: field.hint,
      hintId: field.hint ? `${fieldId(field.name)}-hint` : undefined,
      errorId: `${fieldId(field.name)}-error`,
      ...(options && {
        // An option without a label reads as its value, as RJSF labels enum values.
        enumNames: options.map((o) => o.label || String(o.value)),
        optionHints: Object.fromEntries(options.filter((o) => o.hint).map((o) => [String(o.value), o.hint])),
        optionDividers: Object.fromEntries(options.filter((o) => o.dividerBefore).map((o) => [String(o.value), o.dividerBefore])),
      }),
    },
  };
}
