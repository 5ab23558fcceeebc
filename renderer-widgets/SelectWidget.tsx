import type { JSX } from "react";
import type { WidgetProps } from "@rjsf/utils";
import { widgetText } from "./catalogue";
import { NONSELECTED, indexOfValue, readChoices } from "./choiceOptions";
import { classNames, describedBy, hasError, readString } from "./widgetOptions";

/**
 * Native dropdown. The first option is the draft's own "not answered" marker
 * ('nonselected'); option values are indexes so numbers stay numbers in the answer.
 */
export default function SelectWidget(props: WidgetProps): JSX.Element {
  const { id, options } = props;
  const choices = readChoices(props);
  const selected = indexOfValue(choices, props.value);
  const error = hasError(props);
  return (
    <select
      id={id}
      name={props.htmlName ?? id}
      className={classNames("govuk-select", readString(options, "width"), error && "govuk-select--error")}
      value={selected < 0 ? NONSELECTED : String(selected)}
      disabled={props.disabled || props.readonly}
      aria-required={props.required || undefined}
      aria-invalid={error || undefined}
      aria-describedby={describedBy(props)}
      onChange={(event) => {
        const picked = event.target.value;
        props.onChange(picked === NONSELECTED ? NONSELECTED : choices[Number(picked)].value);
      }}
      onBlur={() => props.onBlur(id, props.value)}
      onFocus={() => props.onFocus(id, props.value)}
    >
      <option value={NONSELECTED}>{readString(options, "placeholder") ?? widgetText("select.placeholder")}</option>
      {choices.map((choice, index) => (
        <option key={index} value={String(index)}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
