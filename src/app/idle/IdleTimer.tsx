/**
 * The running timer and its warning, in a chunk of its own: react-idle-timer is loaded only for a
 * customer the timeout applies to (comparison-site customers), not for everyone.
 * react-idle-timer keeps the time: its `eventsThrottle` is what rate-limits activity in version 5
 * (its `debounce` only delays the onAction callback, which is not used), so it carries the 250 ms.
 */
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useIdleTimer } from "react-idle-timer";
import { appRoutes } from "../catalogue.ts";
import { IdleModal } from "./IdleModal.tsx";
import { secondsAfterTick } from "./countdown.ts";
import { idleTimings } from "./idleScope.ts";

const warningSeconds = Math.round(idleTimings.warning / 1000);

export function IdleTimer() {
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
    const tick = setInterval(() => setSecondsLeft((shown) => secondsAfterTick(shown, remaining.current())), 1000);
    return () => clearInterval(tick);
  }, [warning]);

  const carryOn = () => {
    setSecondsLeft(null);
    timer.activate();
  };
  return warning ? <IdleModal secondsLeft={secondsLeft} totalSeconds={warningSeconds} onContinue={carryOn} /> : null;
}
