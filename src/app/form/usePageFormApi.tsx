/**
 * The answer handlers and RJSF registry a page's parts share (see pageFormContext.tsx). Every change
 * goes through the engine's answer policy (effects, lone options, stale options) into the store,
 * the only owner of answers, and is checked live once the page has shown its errors. The object
 * stays the same while the page's scope does; handlers read what they need when called.
 */
import { useMemo, useRef } from "react";
import {
  applyAnswer,
  getPath,
  holds,
  scopeData,
  settleAnswers,
  transformAnswer,
  validatePage,
  type Action,
  type Draft,
  type PageScope,
  type PageView,
  type ReferenceData,
  type ResolvedJourney,
  type ResolvedPage,
} from "../../engine/index.ts";
import { useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { useJourneyEnvironment } from "../JourneyEnvironment.tsx";
import { Block } from "../PageContent.tsx";
import { ActionButton } from "../ActionButton.tsx";
import { fieldRegistry } from "./registry.ts";
import { useRendererTheme } from "./rendererTheme.ts";
import { setErrors, type FormUiStore } from "./formUiStore.ts";
import type { PageFormApi } from "./pageFormContext.tsx";

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
    const save = (next: Draft) => {
      const { scope: now, referenceData } = latest.current;
      const settled = referenceData ? settleAnswers(now, next, referenceData) : next;
      store.getState().setDraft(settled);
      if (ui.getState().showLive) setErrors(ui, validatePage(now.page, scopeData(now, settled), check));
    };
    const runAction = (action: Action) => latest.current.runAction(action);
    // Content and buttons a journey places right after a field, rendered in its template.
    const renderAfter = (name: string) => {
      const data = latest.current.viewOf(store.getState().draft).data;
      const busy = ui.getState().busy;
      return [
        ...(page.content ?? [])
          .filter((b) => b.after === name && holds(b.visibleWhen, data))
          .map((b, i) => <Block block={b} data={data} journey={journey} key={`block-${i}`} />),
        ...actions
          .filter((a) => a.after === name)
          .map((a) => (
            <ActionButton key={a.id} action={a} primary={a === primary} disabled={busy || !holds(a.enabledWhen, data)} onRun={runAction} />
          )),
      ];
    };
    return {
      scope,
      viewOf,
      ui,
      registry: fieldRegistry(theme, schemaUtils[journey.id], {
        setSibling: (name, value) => save(applyAnswer(latest.current.scope, store.getState().draft, name, value)),
        renderAfter,
      }),
      onChange(name, value) {
        const { draft } = store.getState();
        const now = latest.current.scope;
        if (Object.is(getPath(scopeData(now, draft).answers, name), value)) return;
        const { errors, showLive } = ui.getState();
        // A message from a lookup belongs to the old answer; live validation re-checks everything anyway.
        if (!showLive && name in errors) setErrors(ui, Object.fromEntries(Object.entries(errors).filter(([k]) => k !== name)));
        save(applyAnswer(now, draft, name, value));
      },
      onBlur(name) {
        const current = store.getState().draft;
        const next = transformAnswer(latest.current.scope, current, name);
        if (next !== current) save(next);
      },
      runAction,
    };
    // The scope's identity is the one input that changes what fields show; the rest is read when called.
  }, [scope, viewOf, ui, store, check, page, journey, actions, primary, theme, schemaUtils]);
}
