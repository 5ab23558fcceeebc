/**
 * The messages waiting for a page (a failed lookup sends the user back with one): read when the
 * page first renders and cleared once it has been shown. Clearing after commit, not during
 * render, matters: React may discard a first render (a navigation transition restarted), and a
 * message taken then would be lost.
 */
import { useEffect, useState } from "react";
import type { FieldErrors } from "../engine/index.ts";
import { useQuoteStoreApi } from "../store/QuoteStoreContext.tsx";

export function usePendingErrors(pageKey: string): FieldErrors | undefined {
  const store = useQuoteStoreApi();
  const [errors] = useState(() => store.getState().pendingErrors[pageKey]);
  useEffect(() => store.getState().clearPendingErrors(pageKey), [store, pageKey]);
  return errors;
}
