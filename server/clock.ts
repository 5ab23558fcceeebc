/**
 * The server's one reading of the system clock. Everything else (the engine's rules, quote dates,
 * rating timestamps) receives a clock, so tests fix "today" with `createAppServer({ clock })`.
 */
import { format } from "date-fns";
import type { Clock } from "../src/engine/index.ts";

/** The engine's clock plus the instant, for timestamps such as a rating's outcome date. */
export interface ServerClock extends Clock {
  now(): Date;
}

export const systemClock: ServerClock = {
  today: () => format(new Date(), "yyyy-MM-dd"),
  now: () => new Date(),
};

/** A clock stopped on one day (YYYY-MM-DD), at noon UTC: for tests and for replaying a stored quote. */
export function fixedClock(today: string): ServerClock {
  return { today: () => today, now: () => new Date(`${today}T12:00:00.000Z`) };
}
