import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";

// Vitest globals are off, so Testing Library cannot register its own cleanup between tests.
if (typeof document !== "undefined") {
  const { cleanup, configure } = await import("@testing-library/react");
  afterEach(cleanup);
  // The app's own pages are lazy chunks: a test file's first opens one compiles it, which takes longer than the default second.
  configure({ asyncUtilTimeout: 5000 });
  const { installDialogPolyfill } = await import("./dialogPolyfill");
  installDialogPolyfill();
}
