import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";

// Vitest globals are off, so Testing Library cannot register its own cleanup between tests.
if (typeof document !== "undefined") {
  const { cleanup } = await import("@testing-library/react");
  afterEach(cleanup);
}
