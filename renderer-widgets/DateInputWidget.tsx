import { useRef, type JSX, type KeyboardEvent } from "react";
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

  // The box focus moved to by itself, until the user's next key there. A keyboard user who types
  // "12" and presses Tab, as in any other form, means the next box: the one already focused.
  const advancedTo = useRef<HTMLInputElement | null>(null);

  const typeDayOrMonth = (part: "day" | "month", typed: string) => {
    const entry = enterDayOrMonth(typed, part);
    update({ ...latest.current, [part]: entry.text });
    if (!entry.advance) return;
    const next = (part === "day" ? monthRef : yearRef).current;
    next?.focus();
    advancedTo.current = next;
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const justAdvanced = advancedTo.current === event.currentTarget;
    advancedTo.current = null;
    // Only the first key after the move, and only a plain Tab: Shift+Tab still goes back.
    if (justAdvanced && event.key === "Tab" && !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
    }
  };
  // A click or tap in the box, or focus leaving it, ends it too: the next Tab is the user's own.
  const forgetAdvance = () => {
    advancedTo.current = null;
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
    onKeyDown: keyDown,
    onPointerDown: forgetAdvance,
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
          onBlur={() => {
            forgetAdvance();
            padPart("month");
          }}
        />
        <DatePartInput
          {...common("year")}
          id={`${id}-year`}
          inputRef={yearRef}
          onText={(t) => update({ ...latest.current, year: enterYear(t) })}
          onBlur={forgetAdvance}
        />
      </div>
    </WidgetFieldset>
  );
}

DateInputWidget.ownsLabel = true;
export default DateInputWidget;
