/**
 * The quote's cover start date, which its price depends on: a price for a start date that has gone
 * cannot be had again, so the consumer is sent to the page asking it (the final page) to choose another.
 */
import { getPath, type Clock, type Draft, type ResolvedJourney } from "../engine/index.ts";

export const COVER_START_FIELD = "coverStartDate";

/** The page asking the cover start date; the journey's start page if none does. */
export function coverStartPage(journey: ResolvedJourney): string {
  return journey.pageOrder.find((id) => journey.pages[id].fields.some((f) => f.name === COVER_START_FIELD)) ?? journey.startPage;
}

/** The draft's cover start date is before today. */
export function coverStartPassed(journey: ResolvedJourney, draft: Draft, clock: Clock): boolean {
  const { section } = journey.pages[coverStartPage(journey)];
  const start = getPath(draft, section ? `${section}.${COVER_START_FIELD}` : COVER_START_FIELD);
  return typeof start === "string" && start < clock.today();
}
