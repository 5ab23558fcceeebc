/**
 * When two observations of a page count as the same behaviour, and what kind of difference they
 * show otherwise. A message whose rewording the report already lists is not news twice.
 */
import { stableStringify } from "../../../src/engine/index.ts";
import type { Change, Observed } from "./changes.ts";
import { same } from "./structural.ts";

/** A message's old and new wording, as patterns (its `{placeholders}` match anything). */
export type Rewording = [RegExp, RegExp];

export function rewordings(changes: Change[]): Rewording[] {
  const pattern = (text: string) =>
    new RegExp(`^${text.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`);
  return changes.flatMap((c) => (c.kind === "wording" && c.from !== undefined && c.to !== undefined ? [[pattern(c.from), pattern(c.to)] as Rewording] : []));
}

/**
 * The same behaviour: the same next step and the same fields refused, each with the same message
 * or one whose rewording the report already lists (a reworded message is not news twice).
 */
export function alike(before: Observed, after: Observed, reworded: Rewording[]): boolean {
  if (same(before, after)) return true;
  if (!same(before.path, after.path) || !same(before.summary, after.summary) || before.error !== after.error) return false;
  const fields = Object.keys(before.messages);
  if (!same(fields, Object.keys(after.messages))) return false;
  return fields.every((f) => sameMessage(before.messages[f], after.messages[f], reworded));
}

function sameMessage(x: string | undefined, y: string | undefined, reworded: Rewording[]): boolean {
  if (x === y) return true;
  return x !== undefined && y !== undefined && reworded.some(([from, to]) => from.test(x) && to.test(y));
}

/** What kind of difference it is (fields refused or accepted differently, the next step), so a second search looks for another kind. */
export function signature(before: Observed, after: Observed, reworded: Rewording[]): string {
  const fields = [...new Set([...Object.keys(before.messages), ...Object.keys(after.messages)])]
    .filter((f) => !sameMessage(before.messages[f], after.messages[f], reworded))
    .sort();
  return stableStringify({
    fields,
    path: same(before.path, after.path) ? null : [before.path, after.path],
    summary: same(before.summary, after.summary),
    error: [!!before.error, !!after.error],
  });
}

