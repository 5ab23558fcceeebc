/** Tiny fixture journeys under tests/fixtures/engine/<case>/, each showing one feature. */
import { join, resolve } from "node:path";
import { loadJourney, type LoadResult } from "../../../src/engine/index.ts";
import { readJsonFile } from "../../../server/journeys/readJourneys.ts";
import type { ResolvedJourney } from "../../../src/engine/types.ts";

export const FIXTURES = resolve(import.meta.dirname, "../../fixtures/engine");

export function loadFixture(name: string): LoadResult {
  return loadJourney(join(FIXTURES, name, "manifest.json"), readJsonFile);
}

/** A fixture that must load cleanly. */
export function fixtureJourney(name: string): ResolvedJourney {
  const { journey, problems } = loadFixture(name);
  if (!journey || problems.length > 0) {
    throw new Error(`fixture ${name} did not load: ${problems.map((p) => p.message).join("; ")}`);
  }
  return journey;
}
