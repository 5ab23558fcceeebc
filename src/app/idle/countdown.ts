/** The idle modal's countdown in words, and the sparser steps at which it is announced to screen readers. */
import { chromeText } from "../chrome/chromeText.ts";

export function secondsText(seconds: number): string {
  return seconds === 1 ? chromeText("idleOneSecond") : chromeText("idleSeconds", { seconds });
}

/**
 * The value a polite live region should hold: the whole warning at first, then 40, 20 and 10
 * seconds left (for a 60-second warning), so a screen reader hears a few updates, not sixty.
 */
export function announcedSeconds(seconds: number, total: number): number {
  const step = seconds > 20 ? 20 : 10;
  return Math.min(total, Math.max(step, Math.ceil(seconds / step) * step));
}

/**
 * The seconds a shown warning reads after a tick of its countdown. A tick never opens the warning:
 * one that comes after Continue (a browser test caught one bringing the warning back, reading the
 * 61 seconds of a timer that had just been reset) leaves it closed.
 */
export function secondsAfterTick(shown: number | null, remainingMs: number): number | null {
  return shown === null ? null : Math.max(0, Math.ceil(remainingMs / 1000));
}
