/**
 * Where things live on a resolved page, each with a readable location ("actions[0].then[1]"),
 * so checks share one walk instead of each knowing the page format.
 */
import type { Outcome, ResolvedPage } from "../../src/engine/index.ts";

export interface Located<T> {
  where: string;
  value: T;
  /** The journey object holding the value (field, rule, edge, ...): where a `lint` suppression for it sits. */
  subject?: object;
}

const OUTCOME_LISTS = ["onResult", "onEmpty", "onError"] as const;

/** Every outcome: actions' `then` and `load` outcomes, and loaders' `onResult` / `onEmpty` / `onError`. */
export function outcomesOf(page: ResolvedPage): Located<Outcome>[] {
  const found: Located<Outcome>[] = [];
  (page.actions ?? []).forEach((action, i) => {
    (action.then ?? []).forEach((outcome, k) => found.push({ where: `actions[${i}].then[${k}]`, value: outcome, subject: outcome }));
    for (const list of OUTCOME_LISTS) {
      (action.load?.[list] ?? []).forEach((outcome, k) =>
        found.push({ where: `actions[${i}].load.${list}[${k}]`, value: outcome, subject: outcome }),
      );
    }
  });
  (page.loaders ?? []).forEach((loader, i) => {
    for (const list of OUTCOME_LISTS) {
      (loader[list] ?? []).forEach((outcome, k) => found.push({ where: `loaders[${i}].${list}[${k}]`, value: outcome, subject: outcome }));
    }
  });
  return found;
}

/** Every place the page can lead: its edges' `to` and its outcomes' `goTo`. */
export function targetsOf(page: ResolvedPage): Located<string>[] {
  const edges = page.next.map((edge, i) => ({ where: `next[${i}].to`, value: edge.to, subject: edge }));
  const jumps = outcomesOf(page)
    .filter((o) => o.value.goTo !== undefined)
    .map((o) => ({ where: `${o.where}.goTo`, value: o.value.goTo as string, subject: o.value }));
  return [...edges, ...jumps];
}
