/**
 * Runs the page's loaders beside the form. Loaders read the whole draft, so this part follows
 * every change; it renders nothing and reports its results (exposed data, loading) to the page.
 */
import { useLayoutEffect } from "react";
import { scopeData, type PageScope, type ResolvedPage } from "../../engine/index.ts";
import { useQuote } from "../../store/QuoteStoreContext.tsx";
import { usePageLoaders, type LoaderEvents } from "../usePageLoaders.ts";

export interface LoaderState {
  exposed: Record<string, unknown>;
  loading: boolean;
}

export function PageLoaders({
  page,
  scope,
  events,
  onState,
}: {
  page: ResolvedPage;
  scope: PageScope;
  events: LoaderEvents;
  onState(state: LoaderState): void;
}) {
  const draft = useQuote((s) => s.draft);
  const { exposed, loading } = usePageLoaders(page, scopeData(scope, draft), draft, events);
  // Before paint, so the spinner replaces the form in the same frame the call starts.
  useLayoutEffect(() => onState({ exposed, loading }), [exposed, loading, onState]);
  return null;
}
