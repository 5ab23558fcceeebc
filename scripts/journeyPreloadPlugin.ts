/**
 * Vite plugin: a returning user's journey is asked for as the page starts, not once the entry has run.
 *
 * The entry finds the product in the stored draft and only then asks for its journey, after its own
 * code has downloaded and run. A tiny async script, loaded beside the entry, reads the same stored
 * product and adds a modulepreload for that journey's chunk, so the journey downloads alongside the
 * app's code. It is a file, not an inline script, so the Content-Security-Policy stays 'self'. With
 * no stored product (a first visit) it does nothing: the entry asks for the journey it picks.
 */
import type { Plugin, Rolldown } from "vite";
import { STORAGE_KEY } from "../src/store/quoteStore.ts";
import { PRODUCT_PREFIX } from "./journeysPlugin.ts";

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
      const files: Record<string, string[]> = {};
      for (const chunk of chunks) {
        const product = chunk.facadeModuleId?.startsWith(`\0${PRODUCT_PREFIX}`) && chunk.facadeModuleId.slice(PRODUCT_PREFIX.length + 1);
        if (product) files[product] = [chunk.fileName, ...chunk.imports].map((file) => `${base}${file}`);
      }
      const reference = this.emitFile({ type: "asset", name: "journey-preload.js", source: journeyPreloadScript(STORAGE_KEY, files) });
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

/**
 * The script: the stored draft's product, then a modulepreload for each file of its journey (its
 * chunk and the chunks that imports). Unreadable storage or an unknown product: nothing.
 */
export function journeyPreloadScript(storageKey: string, filesByProduct: Record<string, string[]>): string {
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
  } catch {}
})();
`;
}
