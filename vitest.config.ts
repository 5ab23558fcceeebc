import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

// Unit tests only; browser tests live in e2e/ and run under Playwright.
export default defineConfig({
  plugins: [react()],
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/setup.ts"],
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the CPUs: one worker on these two-core machines, while
    // many files spend their time waiting on a server, a database or a child process.
    maxWorkers: 2,
  },
});
