/**
 * The path a state takes through a product's flow, as the app would replay it with every page
 * submitted: the main chain from the start page (to where it hands over, or the first page whose
 * answers do not pass), each added named driver's chain up to where it rejoins the main pages, and
 * which of the flow's edges those steps go along (by the edge's origin, as flowGraph names it).
 */
import {
  addedNamedDrivers,
  isNamedDriverPage,
  logicData,
  namedSlotIndexes,
  nextEdge,
  pageInstance,
  replayPath,
  type Clock,
  type Draft,
  type ResolvedJourney,
  type SchemaCheck,
} from "../../engine/index.ts";

export interface StatePath {
  /** Page ids (and a last app route id, where the journey hands over) from the start page. */
  main: string[];
  /** One chain per named driver added: its pages, then the main page it rejoins. */
  named: { index: number; path: string[] }[];
  /** The flow edges taken, as `${from} ${origin}`. */
  taken: Set<string>;
}

export const edgeKey = (from: string, origin: string) => `${from} ${origin}`;

export function statePath(journey: ResolvedJourney, draft: Draft, clock: Clock, check: SchemaCheck): StatePath {
  const submitted = new Set([
    ...journey.pageOrder,
    ...journey.pageOrder.flatMap((id) => namedSlotIndexes(journey).map((i) => `${id}@${i}`)),
  ]);
  const taken = new Set<string>();
  /** Marks the `next` edge each page of the chain left by, up to its last page. */
  const follow = (path: string[], index?: number) => {
    path.slice(0, -1).forEach((id) => {
      const page = pageInstance(journey, id, index);
      const edge = nextEdge(page, logicData({ journey, draft, section: page.section, clock }));
      taken.add(edgeKey(id, `next ${page.next.indexOf(edge)}`));
    });
    return path;
  };
  const replay = replayPath({ journey, draft, submitted, clock, check });
  const main = follow(replay.current === replay.path.at(-1) ? replay.path : [...replay.path, replay.current]);
  const start = journey.namedStartPage;
  const named = start
    ? addedNamedDrivers(journey, draft).map((index) => {
        const { path } = replayPath({ journey, draft, submitted, clock, check, start, index });
        const rejoins = path.findIndex((id) => !journey.pages[id] || !isNamedDriverPage(journey.pages[id]));
        return { index, path: follow(rejoins >= 0 ? path.slice(0, rejoins + 1) : path, index) };
      })
    : [];
  return { main, named, taken };
}
