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
