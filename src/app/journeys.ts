/** Routes of pages and app routes, shared by every component that navigates. */
import type { Destination, ResolvedJourney } from "../engine/index.ts";
import { appRoutes } from "./catalogue.ts";

/** URL of a page id or app route id; `{index}` filled for named-driver routes. */
export function pathOf(journey: ResolvedJourney, id: string, index = 0): string {
  const route = journey.pages[id]?.route ?? appRoutes[id]?.path;
  if (!route) throw new Error(`No route for "${id}"`);
  return route.replace("{index}", String(index));
}

/** URL of where a page step sends the user: the page, its marker as the query, its anchor as the hash. */
export function urlOf(journey: ResolvedJourney, { to, index, anchor, marker }: Destination): string {
  return `${pathOf(journey, to, index)}${marker ? `?${marker}` : ""}${anchor ? `#${anchor}` : ""}`;
}
