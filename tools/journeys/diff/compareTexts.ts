/** Shared texts (catalogues, the route table) on both sides, key by key. */
import type { Change } from "./changes.ts";
import { leafChanges } from "./structural.ts";

export function compareTexts(before: Record<string, unknown>, after: Record<string, unknown>): Change[] {
  const files = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return files.flatMap((file) =>
    leafChanges(before[file] ?? {}, after[file] ?? {}, true).map(
      (c): Change => ({ kind: "text", file, key: c.path, from: asText(c.from), to: asText(c.to) }),
    ),
  );
}

const asText = (v: unknown) => (v === undefined ? undefined : typeof v === "string" ? v : JSON.stringify(v));
