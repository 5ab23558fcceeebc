import { referenceListsOf } from "../src/engine/index.ts";
import { loadAllJourneys } from "../src/journeys/readJourneys.ts";

/** For each product, its journey pages' routes with the reference lists each page reads (sorted); pages that read none are left out. */
export function referenceListsByProduct(): Record<string, Record<string, string[]>> {
  const byProduct: Record<string, Record<string, string[]>> = {};
  for (const [product, { journey }] of Object.entries(loadAllJourneys())) {
    if (!journey) continue;
    const routes: Record<string, string[]> = (byProduct[product] = {});
    for (const page of Object.values(journey.pages)) {
      const lists = referenceListsOf(page);
      if (lists.length > 0) routes[page.route] = lists;
    }
  }
  return byProduct;
}
