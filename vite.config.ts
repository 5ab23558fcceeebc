import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { journeysPlugin } from "./scripts/journeysPlugin.ts";

export default defineConfig({
  plugins: [react(), journeysPlugin()],
  // govuk-frontend's stylesheet still carries old IE hacks that the minifier would otherwise reject.
  css: { lightningcss: { errorRecovery: true } },
  build: {
    sourcemap: true,
    // The journeys and their validators are data the whole app needs on the first page.
    chunkSizeWarningLimit: 1000,
  },
});
