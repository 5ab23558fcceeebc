/**
 * What a page's form shows beside the answers: its messages, whether validation runs live (after
 * the first submit), and whether a button's call is running. One small store per page, so each
 * field reads only its own message.
 */
import { createStore, type StoreApi } from "zustand/vanilla";
import type { FieldErrors } from "../../engine/index.ts";

export interface FormUi {
  errors: FieldErrors;
  showLive: boolean;
  busy: boolean;
  /** Counts failed submits: each new one moves focus to the error summary. */
  focusRequest: number;
}

export type FormUiStore = StoreApi<FormUi>;

export function createFormUiStore(errors: FieldErrors): FormUiStore {
  const shown = Object.keys(errors).length > 0;
  // Messages waiting for the page are a failed submit too: the summary takes focus when it opens.
  return createStore<FormUi>(() => ({ errors, showLive: shown, busy: false, focusRequest: shown ? 1 : 0 }));
}

/**
 * A submit found `errors`: one update shows them, turns live validation on and, when asked, moves
 * focus, so only the parts that read those re-render, once.
 */
export function showErrors(store: FormUiStore, errors: FieldErrors, focus: boolean): void {
  const now = store.getState();
  store.setState({
    errors: sameErrors(now.errors, errors) ? now.errors : errors,
    showLive: true,
    focusRequest: focus ? now.focusRequest + 1 : now.focusRequest,
  });
}

/** Replaces the messages, keeping the same object when nothing changed (nothing re-renders then). */
export function setErrors(store: FormUiStore, errors: FieldErrors): void {
  if (!sameErrors(store.getState().errors, errors)) store.setState({ errors });
}

function sameErrors(a: FieldErrors, b: FieldErrors): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key, i) => Object.keys(b)[i] === key && a[key] === b[key]);
}
