/**
 * The opened page's reference data, asked for by the journey preload script as the page starts
 * (tools/journeyPreloadPlugin.ts), before the app's code has downloaded. The entry takes that
 * request over when it wants the same lists. Free of imports: the build carries `listsAt`'s source
 * into the preload script, so both find a page's lists the same way.
 */

/** The window property the preload script leaves its request under. */
export const EARLY_REFERENCE_DATA = "__quoteEarlyReferenceData";

/** The preload script's request: the lists it asked for and the server's answer (undefined if the request failed). */
export interface EarlyReferenceDataRequest {
  lists: string[];
  answer: Promise<unknown>;
}

/** The lists of the page at `pathname`; a named driver's page is listed under its route with `{index}`. */
export function listsAt(routes: Record<string, string[]>, pathname: string): string[] | undefined {
  return routes[pathname] ?? routes[pathname.replace(/\/\d+(?=\/|$)/, "/{index}")];
}

/**
 * Left under EARLY_REFERENCE_DATA once the entry has looked. The preload script is async, so a busy
 * browser may run it after the entry, which has asked for the page's lists itself by then: finding
 * this, the script asks for nothing.
 */
export const ENTRY_HAS_LOOKED = "looked";

/** The preload script's answer if it asked for exactly `lists`; taken once. */
export function takeEarlyReferenceData(lists: string[], from: object = globalThis): Promise<unknown> | undefined {
  const holder = from as Record<string, EarlyReferenceDataRequest | typeof ENTRY_HAS_LOOKED | undefined>;
  const asked = holder[EARLY_REFERENCE_DATA];
  holder[EARLY_REFERENCE_DATA] = ENTRY_HAS_LOOKED;
  return typeof asked === "object" && asked.lists.join() === lists.join() ? asked.answer : undefined;
}
