/**
 * The main path replayed for one draft, kept while the draft is the same object: opening a page
 * replays the path for its guard and again for the "Edit previous sections" sidebar, and each
 * replay validates every page on the path.
 */
import { replayPath, type Clock, type Draft, type Replay, type ResolvedJourney, type SchemaCheck } from "../engine/index.ts";

interface Replayed {
  journey: ResolvedJourney;
  submitted: readonly string[];
  clock: Clock;
  check: SchemaCheck;
  replay: Replay;
}

const byDraft = new WeakMap<Draft, Replayed>();

export function mainReplay(journey: ResolvedJourney, draft: Draft, submitted: readonly string[], clock: Clock, check: SchemaCheck): Replay {
  const kept = byDraft.get(draft);
  if (kept && kept.journey === journey && kept.submitted === submitted && kept.clock === clock && kept.check === check) return kept.replay;
  const replay = replayPath({ journey, draft, submitted: new Set(submitted), clock, check });
  byDraft.set(draft, { journey, submitted, clock, check, replay });
  return replay;
}
