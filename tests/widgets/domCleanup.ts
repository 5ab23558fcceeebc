import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Vitest globals are off here, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());
