import "@testing-library/jest-dom/vitest";
import { options } from "preact";
import { afterEach } from "vitest";
import "../src/app/effectTiming.ts";

/**
 * Resolves once the effects of every commit so far have run: src/app/effectTiming.ts queues them
 * in order on `options.requestAnimationFrame`, so a callback queued now runs after them.
 */
function effectsRun(): Promise<void> {
  const schedule = options.requestAnimationFrame;
  if (!schedule) throw new Error("src/app/effectTiming.ts is not loaded");
  return new Promise((resolve) => schedule(() => resolve()));
}

// Vitest globals are off, so Testing Library cannot register its own cleanup between tests.
if (typeof document !== "undefined") {
  const { cleanup, configure, getConfig } = await import("@testing-library/react");
  afterEach(cleanup);
  const settle = getConfig().asyncWrapper;
  configure({
    // The app's own pages are lazy chunks: a test file's first opens one compiles it, which takes longer than the default second.
    asyncUtilTimeout: 5000,
    // Effects (focus, page views, render counts) run in a task after the commit, as in a browser.
    // A find or a user-event action resolves once they have run, as they would have before the
    // user's next move; without this, a check straight after it races that task.
    asyncWrapper: (callback) => settle(async () => {
      const result = await callback();
      await effectsRun();
      return result;
    }),
  });
  const { installDialogPolyfill } = await import("./dialogPolyfill");
  installDialogPolyfill();
}
