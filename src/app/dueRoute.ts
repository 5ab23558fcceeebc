/**
 * Where a user is due on entry: the first unfinished page on the replayed path. Past the
 * journey, the quote page is due only with a rate in hand (reopened as `/rate?existing`, which
 * analytics does not count as a new view); without one the user is due on the last page, whose
 * button rates the quote, so /rate never bounces back to itself.
 */
import { replayPath, type ReplayInput } from "../engine/index.ts";
import { pathOf } from "./journeys.ts";

export function dueUrl(input: Omit<ReplayInput, "start" | "index">, hasRate: boolean): string {
  const { journey } = input;
  const { path, current } = replayPath(input);
  if (current !== "rate" || journey.pages[current]) return pathOf(journey, current);
  if (hasRate) return `${pathOf(journey, "rate")}?existing`;
  const lastPage = path.filter((id) => journey.pages[id]).at(-1) ?? journey.startPage;
  return pathOf(journey, lastPage);
}
