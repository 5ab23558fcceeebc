import type { JSX } from "react";
import type { WidgetProps } from "@rjsf/utils";
import { TextLikeInput } from "./TextLikeInput";

/** Email address; lower-casing is the journey's transform, not the widget's. */
export default function EmailInputWidget(props: WidgetProps): JSX.Element {
  const text = typeof props.value === "string" ? props.value : "";
  return (
    <TextLikeInput
      widget={props}
      type="email"
      autoComplete="email"
      spellCheck={false}
      autoCapitalize="none"
      text={text}
      reported={text}
      onText={(next) => props.onChange(next)}
    />
  );
}
