/** Applies action and loader outcomes in order: clear, set, field error, go to. The first goTo wins. */
import type { Draft, LogicData, Outcome } from "./types.ts";
import { evaluate, holds } from "./logic.ts";
import { setPath } from "./paths.ts";

export interface OutcomeResult {
  draft: Draft;
  goTo?: string;
  index?: number;
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
      return { draft: next, goTo: outcome.goTo, index, fieldError };
    }
  }
  return { draft: next, fieldError };
}
