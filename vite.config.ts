import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { journeysPlugin } from "./scripts/journeysPlugin.ts";

export default defineConfig(({ mode }) => ({
  plugins: [react(), journeysPlugin()],
  // govuk-frontend's stylesheet still carries old IE hacks that the minifier would otherwise reject.
  css: { lightningcss: { errorRecovery: true } },
  build: {
    // Maps carry the whole source: none for production. Other builds (test) keep hidden ones (no
    // sourceMappingURL) for reading a stack trace by hand; the server never serves .map files.
    sourcemap: mode === "production" ? false : "hidden",
    // The journeys and their validators are data the whole app needs on the first page.
    chunkSizeWarningLimit: 1000,
  },
}));
