/**
 * The page graph of a product as replay can walk it: edges plus actions' and loaders' `goTo`, so the
 * named-driver chain hangs off the page whose button opens it (as the app enters it). Built once
 * per product; answers "does every path to this page pass one of those pages" (dominance, for a
 * set of pages: an answer asked on both branches of a fork is asked on every path after it) and
 * "can a path go from this page to that one".
 */
import type { ResolvedJourney, ResolvedPage } from "../../src/engine/index.ts";
import { targetsOf } from "./pageParts.ts";

export interface PageGraph {
  /** Pages reachable from the start page (app routes are not pages and end a path). */
  reachable: ReadonlySet<string>;
  /** Whether every path from the start page to `to` passes one of `pages` (`to` itself counts). */
  everyPathPasses(pages: readonly string[], to: string): boolean;
  /** Whether some path leads from `from` to `to` through at least one edge. */
  leadsTo(from: string, to: string): boolean;
}

/** Whether the graph keeps the way from one page to another (all of them by default). */
export type EdgeFilter = (from: ResolvedPage, to: ResolvedPage) => boolean;

/** Page ids each page can go to next, in manifest order, pages only. */
function successorsOf(journey: ResolvedJourney, keep: EdgeFilter): Map<string, string[]> {
  const successors = new Map<string, string[]>();
  for (const id of journey.pageOrder) {
    const from = journey.pages[id];
    const targets = targetsOf(from)
      .map((t) => t.value)
      .filter((t) => Object.hasOwn(journey.pages, t) && keep(from, journey.pages[t]));
    successors.set(id, [...new Set(targets)]);
  }
  return successors;
}

/** Everything reachable from `start` through one or more edges. */
function reachFrom(start: string, successors: Map<string, string[]>): Set<string> {
  const seen = new Set<string>();
  const stack = [...(successors.get(start) ?? [])];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(successors.get(id) ?? []));
  }
  return seen;
}

export function pageGraph(journey: ResolvedJourney, keep: EdgeFilter = () => true): PageGraph {
  const successors = successorsOf(journey, keep);
  const start = journey.startPage;
  const reachable = Object.hasOwn(journey.pages, start) ? new Set([start, ...reachFrom(start, successors)]) : new Set<string>();
  const reach = new Map([...reachable].map((id) => [id, reachFrom(id, successors)]));
  // Pages still reachable when a set of pages is taken out, per set: a journey has few distinct sets
  // of pages asking one answer, so each is walked once however many reads it serves.
  const avoiding = new Map<string, Set<string>>();
  const reachableAvoiding = (pages: readonly string[]): Set<string> => {
    const key = [...new Set(pages)].sort().join("\u0000");
    const cached = avoiding.get(key);
    if (cached) return cached;
    const blocked = new Set(pages);
    const seen = new Set<string>();
    const stack = reachable.has(start) && !blocked.has(start) ? [start] : [];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      for (const next of successors.get(id) ?? []) if (!blocked.has(next)) stack.push(next);
    }
    avoiding.set(key, seen);
    return seen;
  };
  return {
    reachable,
    everyPathPasses: (pages, to) => pages.includes(to) || !reachableAvoiding(pages).has(to),
    leadsTo: (from, to) => reach.get(from)?.has(to) ?? false,
  };
}
