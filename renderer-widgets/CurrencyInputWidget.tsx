import type { JSX } from "react";
import type { WidgetProps } from "@rjsf/utils";
import { TextLikeInput } from "./TextLikeInput";
import { digitsToNumber } from "./digits";
import { widgetText } from "./catalogue";

/** Whole pounds; the prefix is decoration (the label says what is asked), so it is hidden from screen readers. */
export default function CurrencyInputWidget(props: WidgetProps): JSX.Element {
  const value = typeof props.value === "number" ? props.value : undefined;
  return (
    <div className="govuk-input__wrapper">
      <div className="govuk-input__prefix" aria-hidden="true">
        {widgetText("currency.prefix")}
      </div>
      <TextLikeInput
        widget={props}
        inputMode="numeric"
        spellCheck={false}
        text={value === undefined ? "" : String(value)}
        reported={value}
        onText={(next) => props.onChange(digitsToNumber(next))}
      />
    </div>
  );
}
