/**
 * Maps a page's active fields onto the schema and uiSchema RJSF renders. Only active fields
 * are given to RJSF, so hidden questions are not in the DOM. Options are resolved by the engine.
 */
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { answerSchema, optionsFor, type ReferenceData } from "../../engine/index.ts";
import type { LogicData, ResolvedField } from "../../engine/types.ts";

export const ID_PREFIX = "f";
export const ID_SEPARATOR = "-";

export const fieldId = (name: string) => `${ID_PREFIX}${ID_SEPARATOR}${name}`;

export function formSchema(
  fields: ResolvedField[],
  data: LogicData,
  reference: ReferenceData,
): { schema: RJSFSchema; uiSchema: UiSchema } {
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = { "ui:submitButtonOptions": { norender: true } };
  for (const field of fields) {
    const options = optionsFor(field, data, reference);
    const schema: RJSFSchema = { ...answerSchema(field), title: field.label } as RJSFSchema;
    if (options) {
      schema.enum = options.map((o) => o.value);
      // RJSF infers a value type from enum; keep it loose so booleans and numbers stay as they are.
      delete schema.type;
    }
    properties[field.name] = schema;
    uiSchema[field.name] = {
      "ui:widget": field.widget,
      "ui:options": {
        ...field.ui,
        hint: field.hint,
        hintId: field.hint ? `${fieldId(field.name)}-hint` : undefined,
        errorId: `${fieldId(field.name)}-error`,
        ...(options && {
          enumNames: options.map((o) => o.label),
          optionHints: Object.fromEntries(options.filter((o) => o.hint).map((o) => [String(o.value), o.hint])),
          optionDividers: Object.fromEntries(options.filter((o) => o.dividerBefore).map((o) => [String(o.value), o.dividerBefore])),
        }),
      },
    };
  }
  return { schema: { type: "object", properties }, uiSchema };
}
