import type { WidgetProps } from "@rjsf/utils";
import { readString } from "./widgetOptions";

interface SiblingWriter {
  setSibling?: (name: string, value: unknown) => void;
}

/**
 * Lookup widgets store a code, but summaries need the label: when the field names a
 * `ui.labelField`, the renderer's form context stores the label next to the code.
 * RJSF 6 keeps formContext on the registry; a direct prop is accepted too.
 */
export function writeLabelSibling(props: WidgetProps, label: string | undefined): void {
  const field = readString(props.options, "labelField");
  if (!field) return;
  const context = (props.formContext ?? props.registry?.formContext) as SiblingWriter | undefined;
  context?.setSibling?.(field, label);
}
