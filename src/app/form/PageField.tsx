/**
 * One field of a page, rendered by RJSF: the registry's `SchemaField` with the field's schema,
 * `ui:widget` and answer, so RJSF picks the field component for its type, resolves the widget by
 * name and wraps it in our `FieldTemplate`. It reads its own view (answer, options), its own
 * message and the key of what follows it, so a change re-renders it only when one of those changed.
 */
import { memo, useCallback, useMemo } from "react";
import { useStore } from "zustand";
import type { ErrorSchema, FieldPathId } from "@rjsf/utils";
import { sameFieldView } from "../../engine/index.ts";
import { fieldId, fieldUiSchema, widgetSchema } from "./formSchema.ts";
import { afterField } from "./placement.ts";
import { usePageForm, useViewSelector } from "./pageFormContext.tsx";
import { countsRenders, useRenderCount } from "./renderCount.ts";

const noFocusHandling = () => undefined;

export const PageField = memo(function PageField({ name }: { name: string }) {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- countsRenders is fixed when the bundle is built, so the hook order never changes
  if (countsRenders) useRenderCount(name);
  const { registry, ui, scope, onChange, onBlur } = usePageForm();
  const view = useViewSelector((v) => v.byName.get(name), sameFieldView);
  const error = useStore(ui, (s) => s.errors[name]);
  const after = useMemo(() => afterField(scope.page, scope.page.actions ?? [], name), [scope.page, name]);
  // Content and buttons placed after this field render inside its template: when they change, the
  // field renders again (their key is a prop, so RJSF's memoised SchemaField sees a change too).
  const afterKey = useViewSelector((v) => after.key(v.data), Object.is);
  const afterBusy = useStore(ui, (s) => after.buttons.length > 0 && s.busy);

  const field = view?.field;
  const options = view?.options;
  const schema = useMemo(() => field && widgetSchema(field, options), [field, options]);
  const uiSchema = useMemo(() => field && fieldUiSchema(field, options), [field, options]);
  const fieldPathId = useMemo((): FieldPathId => ({ $id: fieldId(name), path: [name] }), [name]);
  const errorSchema = useMemo(
    (): ErrorSchema | undefined => (error === undefined ? undefined : ({ __errors: [error] } as ErrorSchema)),
    [error],
  );
  const change = useCallback((value: unknown) => onChange(name, value), [onChange, name]);
  const blur = useCallback(() => onBlur(name), [onBlur, name]);
  // Between a change that hides this field and the list dropping it, there is nothing to show.
  if (!view || !field || !schema || !uiSchema) return null;

  const { SchemaField } = registry.fields;
  return (
    <SchemaField
      name={name}
      schema={schema}
      uiSchema={uiSchema}
      fieldPathId={fieldPathId}
      formData={view.value}
      errorSchema={errorSchema}
      registry={registry}
      onChange={change}
      onBlur={blur}
      onFocus={noFocusHandling}
      placedAfter={`${afterKey}${afterBusy ? "|busy" : ""}`}
    />
  );
});
