/**
 * The answers a page's logic reads, as draft paths, each located and marked with whether the
 * expression copes with the answer being absent (a fallback), for the data-flow checks.
 */
import { operatorKinds, type ResolvedField, type ResolvedPage } from "../../src/engine/index.ts";
import { draftPathOf } from "../journeys/diff/logicReads.ts";
import { logicSlots } from "./logicSlots.ts";
import { varReads, type VarRead } from "./logicVars.ts";
import type { SlotPaths } from "./dataFlowWrites.ts";

export interface AnswerRead {
  /** Where the logic sits (`rules[0].errorWhen`, `field "dob" visibleWhen`, ...). */
  where: string;
  /** The object holding the logic: where a `lint` mark for it sits. */
  subject?: object;
  /** The `var` path as written (`quote.final.coverStartDate`). */
  path: string;
  /** The draft path it reads, with a literal named-driver slot written as `{index}`. */
  draftPath: string;
  /** Read through a literal named-driver slot (`quote.named.0.added`), not the page's own. */
  slot: boolean;
  /**
   * Every read of it here has a fallback for when it is absent. Worked out on demand: only the
   * few reads that may meet an absent answer need it.
   */
  hasFallback(): boolean;
}

/** Operators whose later arguments read each item, not the quote (as in logicVars). */
const ITEM_SCOPED = operatorKinds.listScoped;

/**
 * `var` nodes guarded by an `if` that tests the same path and has an else branch:
 * `{"if": [{"isDate": [{"var": "x"}]}, {"var": "x"}, {"today": []}]}` uses x only when present,
 * so both reads of x there have a fallback. Reads of other paths in the branch are not guarded.
 */
export function guardedVars(logic: unknown): Set<object> {
  const guarded = new Set<object>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    const entries = Object.entries(node);
    if (entries.length !== 1) return;
    const [operator, args] = entries[0];
    const list = Array.isArray(args) ? args : [args];
    if (operator === "var") return;
    if (ITEM_SCOPED.has(operator)) return visit(list[0]);
    if ((operator === "if" || operator === "?:") && list.length >= 3 && list.length % 2 === 1) {
      for (let i = 0; i + 1 < list.length; i += 2) {
        const tested = new Set(varReads(list[i]).map((read) => read.path));
        for (const read of [...varReads(list[i]), ...varReads(list[i + 1])]) if (tested.has(read.path)) guarded.add(read.node);
      }
    }
    list.forEach(visit);
  };
  visit(logic);
  return guarded;
}

/** `if` guards per logic value, found once and only for the values that need them. */
const guardsOf = new WeakMap<object, Set<object>>();
function guardedIn(logic: unknown): Set<object> {
  if (!logic || typeof logic !== "object") return new Set();
  return guardsOf.get(logic) ?? guardsOf.set(logic, guardedVars(logic)).get(logic)!;
}

/** One entry per location and draft path; reads of `value`, `limits`, `data`, ... are left out. */
export function answerReads(page: ResolvedPage, fieldWhere: (field: ResolvedField) => string, slots: SlotPaths): AnswerRead[] {
  const found: AnswerRead[] = [];
  // A page reads the same few paths many times over; map each to its draft path once.
  const mapped = new Map<string, { path: string; slot: boolean } | undefined>();
  const draftOf = (path: string) => {
    if (mapped.has(path)) return mapped.get(path);
    // `answers` or `quote` alone reads a whole object, not one answer.
    const raw = path.includes(".") ? draftPathOf(path, page.section) : undefined;
    const result = raw === undefined ? undefined : slots.normalise(raw);
    mapped.set(path, result);
    return result;
  };
  for (const { where, value, subject } of logicSlots(page, fieldWhere)) {
    const here = new Map<string, VarRead[]>();
    for (const read of varReads(value)) {
      const draft = draftOf(read.path);
      if (draft === undefined) continue;
      const reads = here.get(draft.path);
      if (reads) {
        reads.push(read);
        continue;
      }
      const all = [read];
      here.set(draft.path, all);
      const hasFallback = () => all.every((r) => r.fallback || guardedIn(value).has(r.node));
      found.push({ where, subject, path: read.path, draftPath: draft.path, slot: draft.slot, hasFallback });
    }
  }
  return found;
}
