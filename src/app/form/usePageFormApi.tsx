/**
 * The answer handlers (answerHandlers.ts) and RJSF registry a page's parts share (see
 * pageFormContext.tsx). The object stays the same while the page's scope does; the handlers read
 * the latest inputs when called.
 */
import { useMemo, useRef } from "react";
import type { Action, Draft, PageScope, PageView, ReferenceData, ResolvedJourney, ResolvedPage } from "../../engine/index.ts";
import { useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { useJourneyEnvironment } from "../JourneyEnvironment.tsx";
import { afterField } from "./afterField.tsx";
import { answerHandlers } from "./answerHandlers.ts";
import type { FormUiStore } from "./formUiStore.ts";
import type { PageFormApi } from "./pageFormContext.tsx";
import { fieldRegistry } from "./registry.ts";
import { useRendererTheme } from "./rendererTheme.ts";

interface PageFormInputs {
  journey: ResolvedJourney;
  page: ResolvedPage;
  scope: PageScope;
  viewOf(draft: Draft): PageView;
  ui: FormUiStore;
  /** The page's reference data, once it has arrived. */
  referenceData: ReferenceData | undefined;
  actions: Action[];
  primary: Action | undefined;
  runAction(action: Action): void;
}

export function usePageFormApi(inputs: PageFormInputs): PageFormApi {
  const store = useQuoteStoreApi();
  const { check, schemaUtils } = useJourneyEnvironment();
  const theme = useRendererTheme();
  const latest = useRef(inputs);
  latest.current = inputs;
  const { journey, page, scope, viewOf, ui, actions, primary } = inputs;

  return useMemo<PageFormApi>(() => {
    const { onChange, onBlur, setSibling } = answerHandlers(store, ui, check, () => latest.current);
    const runAction = (action: Action) => latest.current.runAction(action);
    const renderAfter = (name: string) => {
      const { data } = latest.current.viewOf(store.getState().draft);
      return afterField(name, { journey, page, actions, primary, data, busy: ui.getState().busy, runAction });
    };
    const registry = fieldRegistry(theme, schemaUtils[journey.id], { setSibling, renderAfter });
    return { scope, viewOf, ui, registry, onChange, onBlur, runAction };
    // The scope's identity is the one input that changes what fields show; the rest is read when called.
  }, [scope, viewOf, ui, store, check, page, journey, actions, primary, theme, schemaUtils]);
}
