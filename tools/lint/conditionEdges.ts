/**
 * Which ways out of each page can ever be taken. A page's edges are tried in order, and so are the
 * `goTo` outcomes of one action or loader result (the first that applies wins): a choice is dead
 * when no answers make its condition true while every earlier one is false. Worked out once per
 * product and shared by the edge, reachability and trap-cycle checks.
 */
import { evaluate, isTruthy, type Outcome, type ResolvedJourney, type ResolvedPage } from "../../src/engine/index.ts";
import { draftPathOf } from "../journeys/diff/logicReads.ts";
import { sampledSlots, truthLeaves, truthOf, truthTable, type SampleScope } from "./conditionSamples.ts";
import { domainOf, productDomains } from "./valueDomains.ts";
import { varReads } from "./logicVars.ts";
import { pagesOf } from "./productContext.ts";

/** One way out of a page: an edge or a `goTo` outcome. */
export interface Exit {
  page: ResolvedPage;
  /** `next[1]`, `actions[0].then[2]`, `loaders[0].onResult[1]`. */
  where: string;
  to: string;
  when: unknown;
  subject: object;
  /** Taken only when a server call fails: no way out the user can choose. */
  onError: boolean;
  /** Why it can never be taken, when it cannot. */
  dead?: DeadReason;
}

export type DeadReason =
  | { kind: "never" }
  /** Earlier exits of the same list, one of which is always taken first whenever this one's condition holds. */
  | { kind: "shadowed"; by: Exit[] };

export interface PageExits {
  page: ResolvedPage;
  exits: Exit[];
}

const OUTCOME_LISTS = ["onResult", "onEmpty", "onError"] as const;

/** A page's choice lists: its edges, then each action's and each loader result's goTo outcomes. */
function choiceLists(page: ResolvedPage): Omit<Exit, "dead">[][] {
  const lists: Omit<Exit, "dead">[][] = [
    page.next.map((edge, i) => ({ page, where: `next[${i}]`, to: edge.to, when: edge.when, subject: edge, onError: false })),
  ];
  const goTos = (outcomes: Outcome[] | undefined, where: string, onError: boolean) =>
    (outcomes ?? []).flatMap((outcome, k) =>
      outcome.goTo === undefined
        ? []
        : [{ page, where: `${where}[${k}]`, to: outcome.goTo, when: outcome.when, subject: outcome, onError }],
    );
  (page.actions ?? []).forEach((action, i) => {
    lists.push(goTos(action.then, `actions[${i}].then`, false));
    for (const list of OUTCOME_LISTS) lists.push(goTos(action.load?.[list], `actions[${i}].load.${list}`, list === "onError"));
  });
  (page.loaders ?? []).forEach((loader, i) => {
    for (const list of OUTCOME_LISTS) lists.push(goTos(loader[list], `loaders[${i}].${list}`, list === "onError"));
  });
  return lists;
}

const isLiteral = (value: unknown): boolean => value === null || typeof value !== "object";

/**
 * Whether any exit of the list could be dead: only if some condition has a literal part, reads an
 * answer of known domain, or repeats a part. Otherwise every part is a free yes/no of its own and
 * each exit can be taken; most loaders' and actions' outcomes (reading a server result) are so.
 */
function mayBeDead(list: Omit<Exit, "dead">[], scope: SampleScope): boolean {
  const leaves = list.flatMap((exit) => (exit.when === undefined ? [] : truthLeaves(exit.when)));
  if (leaves.some(isLiteral)) return true;
  const texts = leaves.map((leaf) => JSON.stringify(leaf));
  if (new Set(texts).size < texts.length) return true;
  return varReads(leaves).some(({ path }) => {
    const draftPath = path === "product" ? path : draftPathOf(path, scope.section);
    return draftPath !== undefined && domainOf(scope.domains, draftPath) !== undefined;
  });
}

/**
 * The truth of a condition that reads nothing (`{"==": [1, 2]}`, a slip or a test left in), or
 * undefined when it reads the quote, the day or anything else.
 */
export function fixedTruth(logic: unknown): boolean | undefined {
  if (logic === undefined || isLiteral(logic)) return undefined;
  const text = JSON.stringify(logic);
  if (text.includes('"var"') || text.includes('"missing') || text.includes('"today"')) return undefined;
  try {
    return isTruthy(evaluate(logic, {}));
  } catch {
    return undefined; // logic the engine cannot run: its own check says why
  }
}

/** Marks the dead exits of one ordered list. */
function judge(list: Omit<Exit, "dead">[], scope: SampleScope): Exit[] {
  // After a condition that always holds, nothing later can be taken; one that never holds is never taken.
  const fixed = list.map((exit) => fixedTruth(exit.when));
  if (fixed.some((truth) => truth !== undefined)) {
    const always = fixed.indexOf(true);
    return list.map((exit, i) => {
      if (fixed[i] === false) return { ...exit, dead: { kind: "never" } };
      if (always >= 0 && i > always) return { ...exit, dead: { kind: "shadowed", by: [list[always]] } as DeadReason };
      return exit;
    });
  }
  if (!mayBeDead(list, scope)) return list;
  return list.map((exit, i) => {
    if (exit.when !== undefined) {
      const alone = truthOf(exit.when, scope);
      if (alone && !alone.canBeTrue) return { ...exit, dead: { kind: "never" } };
    }
    if (i === 0) return exit;
    const rows = truthTable(
      list.slice(0, i + 1).map((e) => e.when),
      scope,
    );
    if (!rows || rows.some((row) => row[i] && row.slice(0, i).every((earlier) => !earlier))) return exit;
    // Dead: name the earlier exits that are true whenever this one is.
    const by = list.slice(0, i).filter((_, j) => rows.every((row) => !row[i] || row[j]));
    return { ...exit, dead: { kind: "shadowed", by: by.length > 0 ? by : list.slice(0, i) } as DeadReason };
  });
}

const cache = new WeakMap<ResolvedJourney, PageExits[]>();

/** Every page's exits, with the dead ones marked, in manifest order (`referenceCodes` as for productDomains). */
export function pageExits(journey: ResolvedJourney, referenceCodes?: Map<string, string[]>): PageExits[] {
  const known = cache.get(journey);
  if (known) return known;
  const domains = productDomains(journey, referenceCodes);
  const slots = sampledSlots(journey);
  const result = pagesOf(journey).map((page) => {
    const scope: SampleScope = { domains, section: page.section, slots };
    const [edges, ...outcomes] = choiceLists(page);
    // Edges with a default before the end are reported by checkEdges; judging them would only echo it.
    const misplacedDefault = page.next.some((edge, i) => edge.when === undefined && i < page.next.length - 1);
    return { page, exits: [...(misplacedDefault ? edges : judge(edges, scope)), ...outcomes.flatMap((list) => judge(list, scope))] };
  });
  cache.set(journey, result);
  return result;
}

/** How an exit is named in messages: `next[1] (to "van")`. */
export const exitName = (exit: Exit): string => `${exit.where} (to "${exit.to}")`;
