/**
 * The idle timeout: for a comparison-site customer on a journey page, 29 minutes without
 * activity open the warning; its countdown ends on /timeout, whose page does the security reset.
 * react-idle-timer keeps the time: its `eventsThrottle` is what rate-limits activity in version 5
 * (its `debounce` only delays the onAction callback, which is not used), so it carries the 250 ms.
 */
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useIdleTimer } from "react-idle-timer";
import { useQuote } from "../../store/QuoteStoreContext.tsx";
import { appRoutes } from "../catalogue.ts";
import { IdleModal } from "./IdleModal.tsx";
import { idleTimeoutApplies, idleTimings } from "./idleScope.ts";

const warningSeconds = Math.round(idleTimings.warning / 1000);

/** Mounted around every page; the timer only exists (and listens) where the timeout applies. */
export function IdleTimeout() {
  const { pathname } = useLocation();
  const applies = useQuote((s) => idleTimeoutApplies(s.draft, pathname));
  return applies ? <IdleTimer /> : null;
}

function IdleTimer() {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const timer = useIdleTimer({
    timeout: idleTimings.warningAfter + idleTimings.warning,
    promptBeforeIdle: idleTimings.warning,
    eventsThrottle: idleTimings.activityDebounce,
    onPrompt: () => setSecondsLeft(warningSeconds),
    onIdle: () => {
      setSecondsLeft(null);
      navigate(appRoutes.timeout.path);
    },
  });
  const remaining = useRef(timer.getRemainingTime);
  remaining.current = timer.getRemainingTime;

  const warning = secondsLeft !== null;
  useEffect(() => {
    if (!warning) return;
    const tick = setInterval(() => setSecondsLeft(Math.max(0, Math.ceil(remaining.current() / 1000))), 1000);
    return () => clearInterval(tick);
  }, [warning]);

  const carryOn = () => {
    setSecondsLeft(null);
    timer.activate();
  };
  return warning ? <IdleModal secondsLeft={secondsLeft} totalSeconds={warningSeconds} onContinue={carryOn} /> : null;
}
