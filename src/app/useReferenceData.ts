/** Reference lists a page needs (its options and `reference`), cached for the session. */
import { useQuery } from "@tanstack/react-query";
import type { ResolvedPage } from "../engine/index.ts";
import type { ReferenceLists } from "../api/dataSources.ts";
import { useQuoteApi } from "../api/QuoteApiContext.tsx";

export function referenceListsOf(page: ResolvedPage): string[] {
  const names = new Set(page.reference ?? []);
  for (const field of page.fields) if (field.optionsFrom) names.add(field.optionsFrom);
  return [...names].sort();
}

export function useReferenceData(page: ResolvedPage) {
  const { referenceData } = useQuoteApi();
  const lists = referenceListsOf(page);
  return useQuery<ReferenceLists>({
    queryKey: ["reference", lists],
    queryFn: () => referenceData(lists),
    staleTime: Infinity,
  });
}
