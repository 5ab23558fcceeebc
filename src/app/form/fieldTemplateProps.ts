/**
 * The props RJSF gives a `FieldTemplate`, for a field the engine has resolved. RJSF's own hooks
 * for added properties do not apply: journey pages have no free-form keys.
 */
import type { FieldTemplateProps, Registry, RJSFSchema, UiSchema } from "@rjsf/utils";
import type { ReactElement } from "react";

const none = () => undefined;

export function fieldTemplateProps(input: {
  id: string;
  label: string;
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  registry: Registry;
  formData?: unknown;
  rawErrors?: string[];
  children: ReactElement;
}): FieldTemplateProps {
  return {
    ...input,
    fieldPathId: { $id: input.id, path: [] },
    hidden: false,
    required: false,
    readonly: false,
    disabled: false,
    displayLabel: true,
    onChange: none,
    onKeyRename: none,
    onKeyRenameBlur: none,
    onRemoveProperty: none,
  };
}
