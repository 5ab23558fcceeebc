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

/** The preload script's answer if it asked for exactly `lists`; taken once. */
export function takeEarlyReferenceData(lists: string[], from: object = globalThis): Promise<unknown> | undefined {
  const holder = from as Record<string, EarlyReferenceDataRequest | undefined>;
  const asked = holder[EARLY_REFERENCE_DATA];
  delete holder[EARLY_REFERENCE_DATA];
  return asked && asked.lists.join() === lists.join() ? asked.answer : undefined;
}
