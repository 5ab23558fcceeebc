import { referenceDataOf } from "../src/engine/index.ts";
import { loadAllJourneys } from "../server/journeys/readJourneys.ts";

/** For each product, its journey pages' routes with the reference data each page reads (its lists' names, sorted); pages that read none are left out. */
export function referenceDataByProduct(): Record<string, Record<string, string[]>> {
  const byProduct: Record<string, Record<string, string[]>> = {};
  for (const [product, { journey }] of Object.entries(loadAllJourneys())) {
    if (!journey) continue;
    const routes: Record<string, string[]> = (byProduct[product] = {});
    for (const page of Object.values(journey.pages)) {
      const lists = referenceDataOf(page);
      if (lists.length > 0) routes[page.route] = lists;
    }
  }
  return byProduct;
}
