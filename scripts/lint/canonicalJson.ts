/**
 * One way to write a journey file: two-space indent, one entry per line, a final newline
 * (what `JSON.stringify(value, null, 2)` gives). Reviewers then see only real changes in a diff.
 */
export function canonicalJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
