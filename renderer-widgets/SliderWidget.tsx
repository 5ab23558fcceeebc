import { useState, type JSX } from "react";
import type { WidgetProps } from "@rjsf/utils";
import { widgetText } from "./catalogue";
import { formatSliderValue, readSliderFormat, stepValue, type SliderRange } from "./sliderFormat";
import { classNames, describedBy, hasError, readNumber } from "./widgetOptions";

function readRange(props: WidgetProps): SliderRange {
  const number = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);
  const min = number(props.schema.minimum) ?? 0;
  const max = number(props.schema.maximum) ?? 100;
  const step = number(props.schema.multipleOf) ?? readNumber(props.options, "step") ?? 1;
  return { min, max, step };
}

/**
 * Range slider with a visible value and decrease/increase buttons, so it works without
 * dragging (WCAG 2.5.7). Arrow keys, Home, End and Page keys are the native range's own.
 */
export default function SliderWidget(props: WidgetProps): JSX.Element {
  const { id } = props;
  const range = readRange(props);
  const format = readSliderFormat(props.options.format);
  const fallback = typeof props.schema.default === "number" ? props.schema.default : range.min;
  const value = typeof props.value === "number" ? props.value : fallback;
  const text = formatSliderValue(value, range, format);
  // Button presses leave focus on the button, so the new value is announced from here.
  const [announcement, setAnnouncement] = useState("");

  const step = (direction: 1 | -1) => {
    const next = stepValue(value, direction, range);
    if (next === value) return;
    props.onChange(next);
    setAnnouncement(formatSliderValue(next, range, format));
  };
  const atMin = value <= range.min;
  const atMax = value >= range.max;
  const inactive = props.disabled || props.readonly;

  const stepButton = (direction: 1 | -1) => {
    const blocked = direction < 0 ? atMin : atMax;
    return (
      <button
        type="button"
        className="app-slider__step"
        aria-controls={id}
        // aria-disabled rather than disabled: a disabled button drops keyboard focus to the page.
        aria-disabled={blocked || undefined}
        disabled={inactive}
        onClick={() => !blocked && step(direction)}
      >
        <span aria-hidden="true">{widgetText(direction < 0 ? "slider.decreaseSymbol" : "slider.increaseSymbol")}</span>
        <span className="govuk-visually-hidden">
          {widgetText(direction < 0 ? "slider.decrease" : "slider.increase", { label: props.label })}
        </span>
      </button>
    );
  };

  return (
    <div className={classNames("app-slider", hasError(props) && "app-slider--error")}>
      <p className="govuk-body app-slider__value" id={`${id}-value`}>
        {text}
      </p>
      <div className="app-slider__controls">
        {stepButton(-1)}
        <input
          type="range"
          id={id}
          name={props.htmlName ?? id}
          className="app-slider__input"
          min={range.min}
          max={range.max}
          step={range.step}
          value={value}
          aria-valuetext={text}
          aria-describedby={describedBy(props)}
          aria-invalid={hasError(props) || undefined}
          disabled={inactive}
          onChange={(event) => props.onChange(Number(event.target.value))}
          onBlur={() => props.onBlur(id, value)}
          onFocus={() => props.onFocus(id, value)}
        />
        {stepButton(1)}
      </div>
      <span className="govuk-visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
