/**
 * One way to write a journey file: two-space indent, and any array or object whose one-line form
 * fits in 100 characters (indent included) stays on one line, so a short JsonLogic condition reads
 * as one line and a diff shows the lines that changed and nothing else. The layout depends only on
 * the value, never on how the file was written before.
 */
import stringify from "json-stringify-pretty-compact";

export const CANONICAL_LINE_WIDTH = 100;

export function canonicalJson(value: unknown): string {
  return `${stringify(value, { indent: 2, maxLength: CANONICAL_LINE_WIDTH })}\n`;
}
