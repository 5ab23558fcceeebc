import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { journeysPlugin } from "./scripts/journeysPlugin.ts";

export default defineConfig({
  plugins: [react(), journeysPlugin()],
  build: {
    sourcemap: true,
    // The journeys and their validators are data the whole app needs on the first page.
    chunkSizeWarningLimit: 800,
  },
});
