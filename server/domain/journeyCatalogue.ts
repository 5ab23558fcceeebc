import type { ResolvedJourney, SchemaCheck } from "../../src/engine/index.ts";
import { cachedAjvCheck } from "../journeys/ajvCheck.ts";
import { SERVER_CACHE_DIR } from "../journeys/cache/diskCache.ts";
import { JOURNEYS_DIR, loadAllJourneys } from "../journeys/readJourneys.ts";
import { journeyLoadCache } from "../serverBuild.ts";

/** Every product journey as the server validates quotes against it, loaded once at start-up. */
export interface JourneyCatalogue {
  /** Product ids (journey folder names), sorted. */
  products: string[];
  journey(product: string): ResolvedJourney | undefined;
  /** One set of compiled answer validators shared by all products. */
  check: SchemaCheck;
}

/**
 * Loads journeys/ the way the app and the linter do and compiles every field schema once (both kept
 * on disk between starts: server/serverBuild.ts). A journey
 * that does not load cleanly stops the server: it must never accept quotes against half a journey.
 */
export function loadJourneyCatalogue(root: string = JOURNEYS_DIR): JourneyCatalogue {
  const results = loadAllJourneys(root, journeyLoadCache());
  const problems = Object.entries(results).flatMap(([product, result]) => [
    ...result.problems.map((p) => `${p.file}: ${p.message}`),
    ...(result.journey ? shapeProblems(product, result.journey) : []),
  ]);
  if (problems.length > 0) {
    throw new Error(`The product journeys in ${root} do not load (run npm run lint:journeys):\n  ${problems.join("\n  ")}`);
  }
  const journeys = new Map<string, ResolvedJourney>();
  for (const [product, result] of Object.entries(results)) {
    if (result.journey) journeys.set(product, result.journey);
  }
  if (journeys.size === 0) throw new Error(`No product journeys found in ${root}`);
  let check: SchemaCheck | undefined;
  return {
    products: [...journeys.keys()].sort(),
    journey: (product) => journeys.get(product),
    // Compiled when first needed: a server that validates drafts on its worker thread never needs them here.
    get check() {
      return (check ??= cachedAjvCheck([...journeys.values()], SERVER_CACHE_DIR));
    },
  };
}

/** What the server itself relies on, beyond what loading checks: a version to compare, a start page to replay from. */
function shapeProblems(product: string, journey: ResolvedJourney): string[] {
  const problems: string[] = [];
  const file = `${product}/manifest.json`;
  if (typeof journey.version !== "string" || journey.version === "") problems.push(`${file}: no version`);
  if (!journey.pages?.[journey.startPage]) problems.push(`${file}: startPage ${JSON.stringify(journey.startPage)} is not one of its pages`);
  return problems;
}
