import type { JSX } from "react";
import type { WidgetProps } from "@rjsf/utils";
import { TextLikeInput } from "./TextLikeInput";

/**
 * Registration plate. Upper case is shown with CSS so the caret never jumps while typing;
 * spacing and case of the stored answer are the journey's transform.
 */
export default function PlateInputWidget(props: WidgetProps): JSX.Element {
  const text = typeof props.value === "string" ? props.value : "";
  return (
    <TextLikeInput
      widget={props}
      autoComplete="off"
      spellCheck={false}
      autoCapitalize="characters"
      className="app-input--plate"
      text={text}
      reported={text}
      onText={(next) => props.onChange(next)}
    />
  );
}
