/** The reference data a page needs (its options' lists and its `reference`), cached for the session. */
import { useQuery } from "@tanstack/react-query";
import { referenceDataOf, type ReferenceData, type ResolvedPage } from "../engine/index.ts";
import { useQuoteApi } from "../api/QuoteApiContext.tsx";
import { referenceDataQueryKey } from "./referenceDataQueryKey.ts";

export function useReferenceData(page: ResolvedPage) {
  const { referenceData } = useQuoteApi();
  const lists = referenceDataOf(page);
  return useQuery<ReferenceData>({
    queryKey: referenceDataQueryKey(lists),
    queryFn: () => referenceData(lists),
    staleTime: Infinity,
  });
}
