/**
 * Whole-quote validation, as the server does it before storing a quote: replay the main path and
 * each added named driver's chain with every page taken as submitted, and report the first page
 * on each path whose answers break a rule. The browser runs the very same rules page by page.
 */
import type { Clock, Draft, FieldErrors, ResolvedJourney, SchemaCheck } from "./types.ts";
import { logicData } from "./logic.ts";
import { pageInstance, replayPath, submissionKey } from "./routing.ts";
import { validatePage } from "./validate.ts";
import { isNamedDriverAdded, namedSlotIndexes } from "./namedDrivers.ts";

export interface QuoteProblem {
  /** Page id, with `@slot` for a named driver's page. */
  page: string;
  errors: FieldErrors;
}

/** One replayed chain: the main path (no index) or a named driver's chain. */
export interface ReplayedChain {
  index?: number;
  /** Page ids from the chain's start, ending where it hands over (or at the first page with a problem). */
  path: string[];
}

export interface QuoteValidation {
  valid: boolean;
  /** The chains replayed, so a caller can walk the same pages without replaying them again. */
  chains: ReplayedChain[];
  /** Where the main path hands over (for a finished quote: the route after the final page). */
  reached: string;
  problems: QuoteProblem[];
}

export function validateQuote(journey: ResolvedJourney, draft: Draft, clock: Clock, check: SchemaCheck, end: string): QuoteValidation {
  const everything = new Set<string>();
  for (const id of journey.pageOrder) {
    everything.add(id);
    for (const i of namedSlotIndexes(journey)) everything.add(`${id}@${i}`);
  }
  const problems: QuoteProblem[] = [];
  const chains: ReplayedChain[] = [];
  const check_ = (start: string | undefined, index?: number) => {
    const replay = replayPath({ journey, draft, submitted: everything, clock, check, start, index });
    chains.push({ index, path: replay.path });
    const page = journey.pages[replay.current] && pageInstance(journey, replay.current, index);
    if (page) {
      const errors = validatePage(page, logicData({ journey, draft, section: page.section, clock }), check);
      problems.push({ page: submissionKey(page), errors: Object.keys(errors).length > 0 ? errors : incomplete(page.id) });
    }
    return replay.current;
  };
  const reached = check_(undefined);
  if (reached !== end && problems.length === 0) problems.push({ page: reached, errors: incomplete(reached) });
  if (journey.namedStartPage) {
    for (const i of namedSlotIndexes(journey)) {
      if (isNamedDriverAdded(draft, i)) check_(journey.namedStartPage, i);
    }
  }
  return { valid: problems.length === 0, chains, reached, problems };
}

/** A page that is valid field by field but not complete (an unconfirmed vehicle, say). */
function incomplete(pageId: string): FieldErrors {
  return { "": `The ${pageId} page is not complete` };
}
