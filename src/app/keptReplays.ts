/**
 * The replayed paths of one draft, kept while the draft is the same object: opening a page replays
 * the path for its guard and again for the "Edit previous sections" sidebar, and each replay
 * validates every page on the path. The main path and each named driver's chain are kept apart.
 * A replay can also be made ahead, a page a task (replayAhead), so that a page's render finds it
 * kept rather than replaying in one piece.
 */
import {
  replayPath,
  replaySteps,
  type Clock,
  type Draft,
  type Replay,
  type ReplayInput,
  type ResolvedJourney,
  type SchemaCheck,
} from "../engine/index.ts";
import { nextTask } from "./nextPaint.ts";

export interface ReplayOf {
  journey: ResolvedJourney;
  draft: Draft;
  submitted: readonly string[];
  clock: Clock;
  check: SchemaCheck;
  /** A named driver's slot: that driver's chain, from the journey's named-driver start page. */
  index?: number;
}

interface Kept {
  journey: ResolvedJourney;
  submitted: readonly string[];
  clock: Clock;
  check: SchemaCheck;
  /** By chain: "main", or a named driver's slot. */
  replays: Map<string, Replay>;
}

const byDraft = new WeakMap<Draft, Kept>();

function keptFor({ journey, draft, submitted, clock, check }: ReplayOf): Map<string, Replay> {
  const kept = byDraft.get(draft);
  if (kept && kept.journey === journey && kept.submitted === submitted && kept.clock === clock && kept.check === check) return kept.replays;
  const replays = new Map<string, Replay>();
  byDraft.set(draft, { journey, submitted, clock, check, replays });
  return replays;
}

const chainOf = (of: ReplayOf) => (of.index === undefined ? "main" : String(of.index));

function inputOf({ journey, draft, submitted, clock, check, index }: ReplayOf): ReplayInput {
  const input: ReplayInput = { journey, draft, submitted: new Set(submitted), clock, check };
  return index === undefined ? input : { ...input, start: journey.namedStartPage, index };
}

/** The path replayed for this draft, kept for the next caller. */
export function keptReplay(of: ReplayOf): Replay {
  const replays = keptFor(of);
  let replay = replays.get(chainOf(of));
  if (!replay) {
    replay = replayPath(inputOf(of));
    replays.set(chainOf(of), replay);
  }
  return replay;
}

/** The path replayed for this draft as keptReplay would, with a pause after each page for the browser's other work; then kept. */
export async function replayAhead(of: ReplayOf, pause: () => Promise<void> = nextTask): Promise<Replay> {
  const kept = keptFor(of).get(chainOf(of));
  if (kept) return kept;
  const steps = replaySteps(inputOf(of));
  for (;;) {
    const step = steps.next();
    if (step.done) {
      keptFor(of).set(chainOf(of), step.value);
      return step.value;
    }
    await pause();
  }
}
