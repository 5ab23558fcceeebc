/**
 * The app's first paint shows the top of the page only: the header, the heading and the page's
 * first few fields. The rest (the other fields, the buttons, the sidebar and the footer) renders
 * straight after that paint, so that on a slow device the first field can be typed into sooner.
 * The rest renders as a transition, which React works through in slices of a few milliseconds:
 * a keystroke in the first fields is handled between two slices rather than after the whole rest,
 * and no long task holds the page up. Nothing moves: what comes later appears below what is
 * already shown (on a phone the sidebar stacks below the form, so it waits too). A spinner shown
 * in place of the page holds the rest back until the page itself has been painted. Only the app's start asks for this (startApp);
 * without it, a unit test's render included, the whole page shows at once.
 */
import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { nextPaint } from "./nextPaint.ts";

/** How many of a page's fields the first paint shows. */
export const FIRST_PAINT_FIELDS = 4;

interface FirstPaintState {
  topOnly: boolean;
  /** Holds the rest back while a spinner stands in for the page; returns the release. */
  hold(): () => void;
}

const FirstPaintContext = createContext<FirstPaintState>({ topOnly: false, hold: () => () => {} });

/**
 * Around the app: the top of the page first. A hidden tab paints nothing to wait for, and an
 * address with a #fragment scrolls to its element, which may be further down: both get the whole
 * page at once.
 */
export function FirstPaint({ children }: { children: ReactNode }) {
  const [topOnly, setTopOnly] = useState(() => document.visibilityState === "visible" && !window.location.hash);
  const [control] = useState(() => {
    let holds = 0;
    const showRest = () => startTransition(() => setTopOnly(false));
    const showRestAfterPaint = () => void nextPaint().then(() => holds === 0 && showRest());
    const hold = () => {
      holds++;
      return () => {
        if (--holds === 0) showRestAfterPaint();
      };
    };
    return { showRestAfterPaint, hold };
  });
  useEffect(() => {
    if (topOnly) control.showRestAfterPaint();
    // After the first commit only: a spinner's release schedules it after that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const state = useMemo(() => ({ topOnly, hold: control.hold }), [topOnly, control]);
  return <FirstPaintContext.Provider value={state}>{children}</FirstPaintContext.Provider>;
}

/** Whether only the top of the page shows yet. */
export function useTopOnly(): boolean {
  return useContext(FirstPaintContext).topOnly;
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
