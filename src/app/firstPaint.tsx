/**
 * The app's first paint shows the top of the page only: the header, the heading and the page's
 * first few fields. The rest renders straight after that paint, in steps, so that on a slow device
 * the first field can be typed into sooner: a dozen more fields, painted, then the other fields,
 * the buttons, the sidebar and the footer. Each step renders as a transition, which React works
 * through in slices of a few milliseconds: a keystroke in the first fields is handled between two
 * slices rather than after the whole rest. And each step's new elements are laid out and painted
 * in a frame of their own, so no one long task lays out a long page. Nothing moves: what comes
 * later appears below what is already shown (on a phone the sidebar stacks below the form, so it
 * waits too). A spinner shown in place of the page holds the rest back until the page itself has
 * been painted. Only the app's start asks for this (startApp); without it, a unit test's render
 * included, the whole page shows at once.
 */
import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { nextPaint } from "./nextPaint.ts";

/** How many of a page's fields show, paint by paint, before the whole page does. */
export const FIELDS_BY_PAINT = [4, 16];

interface FirstPaintState {
  /** How many of the page's fields show yet; all of them once the whole page does. */
  fieldLimit: number;
  topOnly: boolean;
  /** Holds the rest back while a spinner stands in for the page; returns the release. */
  hold(): () => void;
}

const FirstPaintContext = createContext<FirstPaintState>({ fieldLimit: Infinity, topOnly: false, hold: () => () => {} });

/**
 * Around the app: the top of the page first. A hidden tab paints nothing to wait for, and an
 * address with a #fragment scrolls to its element, which may be further down: both get the whole
 * page at once.
 */
export function FirstPaint({ children }: { children: ReactNode }) {
  const whole = FIELDS_BY_PAINT.length;
  const [step, setStep] = useState(() => (document.visibilityState === "visible" && !window.location.hash ? 0 : whole));
  const [control] = useState(() => {
    let holds = 0;
    const showMore = () => startTransition(() => setStep((shown) => Math.min(shown + 1, whole)));
    const showMoreAfterPaint = () => void nextPaint().then(() => holds === 0 && showMore());
    const hold = () => {
      holds++;
      return () => {
        if (--holds === 0) showMoreAfterPaint();
      };
    };
    return { showMoreAfterPaint, hold };
  });
  // After each step's commit, the next once it has painted; a spinner's release schedules it instead.
  useEffect(() => {
    if (step < whole) control.showMoreAfterPaint();
  }, [step, whole, control]);
  const state = useMemo(
    () => ({ fieldLimit: FIELDS_BY_PAINT[step] ?? Infinity, topOnly: step < whole, hold: control.hold }),
    [step, whole, control],
  );
  return <FirstPaintContext.Provider value={state}>{children}</FirstPaintContext.Provider>;
}

/** Whether only the top of the page shows yet: its first fields, without the buttons, the sidebar and the footer. */
export function useTopOnly(): boolean {
  return useContext(FirstPaintContext).topOnly;
}

/** How many of the page's fields show yet. */
export function useFieldLimit(): number {
  return useContext(FirstPaintContext).fieldLimit;
}

/** Its children once the top of the page has been painted; its own part, so only they render then. */
export function AfterFirstPaint({ children }: { children: ReactNode }): ReactNode {
  return useTopOnly() ? null : children;
}

/** Rendered with a spinner that stands in for the page: the rest waits for the page's own first paint. */
export function HoldFirstPaint(): null {
  const { topOnly, hold } = useContext(FirstPaintContext);
  useEffect(() => (topOnly ? hold() : undefined), [topOnly, hold]);
  return null;
}
