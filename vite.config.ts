import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { journeysPlugin } from "./scripts/journeysPlugin.ts";
import { usedGovukCss } from "./scripts/usedGovukCss.ts";
import brand from "./src/config/brand.json" with { type: "json" };

/** The brand's description as the page's meta description, for search engines. */
function brandMetaPlugin(): Plugin {
  return {
    name: "brand-meta",
    transformIndexHtml: () => (brand.description ? [{ tag: "meta", attrs: { name: "description", content: brand.description }, injectTo: "head" }] : []),
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), journeysPlugin(), brandMetaPlugin()],
  css: {
    postcss: { plugins: [usedGovukCss()] },
    // govuk-frontend's stylesheet still carries old IE hacks that the minifier would otherwise reject.
    lightningcss: { errorRecovery: true },
  },
  build: {
    // Maps carry the whole source: none for production. Other builds (test) keep hidden ones (no
    // sourceMappingURL) for reading a stack trace by hand; the server never serves .map files.
    sourcemap: mode === "production" ? false : "hidden",
  },
}));
