import type { ReactNode } from "react";
import type { WidgetProps } from "@rjsf/utils";
import { readString } from "./widgetOptions";

/** What the journey renderer offers widgets and templates through RJSF's `formContext`. */
export interface RendererFormContext {
  /** Stores a value next to the field's own answer, through the store's answer policy. */
  setSibling(name: string, value: unknown): void;
  /** What the page places right after a field: content blocks and buttons that name it in `after`. */
  renderAfter(name: string): ReactNode;
}

/**
 * Lookup widgets store a code, but summaries need the label: when the field names a
 * `ui.labelField`, the renderer's form context stores the label next to the code.
 * RJSF 6 keeps formContext on the registry; a direct prop is accepted too.
 */
export function writeLabelSibling(props: WidgetProps, label: string | undefined): void {
  const field = readString(props.options, "labelField");
  if (!field) return;
  const context = (props.formContext ?? props.registry?.formContext) as Partial<RendererFormContext> | undefined;
  context?.setSibling?.(field, label);
}
