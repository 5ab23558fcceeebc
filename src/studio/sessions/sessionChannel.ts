/**
 * How the studio borrows the quote of a consumer's tab: the app keeps its quote in the tab's
 * session storage, which no other tab can read, so the studio asks on a broadcast channel and
 * every app tab of the dev server answers with its stored quote (sessionBeacon.ts).
 */
import type { Draft } from "../../engine/index.ts";

export const SESSION_CHANNEL = "journey-studio-sessions";

export interface SessionQuestion {
  type: "ask";
}

/** One tab's answer: which tab, the page it is on, and its quote's draft. */
export interface SessionAnswer {
  type: "session";
  tab: string;
  path: string;
  draft: Draft;
}
