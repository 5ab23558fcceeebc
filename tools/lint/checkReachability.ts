/**
 * Every page must be reachable from the start page: an unreachable page is dead weight at best, a
 * forgotten edge at worst. First following edges and goTo jumps with their conditions ignored;
 * then following only those that can be taken (conditionEdges.ts), so a page whose every way in
 * can never be taken is reported with those ways named.
 */
import type { ResolvedJourney } from "../../src/engine/index.ts";
import { error, type Problem } from "./problem.ts";
import { pagesOf, type ProductCheck } from "./productContext.ts";
import { targetsOf } from "./pageParts.ts";
import { exitName, pageExits, type Exit } from "./conditionEdges.ts";

/** Page ids reached from `start` through the targets `next` gives. */
function reachedFrom(journey: ResolvedJourney, start: string, next: (pageId: string) => string[]): Set<string> {
  const reached = new Set<string>([start]);
  const queue = [start];
  while (queue.length > 0) {
    for (const to of next(queue.shift() as string)) {
      if (journey.pages[to] && !reached.has(to)) {
        reached.add(to);
        queue.push(to);
      }
    }
  }
  return reached;
}

export const checkReachability: ProductCheck = ({ journey, fileOf, registries }) => {
  const start = journey.pages[journey.startPage];
  if (!start) return []; // reported by checkIdentity
  const reached = reachedFrom(journey, start.id, (id) => targetsOf(journey.pages[id]).map((target) => target.value));
  const exits = new Map(pageExits(journey, registries.referenceCodes).map(({ page, exits }) => [page.id, exits]));
  const takeable = reachedFrom(journey, start.id, (id) => (exits.get(id) ?? []).filter((exit) => !exit.dead).map((exit) => exit.to));
  const problems: Problem[] = [];
  for (const page of pagesOf(journey)) {
    const unreachable = `page "${page.id}" is unreachable from the start page "${journey.startPage}"`;
    if (!reached.has(page.id)) {
      problems.push(error(fileOf(page), unreachable));
    } else if (!takeable.has(page.id)) {
      const waysIn: Exit[] = [...exits.values()].flat().filter((exit) => exit.to === page.id && reached.has(exit.page.id));
      const ways = waysIn.map((exit) =>
        exit.dead ? `page "${exit.page.id}" ${exitName(exit)}` : `page "${exit.page.id}", itself unreachable`,
      );
      problems.push(
        error(fileOf(page), `${unreachable}: every way in can never be taken (${[...new Set(ways)].join(", ")})`, {
          check: "unreachable-by-logic",
          subject: page,
        }),
      );
    }
  }
  return problems;
};
