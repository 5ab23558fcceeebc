/**
 * GOV.UK-patterned RJSF templates: label, hint and error per field (the error through RJSF's
 * FieldErrorTemplate); the page owns buttons, the error summary and the heading.
 */
import type { FieldErrorProps, FieldTemplateProps, TemplatesType } from "@rjsf/utils";
import { ownsLabel, type JourneyWidget, type RendererFormContext } from "../../../renderer-widgets/index.ts";
import { text } from "../catalogue.ts";
import { ID_PREFIX, ID_SEPARATOR } from "./formSchema.ts";

type Options = Record<string, unknown>;
const optionsOf = (uiSchema: FieldTemplateProps["uiSchema"]): Options => (uiSchema?.["ui:options"] ?? {}) as Options;

/** A widget that renders its own fieldset legend: the template must not add a label. */
function widgetOwnsLabel({ uiSchema, registry }: Pick<FieldTemplateProps, "uiSchema" | "registry">): boolean {
  const name = uiSchema?.["ui:widget"];
  const widget = typeof name === "string" ? (registry.widgets[name] as JourneyWidget | undefined) : undefined;
  return widget !== undefined && ownsLabel(widget);
}

function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, rawErrors, hidden, uiSchema, registry } = props;
  if (hidden) return children;
  const renderAfter = (registry.formContext as Partial<RendererFormContext> | undefined)?.renderAfter;
  const name = id.slice(ID_PREFIX.length + ID_SEPARATOR.length);
  const options = optionsOf(uiSchema);
  const labelled = !widgetOwnsLabel(props);
  const hint = options.hint as string | undefined;
  const labelNode = options.labelIsHeading ? (
    <h1 className="govuk-label-wrapper">
      <label className="govuk-label govuk-label--l" htmlFor={id}>
        {label}
      </label>
    </h1>
  ) : (
    <label className="govuk-label" htmlFor={id}>
      {label}
    </label>
  );
  return (
    <div className={`govuk-form-group${rawErrors?.length ? " govuk-form-group--error" : ""}`} data-field={id}>
      {labelled && labelNode}
      {labelled && hint && (
        <div id={options.hintId as string} className="govuk-hint">
          {hint}
        </div>
      )}
      {errors}
      {children}
      {renderAfter?.(name)}
    </div>
  );
}

/** The field's first message, as GOV.UK shows an error: after the label and hint, before the input. */
function FieldErrorTemplate({ errors, uiSchema }: FieldErrorProps) {
  const error = errors?.[0];
  if (error === undefined) return null;
  return (
    <p id={optionsOf(uiSchema).errorId as string} className="govuk-error-message">
      <span className="govuk-visually-hidden">{text("errorTitlePrefix")}</span>
      {error}
    </p>
  );
}

export const templates: Partial<TemplatesType> = { FieldTemplate, FieldErrorTemplate };
