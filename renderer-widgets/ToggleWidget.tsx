import type { JSX } from "react";
import type { WidgetProps } from "@rjsf/utils";
import { widgetText } from "./catalogue";
import { classNames, describedBy, hasError } from "./widgetOptions";

/**
 * On/off switch. A native button gives Space and Enter for free; the template's
 * `<label for>` names it and aria-checked carries the state, so the visible word is
 * only a visual cue.
 */
export default function ToggleWidget(props: WidgetProps): JSX.Element {
  const on = props.value === true;
  return (
    <button
      type="button"
      role="switch"
      id={props.id}
      aria-checked={on}
      aria-describedby={describedBy(props)}
      aria-invalid={hasError(props) || undefined}
      className={classNames("app-toggle", on && "app-toggle--on", hasError(props) && "app-toggle--error")}
      disabled={props.disabled || props.readonly}
      onClick={() => props.onChange(!on)}
      onBlur={() => props.onBlur(props.id, on)}
      onFocus={() => props.onFocus(props.id, on)}
    >
      <span className="app-toggle__track" aria-hidden="true">
        <span className="app-toggle__thumb" />
      </span>
      <span className="app-toggle__state">{on ? widgetText("toggle.on") : widgetText("toggle.off")}</span>
    </button>
  );
}
