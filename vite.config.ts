import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import react from "@vitejs/plugin-react";
import { journeysPlugin } from "./tools/journeysPlugin.ts";
import { journeyPreloadPlugin } from "./tools/journeyPreloadPlugin.ts";
import { studioPlugin } from "./tools/studioPlugin.ts";
import { staticChromePlugin } from "./tools/staticChromePlugin.ts";
import { usedGovukCss } from "./tools/usedGovukCss.ts";
import { referenceDataByProduct } from "./tools/referenceDataByProduct.ts";
import { JOURNEYS_DIR } from "./server/journeys/readJourneys.ts";
import brand from "./src/config/brand.json" with { type: "json" };

/** The brand's description as the page's meta description, for search engines. */
function brandMetaPlugin(): Plugin {
  return {
    name: "brand-meta",
    transformIndexHtml: () =>
      brand.description ? [{ tag: "meta", attrs: { name: "description", content: brand.description }, injectTo: "head" }] : [],
  };
}

/**
 * `virtual:reference-data`: for each product, the journey pages' routes with the reference data
 * each page reads (its lists' names, sorted), so the entry can ask for a page's lists before its journey has loaded.
 */
function referenceDataPlugin(): Plugin {
  const id = "virtual:reference-data";
  return {
    name: "reference-data",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      return `export default ${JSON.stringify(referenceDataByProduct())};`;
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

const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Every chunk loads only for the route and product that run it, so each starts with V8's explicit
 * compile hint: Chromium then compiles all its functions on the thread that streams the script in,
 * rather than one by one on the main thread as they are first called. The hint counts only as the
 * file's first line, so it goes in after the bundler's own prologue; other engines ignore it.
 */
function compileHintsPlugin(): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    // The file names' hashes cover the hint too: assets are cached as immutable.
    augmentChunkHash: () => COMPILE_HINT,
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk") continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // The source maps (test builds) move down by the line.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === "asset") {
            const map = JSON.parse(String(mapFile.source)) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
  };
}

const isCss = (id: string) => /\.css($|\?)/.test(id);

/**
 * The app's code (`appModule` and all it imports) as one chunk, the form's code (`formModule`: RJSF,
 * the widgets, the answers' validation) as another, and what the app shares with the entry as a
 * third. The entry may load an app page's code beside the app, so the bundler would otherwise split
 * each module the app shares with a page into a chunk of its own: 16 requests for /history rather
 * than 6. `lateModules`, which the app imports when it starts rather than as it loads, go in the
 * app's chunk too: the import is then a call within the chunk, with no request of its own. What the
 * form shares with the app's own pages (`pagesModule` loads them) goes in the app's chunk, so that a
 * page that shows no journey never loads the form's.
 */
function appChunks({
  entryModule,
  appModule,
  lateModules,
  formModule,
  pagesModule,
}: {
  entryModule: string;
  appModule: string;
  lateModules: string[];
  formModule: string;
  pagesModule: string;
}): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  let entry = new Set<string>();
  let app = new Set<string>();
  let form = new Set<string>();
  const plugin: Plugin = {
    name: "app-chunks",
    apply: "build",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const idsOf = (suffix: string) => ids.filter((id) => id.replaceAll("\\", "/").endsWith(suffix));
      const reach = (from: string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        from.forEach(visit);
        return seen;
      };
      entry = reach(idsOf(entryModule));
      const pages = reach(idsOf(pagesModule).flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
      form = reach(idsOf(formModule));
      app = new Set([...reach([appModule, ...lateModules].flatMap(idsOf)), ...[...form].filter((id) => pages.has(id))]);
    },
  };
  return {
    plugin,
    groups: [
      // The entry's styles too, so that the page links one stylesheet.
      { name: "shared", priority: 3, test: (id) => entry.has(id) && (app.has(id) || form.has(id) || isCss(id)) },
      { name: "app", priority: 2, test: (id) => !isCss(id) && app.has(id) && !entry.has(id) },
      { name: "form", priority: 1, test: (id) => !isCss(id) && form.has(id) && !app.has(id) && !entry.has(id) },
    ],
  };
}

