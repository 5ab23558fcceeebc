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
  },
});
