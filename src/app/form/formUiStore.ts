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
}

export type FormUiStore = StoreApi<FormUi>;

export function createFormUiStore(errors: FieldErrors): FormUiStore {
  return createStore<FormUi>(() => ({ errors, showLive: Object.keys(errors).length > 0, busy: false }));
}

/** Replaces the messages, keeping the same object when nothing changed (nothing re-renders then). */
export function setErrors(store: FormUiStore, errors: FieldErrors): void {
  if (!sameErrors(store.getState().errors, errors)) store.setState({ errors });
}

function sameErrors(a: FieldErrors, b: FieldErrors): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key, i) => Object.keys(b)[i] === key && a[key] === b[key]);
}