const chunks = appChunks({
  entryModule: "/src/app/main.tsx",
  appModule: "/src/app/startApp.tsx",
  lateModules: ["/node_modules/react-dom/client.js"],
  formModule: "/src/app/formCode.ts",
  pagesModule: "/src/app/appPageLoaders.ts",
});

/**
 * The chunks every page has loaded before any chunk can import another: the entry's runtime and
 * shared ones. A lazy import's preload list need not name them again (the preload helper would
 * skip them anyway), which keeps their names out of the page's code. (Vite keeps stylesheets.)
 */
const loadedWithTheEntry = /(?:^|\/)(?:rolldown-runtime|shared)-[\w-]+\.js$/;

export default defineConfig(({ mode, command }) => ({
  resolve: {
    // Code of the stack's libraries that our use never reaches, kept out of the page: RJSF's
    // markdown descriptions (journey text is text), its URI resolution for `$ref` and its `allOf`
    // merging (answer schemas hold neither), and graphql-request's parsing of documents (ours are
    // strings). Each module says why it is safe. The URI resolver and the merger only in the build:
    // the dev server's studio compiles schemas with ajv itself, which resolves URIs with fast-uri.
    alias: [
      { find: /^markdown-to-jsx\/react$/, replacement: fileURLToPath(new URL("src/app/form/markdownAsText.tsx", import.meta.url)) },
      { find: /^graphql$/, replacement: fileURLToPath(new URL("src/api/graphqlWithoutParser.ts", import.meta.url)) },
      ...(command === "build"
        ? [
            { find: /^fast-uri$/, replacement: fileURLToPath(new URL("src/app/form/uriResolverWithoutRefs.ts", import.meta.url)) },
            {
              find: /^@x0k\/json-schema-merge(?:\/lib\/array)?$/,
              replacement: fileURLToPath(new URL("src/app/form/schemaMergeWithoutAllOf.ts", import.meta.url)),
            },
            // React Router's own production build: its package's exports name only its development
            // build, in any mode (remix-run/react-router#14102), and the page would run its dev warnings.
            {
              find: /^react-router$/,
              replacement: fileURLToPath(new URL("node_modules/react-router/dist/production/index.mjs", import.meta.url)),
            },
          ]
        : []),
    ],
  },
  plugins: [
    react(),
    journeysPlugin(),
    studioPlugin(),
    journeyPreloadPlugin(),
    brandMetaPlugin(),
    referenceDataPlugin(),
    staticChromePlugin(),
    chunks.plugin,
    compileHintsPlugin(),
  ],
  // The dev server finds the app's dependencies from its page alone (other pages, such as the
  // benchmark's, import modules only their own builds make), and the ajv runtime the generated
  // answer validators import is named, so none turns up late and reloads the page.
  optimizeDeps: {
    entries: ["index.html"],
    include: ["ajv/dist/runtime/ucs2length.js", "ajv/dist/runtime/equal.js", "ajv-formats/dist/formats.js"],
  },
  css: {
    postcss: { plugins: [usedGovukCss()] },
    // govuk-frontend's stylesheet still carries old IE hacks that the minifier would otherwise reject.
    lightningcss: { errorRecovery: true },
  },
  build: {
    modulePreload: {
      // Every browser the app supports preloads modules itself (baseline since 2023).
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === "js" ? deps.filter((dep) => !loadedWithTheEntry.test(dep)) : deps),
    },
    // Maps carry the whole source: none for production. Other builds (test) keep hidden ones (no
    // sourceMappingURL) for reading a stack trace by hand; the server never serves .map files.
    sourcemap: mode === "production" ? false : "hidden",
    rolldownOptions: {
      output: { codeSplitting: { groups: chunks.groups } },
    },
  },
}));
