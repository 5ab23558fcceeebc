/**
 * The server's one reading of the system clock. Everything else (the engine's rules, quote dates)
 * receives a Clock, so tests fix "today" with `createAppServer({ clock })`.
 */
import { format } from "date-fns";
import type { Clock } from "../src/engine/types.ts";

export type { Clock };

export const systemClock: Clock = { today: () => format(new Date(), "yyyy-MM-dd") };

/** A clock stopped on one day (YYYY-MM-DD): for tests and for replaying a stored quote. */
export function fixedClock(today: string): Clock {
  return { today: () => today };
}
