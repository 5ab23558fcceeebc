import { useCallback, useEffect, useRef } from "react";

/**
 * Runs `onBlur` a while after focus leaves, unless focus comes back first. The spec delays
 * the address list's blur by 1 s so a pick from the list is never lost to the blur.
 */
export function useDelayedBlur(onBlur: () => void, delayMs: number): { blur: () => void; cancel: () => void } {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onBlur);
  useEffect(() => {
    latest.current = onBlur;
  });

  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const blur = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => {
      timer.current = undefined;
      latest.current();
    }, delayMs);
  }, [cancel, delayMs]);

  useEffect(() => cancel, [cancel]);
  return { blur, cancel };
}
