/** Reference lists a page needs (its options and `reference`), cached for the session. */
import { useQuery } from "@tanstack/react-query";
import { referenceListsOf, type ResolvedPage } from "../engine/index.ts";
import type { ReferenceLists } from "../api/dataSources.ts";
import { useQuoteApi } from "../api/QuoteApiContext.tsx";
import { referenceQueryKey } from "./referenceLists.ts";

export function useReferenceData(page: ResolvedPage) {
  const { referenceData } = useQuoteApi();
  const lists = referenceListsOf(page);
  return useQuery<ReferenceLists>({
    queryKey: referenceQueryKey(lists),
    queryFn: () => referenceData(lists),
    staleTime: Infinity,
  });
}
