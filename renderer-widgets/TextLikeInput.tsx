import type { HTMLAttributes, JSX } from "react";
import type { WidgetProps } from "@rjsf/utils";
import { classNames, describedBy, hasError, readString } from "./widgetOptions";

interface TextLikeInputProps {
  widget: WidgetProps;
  /** What the box shows; widgets derive it from their typed value. */
  text: string;
  /** Receives the raw typed text; the widget converts it to its value type. */
  onText: (text: string) => void;
  /** The widget's typed value, reported on blur and focus. */
  reported: unknown;
  type?: "text" | "email" | "tel";
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  autoComplete?: string;
  spellCheck?: boolean;
  autoCapitalize?: string;
  className?: string;
}

/** The one GOV.UK text box every single-line widget shares, so error and hint wiring is written once. */
export function TextLikeInput(props: TextLikeInputProps): JSX.Element {
  const { widget } = props;
  const error = hasError(widget);
  return (
    <input
      id={widget.id}
      name={widget.htmlName ?? widget.id}
      type={props.type ?? "text"}
      className={classNames("govuk-input", readString(widget.options, "width"), props.className, error && "govuk-input--error")}
      value={props.text}
      inputMode={props.inputMode}
      autoComplete={props.autoComplete ?? readString(widget.options, "autocomplete")}
      spellCheck={props.spellCheck}
      autoCapitalize={props.autoCapitalize}
      disabled={widget.disabled}
      readOnly={widget.readonly}
      aria-required={widget.required || undefined}
      aria-invalid={error || undefined}
      aria-describedby={describedBy(widget)}
      onChange={(event) => props.onText(event.target.value)}
      onBlur={() => widget.onBlur(widget.id, props.reported)}
      onFocus={() => widget.onFocus(widget.id, props.reported)}
    />
  );
}
