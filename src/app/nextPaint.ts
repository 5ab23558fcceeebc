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

/**
 * Resolves in a task of its own, after whatever the browser has queued: work split by it runs as
 * several short tasks rather than one long one. A message, not a timer: a background tab delays
 * timers by a second or more, and messages not at all.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
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
