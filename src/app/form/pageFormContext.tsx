/**
 * What every part of a page's form shares: the page scope, the page view of a draft (computed once
 * per draft), the RJSF registry, the form's own store and the answer handlers. Its value changes
 * only when the scope does (reference data or loader results arrive), never on a keystroke.
 */
import { createContext, useContext, useRef } from "react";
import type { Registry } from "@rjsf/utils";
import type { Action, PageScope, PageView, Draft } from "../../engine/index.ts";
import { useQuote } from "../../store/QuoteStoreContext.tsx";
import type { FormUiStore } from "./formUiStore.ts";

export interface PageFormApi {
  scope: PageScope;
  viewOf(draft: Draft): PageView;
  registry: Registry;
  ui: FormUiStore;
  /** One answer changed: through the engine's answer policy into the store. */
  onChange(name: string, value: unknown): void;
  /** Focus left a field: its transform runs (the user sees the stored form). */
  onBlur(name: string): void;
  runAction(action: Action): void;
}

const PageFormContext = createContext<PageFormApi | null>(null);

export const PageFormProvider = PageFormContext.Provider;

export function usePageForm(): PageFormApi {
  const api = useContext(PageFormContext);
  if (!api) throw new Error("usePageForm needs a PageFormProvider");
  return api;
}

/**
 * Selects from the page view of the store's draft; the component re-renders only when `equal`
 * says the selection changed, so a keystroke re-renders only what reads the changed answer.
 */
export function useViewSelector<T>(select: (view: PageView) => T, equal: (a: T, b: T) => boolean): T {
  const { viewOf } = usePageForm();
  const last = useRef<{ value: T } | null>(null);
  return useQuote((state) => {
    const next = select(viewOf(state.draft));
    if (last.current && equal(last.current.value, next)) return last.current.value;
    last.current = { value: next };
    return next;
  });
}

export function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, i) => Object.is(item, b[i]));
}
