/**
 * One field of a page, rendered with the registry's `FieldTemplate` around its RJSF widget. It
 * reads its own view (answer, options), its own message and the key of what follows it, so a
 * change re-renders it only when one of those changed.
 */
import { memo, useCallback, useMemo } from "react";
import { useStore } from "zustand";
import { getWidget } from "../../../renderer-widgets/index.ts";
import { sameFieldView } from "../../engine/index.ts";
import { fieldId, widgetOptions, widgetSchema } from "./formSchema.ts";
import { fieldTemplateProps } from "./fieldTemplateProps.ts";
import { afterField } from "./placement.ts";
import { usePageForm, useViewSelector } from "./pageFormContext.tsx";
import { countsRenders, useRenderCount } from "./renderCount.ts";

const noFocusHandling = () => undefined;

export const PageField = memo(function PageField({ name }: { name: string }) {
  if (countsRenders) useRenderCount(name);
  const { registry, ui, scope, onChange, onBlur } = usePageForm();
  const view = useViewSelector((v) => v.byName.get(name), sameFieldView);
  const error = useStore(ui, (s) => s.errors[name]);
  const after = useMemo(() => afterField(scope.page, scope.page.actions ?? [], name), [scope.page, name]);
  // Content and buttons placed after this field render inside its template: re-render when they change.
  useViewSelector((v) => after.key(v.data), Object.is);
  useStore(ui, (s) => after.buttons.length > 0 && s.busy);

  const field = view?.field;
  const options = view?.options;
  const schema = useMemo(() => field && widgetSchema(field, options), [field, options]);
  const uiOptions = useMemo(() => field && widgetOptions(field, options), [field, options]);
  const change = useCallback((value: unknown) => onChange(name, value), [onChange, name]);
  const blur = useCallback(() => onBlur(name), [onBlur, name]);
  const rawErrors = useMemo(() => (error === undefined ? undefined : [error]), [error]);
  // Between a change that hides this field and the list dropping it, there is nothing to show.
  if (!view || !field || !schema || !uiOptions) return null;

  const id = fieldId(name);
  const Widget = getWidget(field.widget);
  const { FieldTemplate } = registry.templates;
  const uiSchema = { "ui:widget": field.widget, "ui:options": uiOptions };
  const widget = (
    <Widget
      id={id}
      name={name}
      label={field.label}
      value={view.value}
      schema={schema}
      uiSchema={uiSchema}
      options={uiOptions}
      registry={registry}
      rawErrors={rawErrors}
      required={false}
      disabled={false}
      readonly={false}
      autofocus={false}
      placeholder=""
      hideLabel={false}
      onChange={change}
      onBlur={blur}
      onFocus={noFocusHandling}
    />
  );
  return <FieldTemplate {...fieldTemplateProps({ id, label: field.label, schema, uiSchema, registry, formData: view.value, rawErrors, children: widget })} />;
});
