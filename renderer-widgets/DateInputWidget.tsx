import { useRef, type JSX } from "react";
import type { WidgetProps } from "@rjsf/utils";
import { DatePartInput } from "./DatePartInput";
import { enterDayOrMonth, enterYear, joinDateParts, padOnBlur, type DatePartName, type DateParts } from "./dateParts";
import { useDateParts } from "./useDateParts";
import { WidgetFieldset } from "./WidgetFieldset";
import { hasError, readString } from "./widgetOptions";

const PART_NAMES: readonly string[] = ["day", "month", "year"];

/**
 * GOV.UK three-box date. The value is YYYY-MM-DD once every box holds something, else '';
 * the boxes keep what was typed either way. `ui.errorPart` narrows the error mark to one box.
 */
function DateInputWidget(props: WidgetProps): JSX.Element {
  const { id, options } = props;
  const [parts, setParts] = useDateParts(props.value);
  const monthRef = useRef<HTMLInputElement>(null);
  const yearRef = useRef<HTMLInputElement>(null);

  // Auto-advance blurs the box inside the same event, before React re-renders, so handlers
  // read the latest parts from here rather than from this render's closure.
  const latest = useRef(parts);
  latest.current = parts;

  const update = (next: DateParts) => {
    latest.current = next;
    setParts(next);
    props.onChange(joinDateParts(next));
  };

  const typeDayOrMonth = (part: "day" | "month", typed: string) => {
    const entry = enterDayOrMonth(typed, part);
    update({ ...latest.current, [part]: entry.text });
    if (entry.advance) (part === "day" ? monthRef : yearRef).current?.focus();
  };

  const padPart = (part: "day" | "month") => {
    const current = latest.current;
    const padded = padOnBlur(current[part]);
    if (padded !== current[part]) update({ ...current, [part]: padded });
  };

  const errorPart = readString(options, "errorPart");
  const boxError = (part: DatePartName) =>
    hasError(props) && (errorPart === undefined || !PART_NAMES.includes(errorPart) || errorPart === part);
  const common = (part: DatePartName) => ({
    part,
    name: `${props.htmlName ?? id}-${part}`,
    value: parts[part],
    error: boxError(part),
    bday: readString(options, "autocomplete") === "bday",
    disabled: props.disabled,
    readOnly: props.readonly,
  });

  return (
    <WidgetFieldset widget={props} role="group" currentValue={() => joinDateParts(latest.current)}>
      <div className="govuk-date-input">
        <DatePartInput {...common("day")} id={id} onText={(t) => typeDayOrMonth("day", t)} onBlur={() => padPart("day")} />
        <DatePartInput
          {...common("month")}
          id={`${id}-month`}
          inputRef={monthRef}
          onText={(t) => typeDayOrMonth("month", t)}
          onBlur={() => padPart("month")}
        />
        <DatePartInput
          {...common("year")}
          id={`${id}-year`}
          inputRef={yearRef}
          onText={(t) => update({ ...latest.current, year: enterYear(t) })}
        />
      </div>
    </WidgetFieldset>
  );
}

DateInputWidget.ownsLabel = true;
export default DateInputWidget;
