import type { JSX } from "react";
import type { WidgetProps } from "@rjsf/utils";
import NumberInputWidget from "./NumberInputWidget";
import { widgetText } from "./catalogue";

/** Whole pounds: the number input with a prefix, which is decoration (the label says what is asked), so hidden from screen readers. */
export default function CurrencyInputWidget(props: WidgetProps): JSX.Element {
  return (
    <div className="govuk-input__wrapper">
      <div className="govuk-input__prefix" aria-hidden="true">
        {widgetText("currency.prefix")}
      </div>
      <NumberInputWidget {...props} />
    </div>
  );
}
