/**
 * The summary lines of the accepted pages on the replayed path, then each added named driver's,
 * each with the address of its page: what the sidebar lists to edit, and what the cover summary
 * shows before paying.
 */
import {
  addedNamedDrivers,
  isNamedDriverPage,
  replayPath,
  summaryLines,
  type Draft,
  type ResolvedJourney,
  type SummaryRow,
} from "../engine/index.ts";
import type { JourneyEnvironment } from "./JourneyEnvironment.tsx";
import { pathOf } from "./journeys.ts";
import { mainReplay } from "./mainReplay.ts";

export type AnswerRow = SummaryRow & { href: string };

export function answerRows(
  journey: ResolvedJourney,
  draft: Draft,
  submitted: string[],
  { clock, check }: Pick<JourneyEnvironment, "clock" | "check">,
): AnswerRow[] {
  const replay = mainReplay(journey, draft, submitted, clock, check);
  const rows: AnswerRow[] = summaryLines(journey, draft, replay.completed, clock).map((row) => ({
    ...row,
    href: pathOf(journey, row.page),
  }));
  if (journey.namedStartPage) {
    for (const index of addedNamedDrivers(journey, draft)) {
      const named = replayPath({ journey, draft, submitted: new Set(submitted), clock, check, start: journey.namedStartPage, index });
      const chain = named.completed.filter((id) => isNamedDriverPage(journey.pages[id]));
      for (const row of summaryLines(journey, draft, chain, clock, index)) rows.push({ ...row, href: pathOf(journey, row.page, index) });
    }
  }
  return rows;
}
