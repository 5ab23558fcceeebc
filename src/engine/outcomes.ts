/** Applies action and loader outcomes in order: clear, set, field error, go to. The first goTo wins. */
import type { Draft, Loader, LogicData, Outcome } from "./types.ts";
import { evaluate, holds } from "./logic.ts";
import { setPath } from "./paths.ts";

export interface OutcomeResult {
  draft: Draft;
  goTo?: string;
  index?: number;
  marker?: string;
  fieldError?: { field: string; message: string };
}

export function applyOutcomes(outcomes: Outcome[] | undefined, draft: Draft, data: LogicData): OutcomeResult {
  let next = draft;
  let fieldError: OutcomeResult["fieldError"];
  for (const outcome of outcomes ?? []) {
    if (!holds(outcome.when, data)) continue;
    for (const path of outcome.clear ?? []) next = setPath(next, path, undefined);
    for (const [path, logic] of Object.entries(outcome.set ?? {})) next = setPath(next, path, evaluate(logic, data));
    fieldError = outcome.fieldError ?? fieldError;
    if (outcome.goTo) {
      const index = outcome.index === undefined ? undefined : Number(evaluate(outcome.index, data));
      return { draft: next, goTo: outcome.goTo, index, marker: outcome.marker, fieldError };
    }
  }
  return { draft: next, fieldError };
}

/** A server call declared in a journey: a page loader or a button's `load`. */
export type SourceCall = Pick<Loader, "args" | "onResult" | "onEmpty" | "onError">;

/** The call's arguments, each JsonLogic over the page's data. */
export function callArgs(call: Pick<Loader, "args">, data: LogicData): Record<string, unknown> {
  return Object.fromEntries(Object.entries(call.args).map(([name, logic]) => [name, evaluate(logic, data)]));
}

/** The outcomes for how the call ended: a result, no result (null), or a failure. */
export function outcomesFor(call: SourceCall, ended: { failed: true } | { failed: false; result: unknown }): Outcome[] | undefined {
  if (ended.failed) return call.onError;
  return ended.result === null || ended.result === undefined ? call.onEmpty : call.onResult;
}
