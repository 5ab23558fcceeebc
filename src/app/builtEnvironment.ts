/** The journeys built by the journeys plugin: the manifest now, each product's journey when it is needed. */
import { defaultProduct, loadProduct, pageRoutes, products } from "virtual:journeys";
import type { JourneySource } from "./journeySource.ts";

export const builtJourneys: JourneySource = { products, defaultProduct, load: loadProduct };

/** Every journey page's route and page id, for the route table before any journey is loaded. */
export const builtPageRoutes: Record<string, string> = pageRoutes;
