/** Summary lines ("Policyholder: Sam, 19") for the pages on the replayed path, in path order. */
import type { Clock, Draft, ResolvedJourney } from "./types.ts";
import { evaluate, holds, logicData } from "./logic.ts";
import { operations } from "./operations.ts";
import { pageInstance } from "./routing.ts";

export interface SummaryRow {
  page: string;
  label: string;
  value: string;
}

/** With `index`, the pages are a named driver's (their `{index}` filled for that slot). */
export function summaryLines(journey: ResolvedJourney, draft: Draft, path: string[], clock: Clock, index?: number): SummaryRow[] {
  const rows: SummaryRow[] = [];
  for (const id of path) {
    const page = journey.pages[id] && pageInstance(journey, id, index);
    if (!page?.summary) continue;
    const data = logicData({ journey, draft, section: page.section, clock });
    for (const line of page.summary) {
      if (!holds(line.visibleWhen, data)) continue;
      const value = evaluate(line.value, data);
      if (!(operations.isEmpty as (v: unknown) => boolean)(value)) rows.push({ page: id, label: line.label, value: String(value) });
    }
  }
  return rows;
}
