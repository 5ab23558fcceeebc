import type { JSX } from "react";
import type { WidgetProps } from "@rjsf/utils";
import { optionHint, readChoices, type ChoiceValue } from "./choiceOptions";
import { WidgetFieldset } from "./WidgetFieldset";
import { classNames, readBoolean } from "./widgetOptions";

/** GOV.UK checkboxes; the answer is the ticked option values, in option order and with their own types. */
function CheckboxesWidget(props: WidgetProps): JSX.Element {
  const { id, options } = props;
  const choices = readChoices(props);
  const ticked: unknown[] = Array.isArray(props.value) ? props.value : [];

  const toggle = (value: ChoiceValue) => {
    const isTicked = (candidate: ChoiceValue) => (candidate === value ? !ticked.includes(value) : ticked.includes(candidate));
    props.onChange(choices.map((choice) => choice.value).filter(isTicked));
  };

  return (
    <WidgetFieldset widget={props} currentValue={() => ticked}>
      <div
        className={classNames(
          "govuk-checkboxes",
          readBoolean(options, "inline") && "app-checkboxes--inline",
          readBoolean(options, "small") && "govuk-checkboxes--small",
        )}
      >
        {choices.map((choice, index) => {
          const inputId = index === 0 ? id : `${id}-${index}`;
          const hint = optionHint(props, choice.value);
          const hintId = `${inputId}-item-hint`;
          return (
            <div className="govuk-checkboxes__item" key={index}>
              <input
                className="govuk-checkboxes__input"
                id={inputId}
                name={props.htmlName ?? id}
                type="checkbox"
                value={String(index)}
                checked={ticked.includes(choice.value)}
                disabled={props.disabled || props.readonly}
                aria-describedby={hint ? hintId : undefined}
                onChange={() => toggle(choice.value)}
              />
              <label className="govuk-label govuk-checkboxes__label" htmlFor={inputId}>
                {choice.label}
              </label>
              {hint && (
                <div id={hintId} className="govuk-hint govuk-checkboxes__hint">
                  {hint}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </WidgetFieldset>
  );
}

CheckboxesWidget.ownsLabel = true;
export default CheckboxesWidget;
