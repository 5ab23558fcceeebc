import type { JSX } from "react";
import type { WidgetProps } from "@rjsf/utils";
import { TextLikeInput } from "./TextLikeInput";
import { onlyDigits } from "./digits";
import { classNames, readString } from "./widgetOptions";

/** UK mobile number kept as a digit string (leading 0 matters, so never a number). */
export default function UkMobileInputWidget(props: WidgetProps): JSX.Element {
  const text = typeof props.value === "string" ? props.value : "";
  return (
    <TextLikeInput
      widget={props}
      type="tel"
      autoComplete="tel"
      spellCheck={false}
      className={classNames(!readString(props.options, "width") && "govuk-input--width-20")}
      text={text}
      reported={text}
      onText={(next) => props.onChange(onlyDigits(next))}
    />
  );
}
