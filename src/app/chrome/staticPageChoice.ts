/**
 * The pages whose words index.html carries under its static top (staticPages.tsx), and which of them
 * the head script shows (tools/staticChromePlugin.ts): on /timeout and /retrieve the largest thing a
 * first visit shows is the page's own paragraph, not the cookie banner's, and drawn by the app it
 * would come last, seconds after the top.
 */
import routes from "../../../journeys/common/routes.json";

/** By the app page's id. */
export const STATIC_PAGE_IDS = ["timeout", "retrieve"] as const;

export type StaticPageId = (typeof STATIC_PAGE_IDS)[number];

/** The attribute the head script sets on <html>: the id of the page whose static words show. */
export const STATIC_PAGE_ATTRIBUTE = "data-static-page";

/** Each static page's id by its route's path. */
export function staticPagePaths(): Record<string, StaticPageId> {
  return Object.fromEntries(STATIC_PAGE_IDS.map((id) => [routes[id].path, id]));
}

/**
 * The page whose static words show: the opened path's, for a visitor with no quote kept in this tab
 * and no query in the address. The words are the page as a visitor with nothing sees it; what the
 * app shows on it otherwise depends on what it keeps (a retrieve link's token, a failure to say, the
 * channel's phone number) or what the link brings, and then the app alone draws the page. Written
 * out into the head script as it is: it uses nothing from outside.
 */
export function staticPageOf(
  location: { pathname: string; search: string },
  storedQuote: string | null,
  paths: Record<string, string>,
): string | undefined {
  if (location.search !== "" || storedQuote !== null) return undefined;
  return Object.hasOwn(paths, location.pathname) ? paths[location.pathname] : undefined;
}
