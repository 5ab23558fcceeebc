/**
 * Vite plugin: a returning user's journey, and the opened page's reference data, are asked for as
 * the page starts, not once the entry has run.
 *
 * The entry finds the product in the stored draft and only then asks for its journey and the page's
 * lists, after its own code has downloaded and run. A tiny async script, loaded beside the entry,
 * reads the same stored product, adds a modulepreload for that journey's chunk, so the journey
 * downloads alongside the entry's code, and asks the server for the lists the opened page reads, for
 * the entry to take over (src/app/earlyReferenceData.ts). It is a file, not an inline script, so the
 * Content-Security-Policy stays 'self'. With no stored product (a first visit) it does nothing: the
 * entry asks for the journey it picks.
 */
import type { Plugin, Rolldown } from "vite";
import { STORAGE_KEY } from "../src/store/quoteStore.ts";
import { EARLY_REFERENCE_DATA, listsAt } from "../src/app/earlyReferenceData.ts";
import { graphqlHeaders, operationNameOf } from "../src/api/graphqlRequest.ts";
import { ReferenceDataDocument } from "../src/api/generated/graphql.ts";
import { PRODUCT_PREFIX } from "./journeysPlugin.ts";
import { referenceDataByProduct } from "./referenceDataByProduct.ts";
import { minifiedScript } from "./minifiedScript.ts";

/** The script's file name, before the build's hash. */
export const JOURNEY_PRELOAD_FILE = "journey-preload.js";

/** The module the entry imports to start the app, and the form's code, which a journey's chunk imports. */
const APP_MODULE = "/src/app/startApp.tsx";
const FORM_MODULE = "/src/app/formCode.ts";

export function journeyPreloadPlugin(): Plugin {
  let base = "/";
  let script: string | undefined;
  return {
    name: "journey-preload",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    // Runs before Vite writes index.html (whose tags come from transformIndexHtml below).
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === "chunk");
      // Not the app's own chunk nor the form's, which a journey imports too (97 and 52 KB gzip): the
      // entry asks for them with the journey, after its own code (src/app/main.tsx). Asked for here,
      // at the page's start, they share the static top's bandwidth: Lighthouse's first paint on
      // /driver-personal came some 350 ms later with the form's chunk in this list than without.
      const chunkOf = (module: string) =>
        chunks.find((chunk) => chunk.moduleIds.some((id) => id.replaceAll("\\", "/").endsWith(module)))?.fileName;
      const later = new Set([chunkOf(APP_MODULE), chunkOf(FORM_MODULE)]);
      // Nor what the entry loads (its chunk and their static imports, all the way down): index.html
      // preloads those already, and a link more for one only costs the page.
      const entry = staticallyLoaded(
        chunks.filter((chunk) => chunk.isEntry),
        bundle,
      );
      const files: Record<string, string[]> = {};
      for (const chunk of chunks) {
        const product = chunk.facadeModuleId?.startsWith(`\0${PRODUCT_PREFIX}`) && chunk.facadeModuleId.slice(PRODUCT_PREFIX.length + 1);
        if (product)
          files[product] = [chunk.fileName, ...chunk.imports.filter((file) => !later.has(file) && !entry.has(file))].map(
            (file) => `${base}${file}`,
          );
      }
      const source = minifiedScript(
        JOURNEY_PRELOAD_FILE,
        journeyPreloadScript(STORAGE_KEY, files, {
          byProduct: referenceDataByProduct(),
          query: String(ReferenceDataDocument),
          endpoint: `${base}graphql`,
        }),
      );
      const reference = this.emitFile({ type: "asset", name: JOURNEY_PRELOAD_FILE, source });
      script = this.getFileName(reference);
    },
    transformIndexHtml: {
      order: "post",
      // Straight after the title, and of high priority: an async script is otherwise fetched at low
      // priority, after the styles and the app's code, and its journey then comes last.
      handler(html) {
        if (!script) return html;
        if (!html.includes("</title>")) throw new Error("journey-preload: index.html has no <title>");
        return html.replace("</title>", `</title>\n    <script async fetchpriority="high" src="${base}${script}"></script>`);
      },
    },
  };
}

/** The chunks' files and those they import statically, transitively. */
function staticallyLoaded(chunks: Rolldown.OutputChunk[], bundle: Rolldown.OutputBundle): Set<string> {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    const output = bundle[file];
    if (output?.type === "chunk") output.imports.forEach(visit);
  };
  chunks.forEach((chunk) => visit(chunk.fileName));
  return loaded;
}

/** The opened page's reference data, for the script to ask for: each product's routes and lists, and the query. */
export interface PreloadReferenceData {
  byProduct: Record<string, Record<string, string[]>>;
  query: string;
  endpoint: string;
}

/**
 * The script: the stored draft's product, then a modulepreload for each file of its journey (its
 * chunk and the chunks that imports), and the request for the opened page's reference data, left
 * on the window for the entry, unless the entry has run first and asked itself. Unreadable storage
 * or an unknown product: nothing. A failed request answers undefined, and the entry asks again itself.
 */
export function journeyPreloadScript(
  storageKey: string,
  filesByProduct: Record<string, string[]>,
  referenceData: PreloadReferenceData,
): string {
  const request = { query: referenceData.query, operationName: operationNameOf(referenceData.query) };
  return `(() => {
  try {
    const product = JSON.parse(sessionStorage.getItem(${JSON.stringify(storageKey)}) || "null")?.state?.draft?.product;
    const files = ${JSON.stringify(filesByProduct)};
    for (const href of Object.hasOwn(files, product) ? files[product] : []) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    const routes = ${JSON.stringify(referenceData.byProduct)};
    const listsAt = ${listsAt.toString()};
    const lists = Object.hasOwn(routes, product) ? listsAt(routes[product], location.pathname) : undefined;
    // No lists to ask for, or the entry has run first and asked itself.
    if (!lists || window[${JSON.stringify(EARLY_REFERENCE_DATA)}] !== undefined) return;
    const body = JSON.stringify({ ...${JSON.stringify(request)}, variables: { lists } });
    const answer = fetch(${JSON.stringify(referenceData.endpoint)}, { method: "POST", headers: ${JSON.stringify(graphqlHeaders)}, body })
      .then((response) => (response.ok ? response.json() : undefined))
      .catch(() => undefined);
    window[${JSON.stringify(EARLY_REFERENCE_DATA)}] = { lists, answer };
  } catch {}
})();
`;
}
