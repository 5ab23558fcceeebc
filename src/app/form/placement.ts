/**
 * What a page places around its fields, as plain keys: content blocks (shown or not, and a
 * summary's values) and buttons (enabled or not). A part re-renders only when its key changes.
 */
import { evaluate, holds, type Action, type ContentBlock, type LogicData, type ResolvedPage } from "../../engine/index.ts";

/** A block's key: hidden, or shown with what it shows that depends on the answers. */
export function blockKey(block: ContentBlock, data: LogicData): string {
  if (!holds(block.visibleWhen, data)) return "-";
  if (block.kind !== "summary") return "+";
  return JSON.stringify((block.rows ?? []).map((r) => (holds(r.visibleWhen, data) ? evaluate(r.value, data) : null)));
}

/** The blocks and buttons placed right after a field, and the key of what they show now. */
export function afterField(page: ResolvedPage, actions: Action[], name: string) {
  const blocks = (page.content ?? []).filter((b) => b.after === name);
  const buttons = actions.filter((a) => a.after === name);
  return {
    blocks,
    buttons,
    key: (data: LogicData) =>
      blocks.length + buttons.length === 0
        ? ""
        : [...blocks.map((b) => blockKey(b, data)), ...buttons.map((a) => String(holds(a.enabledWhen, data)))].join("|"),
  };
}
