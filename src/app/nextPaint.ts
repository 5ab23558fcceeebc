/**
 * Resolves once the page has painted its next frame: a frame's callbacks run before its paint, and a
 * task queued from one runs after it. A hidden tab paints no frames, so there it resolves at once
 * (or as soon as the tab is hidden).
 */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === "hidden") return resolve();
    const hidden = () => document.visibilityState === "hidden" && done();
    const done = () => {
      document.removeEventListener("visibilitychange", hidden);
      resolve();
    };
    document.addEventListener("visibilitychange", hidden);
    requestAnimationFrame(() => setTimeout(done));
  });
}

/** Runs `work` once the browser is idle (within two seconds at most); the returned function cancels it. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback !== "function") {
    const timer = window.setTimeout(work, 1);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(work, { timeout: 2000 });
  return () => window.cancelIdleCallback(handle);
}
