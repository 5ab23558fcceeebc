/** Which reference lists a page reads, and the cache key they are kept under for the session. */
import type { ResolvedPage } from "../engine/index.ts";

export function referenceListsOf(page: ResolvedPage): string[] {
  const names = new Set(page.reference ?? []);
  for (const field of page.fields) if (field.optionsFrom) names.add(field.optionsFrom);
  return [...names].sort();
}

export function referenceQueryKey(lists: string[]): readonly unknown[] {
  return ["reference", lists];
}
