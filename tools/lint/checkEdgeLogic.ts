/**
 * Edges (and actions' and loaders' goTo outcomes) judged by their conditions: one that can never
 * be taken because no answers make its condition true, one shadowed by earlier ones, and a set of
 * pages the user can enter but never leave. Dead exits come from conditionEdges.ts; pages left
 * unreachable by them are reported by checkReachability.
 */
import { error, type Problem } from "./problem.ts";
import type { ProductCheck } from "./productContext.ts";
import { exitName, pageExits, type Exit, type PageExits } from "./conditionEdges.ts";
import { conditionalLoops } from "./conditionalLoops.ts";
import { constantComparisons } from "./conditionComparisons.ts";
import { productDomains } from "./valueDomains.ts";
import { sampledSlots } from "./conditionSamples.ts";

/** Check id to what it finds (suppressible with `"lint": {"<id>": "<reason>"}`). */
export const EDGE_LOGIC_CHECKS: Record<string, string> = {
  "edge-never": "an edge or goTo outcome whose condition no possible answer makes true",
  "edge-shadowed": "an edge or goTo outcome never taken because an earlier one always applies first",
  "unreachable-by-logic": "a page reached only through edges or goTo outcomes that can never be taken",
  "trap-cycle": "pages that lead only to each other: once in, no edge or goTo out can be taken",
};

const quoted = (ids: string[]): string => {
  const names = ids.map((id) => `"${id}"`);
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
};

/** Strongly connected sets of pages (Tarjan), following only exits that can be taken. */
function stronglyConnected(pages: PageExits[], live: (exit: Exit) => boolean): string[][] {
  const exitsOf = new Map(pages.map(({ page, exits }) => [page.id, exits.filter(live).map((exit) => exit.to)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const sets: string[][] = [];
  const visit = (id: string): void => {
    index.set(id, index.size);
    low.set(id, index.get(id) as number);
    stack.push(id);
    onStack.add(id);
    for (const to of exitsOf.get(id) ?? []) {
      if (!exitsOf.has(to)) continue; // an app route: leaves the journey
      if (!index.has(to)) {
        visit(to);
        low.set(id, Math.min(low.get(id) as number, low.get(to) as number));
      } else if (onStack.has(to)) {
        low.set(id, Math.min(low.get(id) as number, index.get(to) as number));
      }
    }
    if (low.get(id) === index.get(id)) {
      const set: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        set.push(member);
      } while (member !== id);
      sets.push(set);
    }
  };
  for (const { page } of pages) if (!index.has(page.id)) visit(page.id);
  return sets;
}

/**
 * The exit that closes the cycle: walking the cycle's pages depth first from the first (in manifest
 * order), the first exit back to a page on the walk. That is usually the edge just edited.
 */
function closingExit(ids: string[], exitsOf: Map<string, Exit[]>, members: Set<string>): Exit {
  const onWalk = new Set<string>();
  const done = new Set<string>();
  const walk = (id: string): Exit | undefined => {
    onWalk.add(id);
    for (const exit of exitsOf.get(id) ?? []) {
      if (!members.has(exit.to) || done.has(exit.to)) continue;
      const found = onWalk.has(exit.to) ? exit : walk(exit.to);
      if (found) return found;
    }
    onWalk.delete(id);
    done.add(id);
    return undefined;
  };
  return walk(ids[0]) as Exit; // a cycle always has one
}

export const checkEdgeLogic: ProductCheck = ({ journey, fileOf, registries }) => {
  const problems: Problem[] = [];
  const pages = pageExits(journey, registries.referenceCodes);
  const domains = productDomains(journey, registries.referenceCodes);
  const slots = sampledSlots(journey);
  for (const { page, exits } of pages) {
    for (const exit of exits) {
      const report = (check: string, message: string) =>
        problems.push(error(fileOf(page), `page "${page.id}": ${message}`, { check, subject: exit.subject }));
      if (exit.dead?.kind === "never") {
        // A comparison that can never be true is reported (with its reason) by checkConditions.
        if (constantComparisons(exit.when, { domains, section: page.section, slots }).length > 0) continue;
        report("edge-never", `${exitName(exit)} can never be taken: no answers make its condition true`);
      } else if (exit.dead?.kind === "shadowed") {
        const by = exit.dead.by.map(exitName).join(", ");
        const what = exit.when === undefined ? `${exitName(exit)}, the default,` : exitName(exit);
        report("edge-shadowed", `${what} can never be taken: whenever it could be, ${by} is taken first`);
      }
    }
  }
  // A trap: pages leading only to each other, user-choosable ways only (a failed call is no way out).
  const usable = (exit: Exit) => !exit.dead && !exit.onError;
  const order = new Map(pages.map(({ page }, i) => [page.id, i]));
  const exitsOf = new Map(pages.map(({ page, exits }) => [page.id, exits.filter(usable)]));
  for (const set of stronglyConnected(pages, usable)) {
    const members = new Set(set);
    const inside = set.flatMap((id) => exitsOf.get(id) ?? []);
    if (!inside.some((exit) => members.has(exit.to)) || inside.some((exit) => !members.has(exit.to))) continue;
    const ids = set.sort((a, b) => (order.get(a) as number) - (order.get(b) as number));
    const closing = closingExit(ids, exitsOf, members);
    const others = ids.filter((id) => id !== closing.page.id);
    const message =
      others.length === 0
        ? `${exitName(closing)} leads back to the page itself: a cycle with no way out`
        : `${exitName(closing)} closes a cycle with no way out: pages ${quoted(ids)} lead only to each other`;
    problems.push(error(fileOf(closing.page), `page "${closing.page.id}": ${message}`, { check: "trap-cycle", subject: closing.subject }));
  }
  for (const { into, back } of conditionalLoops(pages, domains, slots)) {
    const message = `${exitName(back)} leads back to "${into.page.id}", whose ${exitName(into)} led here, for the same answers (neither page asks what decides it): a customer whose answers take it goes round for ever`;
    problems.push(error(fileOf(back.page), `page "${back.page.id}": ${message}`, { check: "trap-cycle", subject: back.subject }));
  }
  return problems;
};
