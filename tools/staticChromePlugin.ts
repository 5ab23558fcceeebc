/**
 * Vite plugin: the page paints its top before any script has run.
 *
 * Until the app's code (some 200 KiB) has downloaded and run, the page would be blank: on a slow
 * connection, seconds of nothing, and the cookie banner's words, the largest thing a first visit
 * shows, would come last. So the build renders the app's own PageTop (src/app/chrome/staticChrome.tsx, built for
 * Node beside the app and run here) into index.html's root: the cookie banner asking, the skip
 * link and the header. The app's first render replaces it with the same elements in the same place,
 * so nothing moves.
 *
 * Someone who has chosen about cookies gets no banner from the app, so the one in the HTML must not
 * show either: a tiny blocking script in the head (a file, so the Content-Security-Policy stays
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

const ENTRY = "src/app/chrome/staticChrome.tsx";
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
        name: "cookie-choice.js",
        source: minifiedScript("cookie-choice.js", cookieChoiceScript()),
      });
      script = this.getFileName(reference);
    },
    transformIndexHtml: {
      order: "post",
      async handler(html) {
        if (!script) return html;
        if (!html.includes(ROOT_ELEMENT) || !html.includes("</title>"))
          throw new Error(`static-chrome: index.html has no ${ROOT_ELEMENT} or <title>`);
        const markup = await renderStaticChrome(root, base);
        return html
          .replace("</title>", `</title>\n    <script src="${base}${script}"></script>`)
          .replace(ROOT_ELEMENT, `<div id="root"><div class="${STATIC_CHROME_CLASS}">${markup}</div></div>`);
      },
    },
  };
}

/**
 * The script: the stored choice, read as the app reads it; a document with one is marked. And a
 * choice clicked on the static banner before the app has started is kept, for the app's banner to
 * make when it takes over (CookieBanner): a click there is never lost.
 */
export function cookieChoiceScript(): string {
  return `(() => {
  try {
    const storedConsent = ${storedConsent.toString()};
    if (storedConsent(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)}), ${CONSENT_VERSION})) {
      document.documentElement.setAttribute(${JSON.stringify(COOKIE_CHOICE_ATTRIBUTE)}, "");
    }
  } catch {}
  const keepStaticBannerChoice = ${keepStaticBannerChoice.toString()};
  keepStaticBannerChoice(document, window, ${JSON.stringify(STATIC_BANNER_CHOICE)}, ${JSON.stringify(`.${STATIC_CHROME_CLASS} button[value]`)});
})();
`;
}

/** PageTop as HTML: staticChrome.tsx built for Node (the logos are data: URLs made from their text, as in the app), then run. */
async function renderStaticChrome(root: string, base: string): Promise<string> {
  const outDir = join(root, "node_modules", ".tmp", "static-chrome");
  await build({
    configFile: false,
    root,
    base,
    // Its own output is of no interest; a failure still throws.
    logLevel: "error",
    plugins: [react()],
    build: {
      ssr: ENTRY,
      outDir,
      emptyOutDir: true,
      rolldownOptions: { output: { entryFileNames: "staticChrome.mjs" } },
    },
  });
  try {
    const built = (await import(`${pathToFileURL(join(outDir, "staticChrome.mjs")).href}?${Date.now()}`)) as {
      staticChromeMarkup(): string;
    };
    return built.staticChromeMarkup();
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
