/**
 * Where the idle timeout applies: only for a comparison-site customer, and not on
 * the pages that end or restart a journey (retrieve, complete, declined, the timed-out page itself).
 */
import type { Draft } from "../../engine/index.ts";
import { isComparisonSiteCustomer } from "../buy/channel.ts";
import { appRoutes, brand } from "../catalogue.ts";

const EXEMPT_PAGES = new Set(["retrieve", "complete", "declined", "timeout"].map((id) => appRoutes[id]?.path));

export function idleTimeoutApplies(draft: Draft, pathname: string): boolean {
  return isComparisonSiteCustomer(draft) && !EXEMPT_PAGES.has(pathname);
}

/** Its figures (29 minutes idle, then a 60-second warning; activity debounced at 250 ms), from brand.json, in milliseconds. */
export const idleTimings = {
  warningAfter: brand.idleTimeout.idleMinutes * 60_000,
  warning: brand.idleTimeout.warningSeconds * 1000,
  activityDebounce: brand.idleTimeout.debounceMs,
};
