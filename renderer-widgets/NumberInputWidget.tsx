import type { JSX } from "react";
import type { WidgetProps } from "@rjsf/utils";
import { TextLikeInput } from "./TextLikeInput";
import { typedWholeNumber } from "./digits";

/**
 * Whole numbers typed as text (GOV.UK advises against type=number); undefined when empty. Text
 * that is not a whole number is reported as typed, for the field's rules to refuse.
 */
export default function NumberInputWidget(props: WidgetProps): JSX.Element {
  const value = typeof props.value === "number" || typeof props.value === "string" ? props.value : undefined;
  return (
    <TextLikeInput
      widget={props}
      inputMode="numeric"
      spellCheck={false}
      text={value === undefined ? "" : String(value)}
      reported={value}
      onText={(next) => props.onChange(typedWholeNumber(next))}
    />
  );
}
