import type { JSX } from "react";
import type { WidgetProps } from "@rjsf/utils";
import { TextLikeInput } from "./TextLikeInput";
import { digitsToNumber } from "./digits";

/** Whole numbers typed as text (GOV.UK advises against type=number); undefined when empty. */
export default function NumberInputWidget(props: WidgetProps): JSX.Element {
  const value = typeof props.value === "number" ? props.value : undefined;
  return (
    <TextLikeInput
      widget={props}
      inputMode="numeric"
      spellCheck={false}
      text={value === undefined ? "" : String(value)}
      reported={value}
      onText={(next) => props.onChange(digitsToNumber(next))}
    />
  );
}
