import type { JSX, KeyboardEvent, Ref } from "react";
import { widgetText, type WidgetTextKey } from "./catalogue";
import type { DatePartName } from "./dateParts";
import { classNames } from "./widgetOptions";

const PART_LABEL: Record<DatePartName, WidgetTextKey> = { day: "date.day", month: "date.month", year: "date.year" };

interface DatePartInputProps {
  part: DatePartName;
  id: string;
  name: string;
  value: string;
  error: boolean;
  bday: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onText: (typed: string) => void;
  onBlur?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  onPointerDown?: () => void;
}

/** One labelled box of the GOV.UK date input. */
export function DatePartInput(props: DatePartInputProps): JSX.Element {
  return (
    <div className="govuk-date-input__item">
      <div className="govuk-form-group">
        <label className="govuk-label govuk-date-input__label" htmlFor={props.id}>
          {widgetText(PART_LABEL[props.part])}
        </label>
        <input
          ref={props.inputRef}
          id={props.id}
          name={props.name}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          spellCheck={false}
          autoComplete={props.bday ? `bday-${props.part}` : undefined}
          className={classNames(
            "govuk-input govuk-date-input__input",
            props.part === "year" ? "govuk-input--width-4" : "govuk-input--width-2",
            props.error && "govuk-input--error",
          )}
          value={props.value}
          disabled={props.disabled}
          readOnly={props.readOnly}
          onChange={(event) => props.onText(event.target.value)}
          onBlur={props.onBlur}
          onKeyDown={props.onKeyDown}
          onPointerDown={props.onPointerDown}
        />
      </div>
    </div>
  );
}
