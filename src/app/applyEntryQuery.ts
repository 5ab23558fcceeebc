/**
 * Applies the entry query to the store and strips it from the address bar, so a
 * token never lingers. A product in the link counts as chosen, so the journey starts where the
 * link points (the vehicle for a reg, manual details for noreg). A token (with any quoteRef) is
 * kept in the store's session state for the retrieve page only, and a link with a token opens
 * /retrieve, which uses it at once; other links open "/", which sends the user where they are due. A
 * link to "/" itself is left for that redirect to strip (it replaces the address with the due page's),
 * so the link settles in one navigation fewer: an unknown reg reaches /numberplate in four, counting
 * the page's own load.
 */
import type { QuoteStore } from "../store/quoteStore.ts";
import { ENTRY_PARAMS, readEntryQuery, type EntryQuery } from "./startup.ts";
import { brand } from "./catalogue.ts";

const RETRIEVE_PATH = "/retrieve";

/**
 * `pageQuoteRef` is the host page's quote reference (its meta setting), offered on /retrieve when
 * the link names none. Returns what was read, or undefined when the URL had no entry query.
 */
export function applyEntryQuery(store: QuoteStore, location: Location, history: History, pageQuoteRef?: string): EntryQuery | undefined {
  const query = new URLSearchParams(location.search);
  const { setSession } = store.getState();
  if (!ENTRY_PARAMS.some((name) => query.has(name))) {
    if (pageQuoteRef) setSession({ retrieveLink: { ...store.getState().session.retrieveLink, quoteRef: pageQuoteRef } });
    return undefined;
  }
  const entry = readEntryQuery(location.search);
  const { draft, setDraft, markSubmitted } = store.getState();
  const patch = { ...entry.patch, ...(entry.comparisonSite ? { sourceOfBusiness: brand.comparisonSite.sourceOfBusiness } : {}) };
  if (Object.keys(patch).length > 0) setDraft({ ...draft, ...patch });
  if (entry.patch.product) markSubmitted("product");
  const quoteRef = entry.quoteRef ?? pageQuoteRef;
  // A new link replaces any token kept before; a reference alone keeps the token it may belong to.
  if (entry.token) setSession({ retrieveLink: { token: entry.token, quoteRef, atOnce: true } });
  else if (quoteRef) setSession({ retrieveLink: { ...store.getState().session.retrieveLink, quoteRef } });
  for (const name of ENTRY_PARAMS) query.delete(name);
  const rest = query.toString();
  const path = location.pathname === RETRIEVE_PATH || entry.token ? RETRIEVE_PATH : "/";
  if (path !== "/" || location.pathname !== "/")
    history.replaceState(history.state, "", `${path}${rest ? `?${rest}` : ""}${location.hash}`);
  return entry;
}
