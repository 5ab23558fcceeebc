/**
 * Where an included field came from, so a problem on a shared field says which shared file to
 * fix: `field "firstName" (from ../../common/fields/driver.json#/firstName)`. Resolved fields do
 * not remember their include, so this re-reads the raw page entries (already parsed).
 */
import { dirname, joinPath, resolvePointer } from "../../src/engine/index.ts";

/** Root-relative file to its parsed content. */
export type ParsedFiles = Map<string, unknown>;

const MAX_DEPTH = 10; // includes of includes; cycles are reported by the loader

/** The field name an include entry ends up with (its own name, or the included definition's). */
function includedName(entry: Record<string, unknown>, file: string, parsed: ParsedFiles, depth = 0): string | undefined {
  if (typeof entry.name === "string") return entry.name;
  if (typeof entry.include !== "string" || depth > MAX_DEPTH) return undefined;
  const [relative, pointer = ""] = entry.include.split("#");
  const target = joinPath(dirname(file), relative);
  const base = resolvePointer(parsed.get(target), pointer);
  return base && typeof base === "object" ? includedName(base as Record<string, unknown>, target, parsed, depth + 1) : undefined;
}

/** For one page file: field name to the include it came from. */
export function includesOfPage(pageFile: string, parsed: ParsedFiles): Map<string, string> {
  const origins = new Map<string, string>();
  const fields = (parsed.get(pageFile) as { fields?: unknown[] } | undefined)?.fields ?? [];
  for (const entry of fields) {
    if (!entry || typeof entry !== "object" || typeof (entry as { include?: unknown }).include !== "string") continue;
    const name = includedName(entry as Record<string, unknown>, pageFile, parsed);
    if (name !== undefined) origins.set(name, (entry as { include: string }).include);
  }
  return origins;
}
