/**
 * The idle timeout: for a comparison-site customer on a journey page, 29 minutes without
 * activity open the warning; its countdown ends on /timeout, whose page does the security reset.
 */
import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { useQuote } from "../../store/QuoteStoreContext.tsx";
import { idleTimeoutApplies } from "./idleScope.ts";

const IdleTimer = lazy(() => import("./IdleTimer.tsx").then((m) => ({ default: m.IdleTimer })));

/** Mounted around every page; the timer only exists (and listens) where the timeout applies. */
export function IdleTimeout() {
  const { pathname } = useLocation();
  const applies = useQuote((s) => idleTimeoutApplies(s.draft, pathname));
  return applies ? (
    <Suspense fallback={null}>
      <IdleTimer />
    </Suspense>
  ) : null;
}
