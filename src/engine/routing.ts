/**
 * Routing by replay. The path is not stored: it is recomputed from the start page over the
 * answers, following each page's first matching edge, and stops at the first page that has not
 * been submitted or whose answers are no longer valid. A user may open any page on that path;
 * the last one is where they are due. A visited set guards against loops in a journey.
 * Routing returns page ids (or app route ids for pages outside the journey), never URLs.
 */
import type { Clock, Draft, Edge, LogicData, ResolvedJourney, ResolvedPage, SchemaCheck } from "./types.ts";
import { holds, logicData } from "./logic.ts";
import { validatePage } from "./validate.ts";
import { fillPlaceholders } from "./templates.ts";
import { isNamedDriverPage } from "./namedDrivers.ts";

/** The first edge whose condition holds; the default edge (no `when`) always does. */
export function nextEdge(page: ResolvedPage, data: LogicData): Edge {
  const edge = page.next.find((e) => holds(e.when, data));
  if (!edge) throw new Error(`Page "${page.id}" has no edge for these answers (a default edge is required)`);
  return edge;
}

export function nextTarget(page: ResolvedPage, data: LogicData): string {
  return nextEdge(page, data).to;
}

export interface Replay {
  /** Page ids from the start, ending with the page the user is due on. */
  path: string[];
  /** The pages on the path whose answers are accepted (submitted and valid): all but the due page. */
  completed: string[];
  /** Where the user is due: a page id, or an app route id when the journey hands over. */
  current: string;
}

export interface ReplayInput {
  journey: ResolvedJourney;
  draft: Draft;
  submitted: ReadonlySet<string>;
  clock: Clock;
  check: SchemaCheck;
  /** Replay a chain other than the main one (the named-driver chain), for one named-driver slot. */
  start?: string;
  index?: number;
}

export function replayPath({ journey, draft, submitted, clock, check, start, index = 0 }: ReplayInput): Replay {
  const path: string[] = [];
  const seen = new Set<string>();
  let id = start ?? journey.startPage;
  while (journey.pages[id] && !seen.has(id)) {
    seen.add(id);
    path.push(id);
    const page = pageInstance(journey, id, index);
    const data = logicData({ journey, draft, section: page.section, clock });
    if (!isComplete(page, data, submitted, check)) {
      return { path, completed: path.slice(0, -1), current: id };
    }
    id = nextTarget(page, data);
  }
  const completed = [...path];
  if (!journey.pages[id]) path.push(id);
  return { path, completed, current: id };
}

/**
 * Whether a page may be opened now: it lies on the replayed path (with `start` and `index`, on a
 * named driver's chain). A journey that sends the user to a page it cannot open would have the
 * page's guard send them straight back: a redirect loop.
 */
export function canOpen(input: ReplayInput, id: string): boolean {
  return replayPath(input).path.includes(id);
}

/** Submitted, valid now, and meeting the page's own `completeWhen` (a confirmation, say). */
export function isComplete(page: ResolvedPage, data: LogicData, submitted: ReadonlySet<string>, check: SchemaCheck): boolean {
  return (
    submitted.has(submissionKey(page)) &&
    (page.completeWhen === undefined || holds(page.completeWhen, data)) &&
    Object.keys(validatePage(page, data, check)).length === 0
  );
}

/**
 * A page ready for one named-driver slot: `{index}` filled everywhere (section, paths in logic and
 * outcomes). Pages without `{index}` in their section are returned as they are. Each page's slot is
 * made once and shared, so its rules keep their compiled logic (compiledLogic.ts) from one replay to
 * the next: callers never change a page.
 */
export function pageInstance(journey: ResolvedJourney, id: string, index = 0): ResolvedPage & { index?: number } {
  const page = journey.pages[id];
  if (!isNamedDriverPage(page)) return page;
  let slots = slotPages.get(page);
  if (!slots) slotPages.set(page, (slots = new Map()));
  let made = slots.get(index);
  if (!made) slots.set(index, (made = { ...fillPlaceholders(page, { index: String(index) }), index }));
  return made;
}

/** By a loaded journey's named-driver page: that page for each slot made so far. */
const slotPages = new WeakMap<ResolvedPage, Map<number, ResolvedPage & { index: number }>>();

/** What `submitted` records for a page: its id, with the slot for named-driver pages. */
export function submissionKey(page: ResolvedPage & { index?: number }): string {
  return page.index === undefined ? page.id : `${page.id}@${page.index}`;
}
