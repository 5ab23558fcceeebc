import { Fragment, type JSX } from "react";
import type { WidgetProps } from "@rjsf/utils";
import { optionDivider, optionHint, readChoices } from "./choiceOptions";
import { WidgetFieldset } from "./WidgetFieldset";
import { classNames, readBoolean } from "./widgetOptions";

/** GOV.UK radios; the answer keeps the option's own type (boolean, number or string). */
function RadiosWidget(props: WidgetProps): JSX.Element {
  const { id, options } = props;
  const choices = readChoices(props);
  return (
    <WidgetFieldset widget={props} currentValue={() => props.value}>
      <div
        className={classNames(
          "govuk-radios",
          readBoolean(options, "inline") && "govuk-radios--inline",
          readBoolean(options, "small") && "govuk-radios--small",
        )}
      >
        {choices.map((choice, index) => {
          const inputId = index === 0 ? id : `${id}-${index}`;
          const hint = optionHint(props, choice.value);
          const hintId = `${inputId}-item-hint`;
          const divider = optionDivider(props, choice.value);
          return (
            <Fragment key={index}>
              {divider && <div className="govuk-radios__divider app-radios__divider">{divider}</div>}
              <div className="govuk-radios__item">
                <input
                  className="govuk-radios__input"
                  id={inputId}
                  name={props.htmlName ?? id}
                  type="radio"
                  value={String(index)}
                  checked={props.value === choice.value}
                  disabled={props.disabled || props.readonly}
                  aria-describedby={hint ? hintId : undefined}
                  onChange={() => props.onChange(choice.value)}
                />
                <label className="govuk-label govuk-radios__label" htmlFor={inputId}>
                  {choice.label}
                </label>
                {hint && (
                  <div id={hintId} className="govuk-hint govuk-radios__hint">
                    {hint}
                  </div>
                )}
              </div>
            </Fragment>
          );
        })}
      </div>
    </WidgetFieldset>
  );
}

RadiosWidget.ownsLabel = true;
export default RadiosWidget;
