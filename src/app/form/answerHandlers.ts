/**
 * How a page's answers change. Every change goes through the engine's answer policy (effects, lone
 * options, stale options) into the store, the only owner of answers, and is checked live once the
 * page has shown its errors. `now` gives the page's scope and reference lists when a handler is
 * called, so the handlers stay the same while the page does.
 */
import {
  applyAnswer,
  getPath,
  scopeData,
  settleAnswers,
  transformAnswer,
  validatePage,
  type Draft,
  type PageScope,
  type ReferenceData,
  type SchemaCheck,
} from "../../engine/index.ts";
import type { QuoteStore } from "../../store/quoteStore.ts";
import { setErrors, type FormUiStore } from "./formUiStore.ts";

export interface PageNow {
  scope: PageScope;
  /** The page's reference lists, once they have arrived. */
  referenceData: ReferenceData | undefined;
}

export interface AnswerHandlers {
  /** One answer changed: through the engine's answer policy into the store. */
  onChange(name: string, value: unknown): void;
  /** Focus left a field: its transform runs (the user sees the stored form). */
  onBlur(name: string): void;
  /** A widget setting another answer of the page beside its own (an address's parts). */
  setSibling(name: string, value: unknown): void;
}

export function answerHandlers(store: QuoteStore, ui: FormUiStore, check: SchemaCheck, now: () => PageNow): AnswerHandlers {
  const save = (next: Draft) => {
    const { scope, referenceData } = now();
    const settled = referenceData ? settleAnswers(scope, next, referenceData) : next;
    store.getState().setDraft(settled);
    if (ui.getState().showLive) setErrors(ui, validatePage(scope.page, scopeData(scope, settled), check));
  };
  return {
    onChange(name, value) {
      const { draft } = store.getState();
      const { scope } = now();
      if (Object.is(getPath(scopeData(scope, draft).answers, name), value)) return;
      const { errors, showLive } = ui.getState();
      // A message from a lookup belongs to the old answer; live validation re-checks everything anyway.
      if (!showLive && name in errors) setErrors(ui, Object.fromEntries(Object.entries(errors).filter(([k]) => k !== name)));
      save(applyAnswer(scope, draft, name, value));
    },
    onBlur(name) {
      const current = store.getState().draft;
      const next = transformAnswer(now().scope, current, name);
      if (next !== current) save(next);
    },
    setSibling: (name, value) => save(applyAnswer(now().scope, store.getState().draft, name, value)),
  };
}
