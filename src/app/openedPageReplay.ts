/**
 * The opened page's replays, made before the app's first render. A journey page's guard replays
 * the path from the start page, validating every page on it (and a named driver's page, that
 * driver's chain too): inside the first render, on a deep page, that was one task of 70-170 ms at
 * 4x CPU, after the page's first paint. Made here a page a task, the guard finds them kept.
 */
import { isNamedDriverPage, type Clock, type Draft } from "../engine/index.ts";
import { journeyFor } from "./JourneyEnvironment.tsx";
import { journeyEnvironmentOf } from "./journeyValidation.ts";
import type { ProductJourney } from "./journeySource.ts";
import { replayAhead } from "./keptReplays.ts";

interface Opened {
  /** The loaded chunks the app's first render will use: the same record, so the same check. */
  loaded: Record<string, ProductJourney>;
  clock: Clock;
  draft: Draft;
  submitted: readonly string[];
  pathname: string;
}

export async function replayOpenedPage({ loaded, clock, draft, submitted, pathname }: Opened, pause?: () => Promise<void>): Promise<void> {
  const { journeys, check } = journeyEnvironmentOf(loaded, clock);
  const journey = journeyFor(journeys, draft.product);
  // A named driver's address has the slot where its route has `{index}`.
  const slot = /\/(\d+)(?=\/|$)/.exec(pathname);
  const route = slot ? pathname.replace(slot[0], "/{index}") : pathname;
  const page = Object.values(journey.pages).find((candidate) => candidate.route === route);
  if (!page) return;
  await replayAhead({ journey, draft, submitted, clock, check }, pause);
  if (slot && isNamedDriverPage(page)) await replayAhead({ journey, draft, submitted, clock, check, index: Number(slot[1]) }, pause);
}
