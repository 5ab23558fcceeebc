/** Reference lists a page needs (its options and `reference`), cached for the session. */
import { useQuery } from "@tanstack/react-query";
import type { ResolvedPage } from "../engine/types.ts";
import { fetchReferenceData, type ReferenceLists } from "../api/dataSources.ts";

export function referenceListsOf(page: ResolvedPage): string[] {
  const names = new Set(page.reference ?? []);
  for (const field of page.fields) if (field.optionsFrom) names.add(field.optionsFrom);
  return [...names].sort();
}

export function useReferenceData(page: ResolvedPage) {
  const lists = referenceListsOf(page);
  return useQuery<ReferenceLists>({
    queryKey: ["reference", lists],
    queryFn: () => fetchReferenceData(lists),
    staleTime: Infinity,
  });
}
