/** The product journeys and their precompiled answer validators, as built by the journeys plugin. */
import { journeys, validators } from "virtual:journeys";
import type { ResolvedJourney } from "../engine/types.ts";
import { schemaCheckFrom } from "../engine/schemaCheck.ts";
import { appRoutes } from "./catalogue.ts";

export const schemaCheck = schemaCheckFrom((key) => validators[key]);

/** The journey of the chosen product; before a choice, the car journey (they share the first pages). */
export function journeyFor(product: unknown): ResolvedJourney {
  return journeys[typeof product === "string" && journeys[product] ? product : "car"];
}

/** URL of a page id or app route id; `{index}` filled for named-driver routes. */
export function pathOf(journey: ResolvedJourney, id: string, index = 0): string {
  const route = journey.pages[id]?.route ?? appRoutes[id]?.path;
  if (!route) throw new Error(`No route for "${id}"`);
  return route.replace("{index}", String(index));
}

/** The page of a journey served at a URL path, if any. */
export function pageAt(journey: ResolvedJourney, pathname: string): string | undefined {
  return journey.pageOrder.find((id) => journey.pages[id].route === pathname);
}
