/**
 * Every page must be reachable from the start page, following edges and goTo jumps with their
 * conditions ignored: an unreachable page is dead weight at best, a forgotten edge at worst.
 */
import { error, type Problem } from "./problem.ts";
import { pagesOf, type ProductCheck } from "./productContext.ts";
import { targetsOf } from "./pageParts.ts";

export const checkReachability: ProductCheck = ({ journey, fileOf }) => {
  const start = journey.pages[journey.startPage];
  if (!start) return []; // reported by checkIdentity
  const reached = new Set<string>([start.id]);
  const queue = [start.id];
  while (queue.length > 0) {
    const page = journey.pages[queue.shift() as string];
    for (const { value } of targetsOf(page)) {
      if (journey.pages[value] && !reached.has(value)) {
        reached.add(value);
        queue.push(value);
      }
    }
  }
  const problems: Problem[] = [];
  for (const page of pagesOf(journey)) {
    if (!reached.has(page.id)) {
      problems.push(error(fileOf(page), `page "${page.id}" is unreachable from the start page "${journey.startPage}"`));
    }
  }
  return problems;
};
