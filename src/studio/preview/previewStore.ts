/**
 * The quote store a preview runs on: in memory (never the studio tab's session), holding the
 * state's draft, the pages a consumer would have passed to reach the page (so its sidebar shows
 * what it would), every intro agreed to, and, for a state shown as submitted, the page's messages
 * waiting for it as a returning lookup leaves them.
 */
import {
  namedSlotIndexes,
  namedDriverPages,
  replayPath,
  submissionKey,
  type Clock,
  type Draft,
  type FieldErrors,
  type ResolvedJourney,
  type ResolvedPage,
  type SchemaCheck,
} from "../../engine/index.ts";
import { createQuoteStore, type QuoteStore } from "../../store/quoteStore.ts";

export interface PreviewSeed {
  journey: ResolvedJourney;
  page: ResolvedPage & { index?: number };
  draft: Draft;
  clock: Clock;
  check: SchemaCheck;
  /** Messages the page shows as it opens, as after a submit. */
  errors?: FieldErrors;
}

export function previewStore({ journey, page, draft, clock, check, errors }: PreviewSeed): QuoteStore {
  const store = createQuoteStore();
  store.setState({
    draft,
    submitted: passedBefore(journey, page, draft, clock, check),
    pendingErrors: errors && Object.keys(errors).length > 0 ? { [submissionKey(page)]: errors } : {},
    introSeen: [journey.id],
  });
  return store;
}

/** The pages before this one on the path the draft takes (for a named driver's page, the main path's and that driver's). */
function passedBefore(
  journey: ResolvedJourney,
  page: ResolvedPage & { index?: number },
  draft: Draft,
  clock: Clock,
  check: SchemaCheck,
): string[] {
  const everything = new Set([
    ...journey.pageOrder,
    ...namedDriverPages(journey).flatMap((id) => namedSlotIndexes(journey).map((index) => `${id}@${index}`)),
  ]);
  const before = (replayed: { path: string[]; completed: string[] }, id: string) =>
    replayed.path.includes(id) ? replayed.path.slice(0, replayed.path.indexOf(id)) : replayed.completed;
  const main = replayPath({ journey, draft, submitted: everything, clock, check });
  if (page.index === undefined || !journey.namedStartPage) return before(main, page.id);
  const named = replayPath({ journey, draft, submitted: everything, clock, check, start: journey.namedStartPage, index: page.index });
  return [...main.completed, ...before(named, page.id).map((id) => `${id}@${page.index}`)];
}
