/** GOV.UK-patterned RJSF templates: label, hint and error per field; the page owns buttons. */
import type { FieldTemplateProps, ObjectFieldTemplateProps, TemplatesType } from "@rjsf/utils";
import { getWidget, type RendererFormContext } from "../../../renderer-widgets/index.ts";
import { text } from "../catalogue.ts";
import { ID_PREFIX, ID_SEPARATOR } from "./formSchema.ts";

function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, hidden, uiSchema, registry } = props;
  const renderAfter = (registry.formContext as Partial<RendererFormContext> | undefined)?.renderAfter;
  const name = id.slice(ID_PREFIX.length + ID_SEPARATOR.length);
  if (hidden) return children;
  const options = (uiSchema?.["ui:options"] ?? {}) as Record<string, unknown>;
  const widget = uiSchema?.["ui:widget"];
  const ownsLabel = typeof widget === "string" && Boolean((getWidget(widget) as { ownsLabel?: boolean }).ownsLabel);
  const error = rawErrors?.[0];
  const hint = options.hint as string | undefined;
  const labelNode = options.labelIsHeading ? (
    <h1 className="govuk-label-wrapper">
      <label className="govuk-label govuk-label--l" htmlFor={id}>{label}</label>
    </h1>
  ) : (
    <label className="govuk-label" htmlFor={id}>{label}</label>
  );
  return (
    <div className={`govuk-form-group${error ? " govuk-form-group--error" : ""}`} data-field={id}>
      {!ownsLabel && labelNode}
      {!ownsLabel && hint && (
        <div id={options.hintId as string} className="govuk-hint">{hint}</div>
      )}
      {error && (
        <p id={options.errorId as string} className="govuk-error-message">
          <span className="govuk-visually-hidden">{text("errorTitlePrefix")}</span>
          {error}
        </p>
      )}
      {children}
      {renderAfter?.(name)}
    </div>
  );
}

function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <>{properties.map((p) => p.content)}</>;
}

const Nothing = () => null;

export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  TitleFieldTemplate: Nothing,
  DescriptionFieldTemplate: Nothing,
  ErrorListTemplate: Nothing,
};
