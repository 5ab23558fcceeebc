/**
 * The real product journeys from journeys/, loaded the way the server and CLI load them, with
 * ajv validators and a fixed clock, so engine tests exercise the JSON analysts actually edit.
 */
import { loadAllJourneys } from "../../../server/journeys/readJourneys.ts";
import { ajvCheck } from "../../../server/journeys/ajvCheck.ts";
import { logicData } from "../../../src/engine/index.ts";
import type { Clock, Draft, LogicData, ResolvedJourney, ResolvedPage } from "../../../src/engine/types.ts";

export const TODAY = "2026-11-22";
export const clock: Clock = { today: () => TODAY };

const results = loadAllJourneys();

/** Load problems per product; tests assert this is empty before trusting the journeys. */
export const loadProblems = Object.fromEntries(Object.entries(results).map(([id, r]) => [id, r.problems]));

export const journeys: Record<string, ResolvedJourney> = Object.fromEntries(
  Object.entries(results).flatMap(([id, r]) => (r.journey ? [[id, r.journey]] : [])),
);

export const check = ajvCheck(Object.values(journeys));

export function journey(id: string): ResolvedJourney {
  const found = journeys[id];
  if (!found) throw new Error(`no journey "${id}" in journeys/`);
  return found;
}

export function page(journeyId: string, pageId: string): ResolvedPage {
  const found = journey(journeyId).pages[pageId];
  if (!found) throw new Error(`journey "${journeyId}" has no page "${pageId}"`);
  return found;
}

/** What logic sees on a page of a journey for a draft (the page's section as `answers`). */
export function pageData(journeyId: string, pageId: string, draft: Draft, data?: Record<string, unknown>): LogicData {
  return logicData({ journey: journey(journeyId), draft, section: page(journeyId, pageId).section, clock, data });
}

/** Driver-personal answers that pass every check for the car journey on TODAY. */
export const validDriverPersonal = {
  title: "MR",
  firstName: "Sam",
  lastName: "Jones",
  gender: "M",
  dob: "2007-03-27",
  residenceSinceBirth: true,
  driverLengthInUK: 99,
  maritalStatus: "S",
  homeStatus: false,
} as const;
