/**
 * What a page's logic reads, as the page is open: its journey and section, the clock, its
 * reference data and what its loaders exposed; and its page view, made once per draft and shared
 * by every part of the page that reads it.
 */
import { useCallback, useMemo, useState } from "react";
import {
  pageView,
  scopeData,
  type Draft,
  type PageScope,
  type PageView,
  type ResolvedJourney,
  type ResolvedPage,
} from "../../engine/index.ts";
import { useJourneyEnvironment } from "../JourneyEnvironment.tsx";
import { useReferenceData } from "../useReferenceData.ts";
import type { LoaderState } from "./PageLoaders.tsx";

const NO_LOADER_RESULTS: LoaderState = { exposed: {}, loading: false };

const sameLoaderState = (a: LoaderState, b: LoaderState) =>
  a.loading === b.loading && (a.exposed === b.exposed || (Object.keys(a.exposed).length === 0 && Object.keys(b.exposed).length === 0));

export function usePageScope(journey: ResolvedJourney, page: ResolvedPage) {
  const { clock } = useJourneyEnvironment();
  const referenceDataQuery = useReferenceData(page);
  const [loaders, setLoaders] = useState(NO_LOADER_RESULTS);
  const referenceData = useMemo(() => referenceDataQuery.data ?? {}, [referenceDataQuery.data]);
  // What the loaders' calls are made over: everything but their own results.
  const loaderScope = useMemo<PageScope>(
    () => ({ journey, page, section: page.section, clock, data: { reference: referenceData } }),
    [journey, page, clock, referenceData],
  );
  const scope = useMemo<PageScope>(
    () => ({ ...loaderScope, data: { ...loaders.exposed, reference: referenceData } }),
    [loaderScope, loaders.exposed, referenceData],
  );
  const viewOf = useMemo(() => {
    let last: { draft: Draft; view: PageView } | undefined;
    return (draft: Draft) => {
      if (last?.draft !== draft) last = { draft, view: pageView(page, scopeData(scope, draft), referenceData) };
      return last.view;
    };
  }, [page, scope, referenceData]);
  const onLoaderState = useCallback((next: LoaderState) => setLoaders((prev) => (sameLoaderState(prev, next) ? prev : next)), []);
  return { scope, loaderScope, viewOf, referenceDataQuery, referenceData, loaders, onLoaderState };
}
