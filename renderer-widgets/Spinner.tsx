import type { JSX } from "react";
import { widgetText } from "./catalogue";

export interface SpinnerProps {
  /** Defaults to the catalogue's loading text. */
  label?: string;
}

/** Loading indicator announced politely; the spinning circle itself is decoration. */
export function Spinner(props: SpinnerProps): JSX.Element {
  return (
    <div className="app-spinner" role="status" aria-live="polite">
      <span className="app-spinner__circle" aria-hidden="true" />
      <span className="govuk-body app-spinner__label">{props.label ?? widgetText("spinner.label")}</span>
    </div>
  );
}
