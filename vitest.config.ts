import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { preactAlias } from "./scripts/preactAlias.ts";

// Unit tests only; browser tests live in e2e/ and run under Playwright.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      ...preactAlias,
      // Their ES module builds, whose imports the aliases above can reach (Node would load the
      // CommonJS builds, whose `require("react")` they cannot).
      { find: /^@testing-library\/react$/, replacement: "@testing-library/react/dist/@testing-library/react.esm.js" },
      { find: /^react-router$/, replacement: fileURLToPath(new URL("node_modules/react-router/dist/development/index.mjs", import.meta.url)) },
    ],
  },
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/setup.ts"],
    testTimeout: 20_000,
    // The dependencies that import React go through the bundler, so that they get Preact too.
    server: { deps: { inline: [/@testing-library\/react/, /react-router/, /@tanstack\/react-query/, /@rjsf\//, /react-idle-timer/, /zustand/] } },
  },
});
