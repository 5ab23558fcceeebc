/**
 * Vite plugin: the page paints its top, and on a few pages its words, before any script has run.
 *
 * Until the app's code (some 200 KiB) has downloaded and run, the page would be blank: on a slow
 * connection, seconds of nothing, and the cookie banner's words, the largest thing a first visit
 * shows, would come last. So the build renders the app's own PageTop (src/app/chrome/staticChrome.tsx, built for
 * Node beside the app and run here) into index.html's root: the cookie banner asking, the skip
 * link and the header. The app's first render replaces it with the same elements in the same place,
 * so nothing moves.
 *
 * On /timeout and /retrieve the page's own paragraph is larger than the banner's, so the root also
 * holds those pages' words (src/app/chrome/staticPages.tsx), hidden unless the head script chooses
 * one: the opened page's, for a visitor with nothing kept in the tab (staticPageChoice.ts).
 *
 * Someone who has chosen about cookies gets no banner from the app, so the one in the HTML must not
 * show either: the head script (tiny and blocking, and a file, so the Content-Security-Policy stays
 * 'self') reads the stored choice with the app's own function and marks the document, and the
 * app's stylesheet hides the static banner on a marked document.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { minifiedScript } from "./minifiedScript.ts";
import {
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  keepStaticBannerChoice,
  STATIC_BANNER_CHOICE,
  storedConsent,
} from "../src/app/consentRecord.ts";
import { STATIC_PAGE_ATTRIBUTE, staticPageOf, staticPagePaths } from "../src/app/chrome/staticPageChoice.ts";
import { STORAGE_KEY } from "../src/store/quoteStore.ts";

const ENTRIES = { staticChrome: "src/app/chrome/staticChrome.tsx", staticPages: "src/app/chrome/staticPages.tsx" };
/** The head script's file name, before the build's hash. */
export const STATIC_PAGE_SCRIPT_FILE = "static-page.js";
/** What the root holds before the app renders: the static top, in a box that adds nothing to the layout. */
export const STATIC_CHROME_CLASS = "app-static-chrome";
/** Set on <html> by the head script when a cookie choice is stored: the static banner hides. */
export const COOKIE_CHOICE_ATTRIBUTE = "data-cookie-choice";
const ROOT_ELEMENT = '<div id="root"></div>';

export function staticChromePlugin(): Plugin {
  let base = "/";
  let root = process.cwd();
  let script: string | undefined;
  return {
    name: "static-chrome",
    apply: "build",
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    generateBundle() {
      const reference = this.emitFile({
        type: "asset",
        name: STATIC_PAGE_SCRIPT_FILE,
        source: minifiedScript(STATIC_PAGE_SCRIPT_FILE, staticPageScript(staticPagePaths())),
      });
      script = this.getFileName(reference);
    },
    transformIndexHtml: {
      order: "post",
      async handler(html) {
        if (!script) return html;
        if (!html.includes(ROOT_ELEMENT) || !html.includes("</title>"))
          throw new Error(`static-chrome: index.html has no ${ROOT_ELEMENT} or <title>`);
        const { top, pages } = await renderStaticChrome(root, base);
        return html
          .replace("</title>", `</title>\n    <script src="${base}${script}"></script>`)
          .replace(ROOT_ELEMENT, `<div id="root"><div class="${STATIC_CHROME_CLASS}">${top}${pages}</div></div>`);
      },
    },
  };
}

/**
 * The head script: the stored cookie choice, read as the app reads it; a document with one is
 * marked. The static page to show, if any, chosen as staticPageOf says, from `paths` (each static
 * page's id by its path); the document is marked with its id. And a choice clicked on the static
 * banner before the app has started is kept, for the app's banner to make when it takes over
 * (CookieBanner): a click there is never lost.
 */
export function staticPageScript(paths: Record<string, string>): string {
  return `(() => {
  try {
    const storedConsent = ${storedConsent.toString()};
    if (storedConsent(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)}), ${CONSENT_VERSION})) {
      document.documentElement.setAttribute(${JSON.stringify(COOKIE_CHOICE_ATTRIBUTE)}, "");
    }
  } catch {}
  try {
    const staticPageOf = ${staticPageOf.toString()};
    const page = staticPageOf(location, sessionStorage.getItem(${JSON.stringify(STORAGE_KEY)}), ${JSON.stringify(paths)});
    if (page) document.documentElement.setAttribute(${JSON.stringify(STATIC_PAGE_ATTRIBUTE)}, page);
  } catch {}
  const keepStaticBannerChoice = ${keepStaticBannerChoice.toString()};
  keepStaticBannerChoice(document, window, ${JSON.stringify(STATIC_BANNER_CHOICE)}, ${JSON.stringify(`.${STATIC_CHROME_CLASS} button[value]`)});
})();
`;
}

/**
 * PageTop and the static pages as HTML: staticChrome.tsx and staticPages.tsx built for Node (the
 * logos are data: URLs made from their text, as in the app), then run.
 */
async function renderStaticChrome(root: string, base: string): Promise<{ top: string; pages: string }> {
  const outDir = join(root, "node_modules", ".tmp", "static-chrome");
  await build({
    configFile: false,
    root,
    base,
    // Its own output is of no interest; a failure still throws.
    logLevel: "error",
    plugins: [react()],
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      rolldownOptions: { input: ENTRIES, output: { entryFileNames: "[name].mjs" } },
    },
  });
  try {
    const load = <T>(name: keyof typeof ENTRIES) =>
      import(`${pathToFileURL(join(outDir, `${name}.mjs`)).href}?${Date.now()}`) as Promise<T>;
    const chrome = await load<{ staticChromeMarkup(): string }>("staticChrome");
    const pages = await load<{ staticPagesMarkup(): string }>("staticPages");
    return { top: chrome.staticChromeMarkup(), pages: pages.staticPagesMarkup() };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
