/**
 * The app's first render shows the top of the page only: the header, the heading and the page's
 * first few fields. The rest (the other fields, the buttons, the sidebar and the footer) renders
 * straight after that first paint, so that on a slow device the first field can be typed into
 * sooner. Nothing moves: what comes later appears below what is already shown (on a phone the
 * sidebar stacks below the form, so it waits too). Only the app's start asks for this (startApp);
 * every other render, a unit test's included, shows the whole page at once.
 */
import { useEffect, useSyncExternalStore, type ReactNode } from "react";

/** How many of a page's fields the first paint shows. */
export const FIRST_PAINT_FIELDS = 4;

let topOnly = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The app's first render shows only the top of the page (RestAfterFirstPaint shows the rest). A
 * hidden tab paints nothing to wait for, and an address with a #fragment scrolls to its element,
 * which may be further down: both get the whole page at once.
 */
export function showTopFirst(): void {
  topOnly = document.visibilityState === "visible" && !window.location.hash;
}

/** Rendered once at the app's root: after the first commit, the next frame paints the top, and the rest renders after that paint. */
export function RestAfterFirstPaint(): null {
  useEffect(() => {
    if (!topOnly) return;
    // A frame's callbacks run before its paint; a task queued from one runs after it.
    requestAnimationFrame(() =>
      setTimeout(() => {
        topOnly = false;
        for (const listener of listeners) listener();
      }),
    );
  }, []);
  return null;
}

/** Whether only the top of the page shows yet. */
export function useTopOnly(): boolean {
  return useSyncExternalStore(subscribe, () => topOnly);
}

/** Its children once the top of the page has been painted; its own part, so only they render then. */
export function AfterFirstPaint({ children }: { children: ReactNode }): ReactNode {
  return useTopOnly() ? null : children;
}
