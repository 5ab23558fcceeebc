/**
 * Runs a page's loaders: each whose `when` holds is called once per distinct set of arguments.
 * A loader with `as` exposes its result to logic (`data.<as>`); the others apply outcomes to the
 * draft, and may send the user elsewhere (a NOT_COMPATIBLE device, an unknown registration).
 */
import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import {
  applyOutcomes, callArgs, holds, outcomesFor, stableStringify, type Draft, type Loader, type LogicData, type ResolvedPage,
} from "../engine/index.ts";
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
  const handled = useRef(new Map<number, string>());
  const latest = useRef({ data, draft, events });
  latest.current = { data, draft, events };

  const plans = (page.loaders ?? []).map((loader, index) => {
    const active = holds(loader.when, data);
    const args = active ? callArgs(loader, data) : undefined;
    return { loader, index, active, key: active ? stableStringify([loader.source, args]) : "", args };
  });
  const signature = plans.map((p) => p.key).join("|");

  useEffect(() => {
    for (const { loader, index, active, key, args } of plans) {
      if (!active) {
        if (loader.as && handled.current.has(index)) {
          handled.current.delete(index);
          setExposed(({ [loader.as!]: _gone, ...rest }) => rest);
        }
        continue;
      }
      if (handled.current.get(index) === key) continue;
      handled.current.set(index, key);
      setPending((n) => n + 1);
      queryClient
        .fetchQuery({ queryKey: ["loader", key], queryFn: () => dataSources[loader.source](args!), staleTime: 5 * 60_000 })
        .then(
          (result) => settle(loader, result, outcomesFor(loader, { failed: false, result })),
          () => settle(loader, undefined, outcomesFor(loader, { failed: true })),
        )
        .finally(() => setPending((n) => n - 1));
    }
    // `plans` is derived from `signature`; re-running on it alone avoids refetching on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);

  function settle(loader: Loader, result: unknown, outcomes: Loader["onResult"]) {
    if (loader.as && result !== undefined) setExposed((e) => ({ ...e, [loader.as!]: result }));
    const { data: now, draft: current, events: handlers } = latest.current;
    const outcome = applyOutcomes(outcomes, current, { ...now, result });
    if (outcome.draft !== current) handlers.onDraft(outcome.draft);
    if (outcome.goTo) handlers.onGoTo(outcome.goTo, outcome.fieldError);
    else if (outcome.fieldError) handlers.onFieldError(outcome.fieldError);
  }

  return { exposed, loading: pending > 0 };
}
