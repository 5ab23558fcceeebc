/**
 * Runs a page's loaders, as the engine plans them (planLoaders) and settles their answers
 * (settleLoader): each call is made once per distinct set of arguments, through react-query's
 * cache. A loader with `as` exposes its result to logic (`data.<as>`); the others apply outcomes
 * to the draft, and may send the user elsewhere (a NOT_COMPATIBLE device, an unknown registration).
 */
import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { planLoaders, settleLoader, type CallEnded, type Draft, type Loader, type LogicData, type ResolvedPage } from "../engine/index.ts";
import { useQuoteApi } from "../api/QuoteApiContext.tsx";

export interface LoaderEvents {
  onDraft(draft: Draft): void;
  onGoTo(target: string, fieldError?: { field: string; message: string }): void;
  /** A message for a field of this page (no goTo in the outcome). */
  onFieldError(fieldError: { field: string; message: string }): void;
}

export function usePageLoaders(page: ResolvedPage, data: LogicData, draft: Draft, events: LoaderEvents) {
  const queryClient = useQueryClient();
  const { dataSources } = useQuoteApi();
  const [exposed, setExposed] = useState<Record<string, unknown>>({});
  const [pending, setPending] = useState(0);
  // Loader position to the key of the call last made for it.
  const made = useRef(new Map<number, string>());
  const latest = useRef({ data, draft, events });
  latest.current = { data, draft, events };

  const calls = planLoaders(page, data);
  const signature = calls.map((c) => `${c.position}:${c.key}`).join("|");

  useEffect(() => {
    const active = new Set(calls.map((c) => c.position));
    // A loader that no longer applies takes back what it exposed.
    (page.loaders ?? []).forEach((loader, position) => {
      if (active.has(position) || !loader.as || !made.current.has(position)) return;
      made.current.delete(position);
      setExposed(({ [loader.as!]: _gone, ...rest }) => rest);
    });
    for (const { loader, position, args, key } of calls) {
      if (made.current.get(position) === key) continue;
      made.current.set(position, key);
      setPending((n) => n + 1);
      queryClient
        .fetchQuery({ queryKey: ["loader", key], queryFn: () => dataSources[loader.source](args), staleTime: 5 * 60_000 })
        .then(
          (result): CallEnded => ({ failed: false, result }),
          (): CallEnded => ({ failed: true }),
        )
        .then((ended) => settle(loader, ended))
        .finally(() => setPending((n) => n - 1));
    }
    // `calls` is derived from `signature`; re-running on it alone avoids refetching on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);

  function settle(loader: Loader, ended: CallEnded) {
    if (loader.as && !ended.failed && ended.result !== undefined) setExposed((e) => ({ ...e, [loader.as!]: ended.result }));
    const { data: now, draft: current, events: handlers } = latest.current;
    const outcome = settleLoader(loader, ended, current, now);
    if (outcome.draft !== current) handlers.onDraft(outcome.draft);
    if (outcome.goTo) handlers.onGoTo(outcome.goTo, outcome.fieldError);
    else if (outcome.fieldError) handlers.onFieldError(outcome.fieldError);
  }

  return { exposed, loading: pending > 0 };
}
