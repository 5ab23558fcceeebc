/**
 * Applies the entry query (§2 Start-up) to the store and strips it from the address bar, so a
 * token never lingers. A product in the link counts as chosen, so the journey starts where the
 * link points (the vehicle for a reg, manual details for noreg); unless the link is for /retrieve,
 * the app then opens at "/", which sends the user where they are due.
 */
import type { QuoteStore } from "../store/quoteStore.ts";
import { readEntryQuery } from "./startup.ts";

const ENTRY_PARAMS = ["reg", "product", "token", "noreg"];

export function applyEntryQuery(store: QuoteStore, location: Location, history: History) {
  const query = new URLSearchParams(location.search);
  if (!ENTRY_PARAMS.some((name) => query.has(name))) return;
  const entry = readEntryQuery(location.search);
  const { draft, setDraft, markSubmitted } = store.getState();
  if (Object.keys(entry.patch).length > 0) setDraft({ ...draft, ...entry.patch });
  if (entry.patch.product) markSubmitted("product");
  for (const name of ENTRY_PARAMS) query.delete(name);
  const rest = query.toString();
  const path = location.pathname === "/retrieve" ? location.pathname : "/";
  history.replaceState(history.state, "", `${path}${rest ? `?${rest}` : ""}${location.hash}`);
}
