import { defineConfig, type Plugin, type Rolldown } from "vite";
import react from "@vitejs/plugin-react";
import { journeysPlugin } from "./scripts/journeysPlugin.ts";
import { usedGovukCss } from "./scripts/usedGovukCss.ts";
import { referenceListsOf } from "./src/engine/index.ts";
import { JOURNEYS_DIR, loadAllJourneys } from "./src/journeys/readJourneys.ts";
import brand from "./src/config/brand.json" with { type: "json" };

/** The brand's description as the page's meta description, for search engines. */
function brandMetaPlugin(): Plugin {
  return {
    name: "brand-meta",
    transformIndexHtml: () => (brand.description ? [{ tag: "meta", attrs: { name: "description", content: brand.description }, injectTo: "head" }] : []),
  };
}

/**
 * The entry asks for the current journey first and loads the app (`appModule`) with a dynamic
 * import; the page preloads the app's chunks itself, so they download alongside the entry rather
 * than once it has run.
 */
function preloadAppPlugin(appModule: string): Plugin {
  let base = "/";
  return {
    name: "preload-app",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === "chunk");
        const app = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll("\\", "/").endsWith(appModule));
        if (!app) throw new Error(`preload-app: no chunk for ${appModule}`);
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file) || html.includes(`${base}${file}`)) return;
          files.add(file);
          for (const imported of (bundle[file] as Rolldown.OutputChunk).imports) visit(imported);
        };
        visit(app.fileName);
        return [...files].map((file) => ({ tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href: `${base}${file}` }, injectTo: "head" as const }));
      },
    },
  };
}

/**
 * `virtual:reference-lists`: for each product, the journey pages' routes with the reference lists
 * each page reads (sorted), so the entry can ask for a page's lists before its journey has loaded.
 */
function referenceListsPlugin(): Plugin {
  const id = "virtual:reference-lists";
  return {
    name: "reference-lists",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      const byProduct: Record<string, Record<string, string[]>> = {};
      for (const [product, { journey }] of Object.entries(loadAllJourneys())) {
        if (!journey) continue;
        const routes: Record<string, string[]> = (byProduct[product] = {});
        for (const page of Object.values(journey.pages)) {
          const lists = referenceListsOf(page);
          if (lists.length > 0) routes[page.route] = lists;
        }
      }
      return `export default ${JSON.stringify(byProduct)};`;
    },
    configureServer(server) {
      server.watcher.on("all", (_event, file) => {
        if (!file.startsWith(JOURNEYS_DIR)) return;
        const module = server.moduleGraph.getModuleById(`\0${id}`);
        if (module) server.moduleGraph.invalidateModule(module);
      });
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), journeysPlugin(), brandMetaPlugin(), referenceListsPlugin(), preloadAppPlugin("/src/app/startApp.tsx")],
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
