import type { JSX, ReactNode } from "react";
import type { WidgetProps } from "@rjsf/utils";
import { groupFocusHandlers } from "./groupFocus";
import { describedBy, legendClass, readBoolean, readString } from "./widgetOptions";

interface WidgetFieldsetProps {
  widget: WidgetProps;
  /** The answer as it stands when focus enters or leaves the group. */
  currentValue: () => unknown;
  role?: "group";
  children: ReactNode;
}

/**
 * The fieldset, legend and hint of a widget that owns its label (GOV.UK puts the hint
 * inside the fieldset, after the legend). The field template still renders the error.
 */
export function WidgetFieldset({ widget, currentValue, role, children }: WidgetFieldsetProps): JSX.Element {
  const { options } = widget;
  const hint = readString(options, "hint");
  const heading = readBoolean(options, "labelIsHeading");
  return (
    <fieldset className="govuk-fieldset" role={role} aria-describedby={describedBy(widget)} {...groupFocusHandlers(widget, currentValue)}>
      <legend className={legendClass(options)}>
        {heading ? <h1 className="govuk-fieldset__heading">{widget.label}</h1> : widget.label}
      </legend>
      {hint && (
        <div id={readString(options, "hintId")} className="govuk-hint">
          {hint}
        </div>
      )}
      {children}
    </fieldset>
  );
}
