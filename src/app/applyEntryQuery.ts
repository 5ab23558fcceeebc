/** Applies the entry query to the store and strips it from the address bar (the token must not linger). */
import type { QuoteStore } from "../store/quoteStore.ts";
import { readEntryQuery } from "./startup.ts";

export function applyEntryQuery(store: QuoteStore, location: Location, history: History) {
  if (!location.search) return;
  const entry = readEntryQuery(location.search);
  const { draft, setDraft } = store.getState();
  if (Object.keys(entry.patch).length > 0) setDraft({ ...draft, ...entry.patch });
  const url = new URL(location.href);
  for (const name of ["reg", "product", "token", "noreg"]) url.searchParams.delete(name);
  history.replaceState(history.state, "", url.pathname + url.search + url.hash);
}
