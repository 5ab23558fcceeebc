import type { JSX } from "react";
import type { WidgetProps } from "@rjsf/utils";
import { TextLikeInput } from "./TextLikeInput";

/** Free text; the value is the string as typed ('' when cleared). */
export default function TextInputWidget(props: WidgetProps): JSX.Element {
  const text = typeof props.value === "string" ? props.value : "";
  return <TextLikeInput widget={props} text={text} reported={text} onText={(next) => props.onChange(next)} />;
}
