import type { JSX } from "react";
import { getWidget, type EnumOptionsType, type Registry, type RJSFSchema, type WidgetProps } from "@rjsf/utils";
import { ownsLabel, widgets } from "../index";
import { classNames } from "../widgetOptions";

export interface ShowcaseFieldDef {
  name: string;
  widget: string;
  label: string;
  hint?: string;
  error?: string;
  schema: Record<string, unknown>;
  ui?: Record<string, unknown>;
  options?: { value: string | number | boolean; label: string; hint?: string }[];
}

interface ShowcaseFieldProps {
  field: ShowcaseFieldDef;
  value: unknown;
  onChange: (name: string, value: unknown) => void;
  setSibling: (name: string, value: unknown) => void;
}

/** Builds the props the journey renderer would pass, so each widget runs exactly as on a page. */
function widgetProps({ field, value, onChange, setSibling }: ShowcaseFieldProps): WidgetProps {
  const id = `showcase-${field.name}`;
  const formContext = { setSibling };
  const enumOptions: EnumOptionsType[] | undefined = field.options?.map(({ value: v, label }) => ({ value: v, label }));
  const optionHints = Object.fromEntries((field.options ?? []).filter((o) => o.hint).map((o) => [String(o.value), o.hint]));
  return {
    id,
    name: field.name,
    label: field.label,
    value,
    required: true,
    disabled: false,
    readonly: false,
    autofocus: false,
    schema: field.schema as RJSFSchema,
    registry: { formContext } as unknown as Registry,
    formContext,
    rawErrors: field.error ? [field.error] : [],
    options: {
      ...field.ui,
      hint: field.hint,
      hintId: field.hint ? `${id}-hint` : undefined,
      errorId: `${id}-error`,
      enumOptions,
      optionHints,
    },
    onChange: (next: unknown) => onChange(field.name, next),
    onBlur: () => undefined,
    onFocus: () => undefined,
  };
}

/** A minimal GOV.UK form group around one widget, standing in for the journey's field template. */
export function ShowcaseField(props: ShowcaseFieldProps): JSX.Element {
  const { field } = props;
  // Resolved by name as RJSF resolves a journey field's `ui:widget`.
  const Widget = getWidget(field.schema as RJSFSchema, field.widget, widgets);
  const wprops = widgetProps(props);
  const labelled = !ownsLabel(widgets[field.widget]);
  return (
    <div className={classNames("govuk-form-group", field.error && "govuk-form-group--error")}>
      {labelled && (
        <label className="govuk-label govuk-label--s" htmlFor={wprops.id}>
          {field.label}
        </label>
      )}
      {labelled && field.hint && (
        <div id={`${wprops.id}-hint`} className="govuk-hint">
          {field.hint}
        </div>
      )}
      {field.error && (
        <p id={`${wprops.id}-error`} className="govuk-error-message">
          {field.error}
        </p>
      )}
      <Widget {...wprops} />
    </div>
  );
}
