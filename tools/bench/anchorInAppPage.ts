/**
 * An anchor's form inside the app's own page: the app's index.html (its static top, GOV.UK's
 * stylesheet, the head script) with the app's code taken out and the anchor's put in, the
 * anchor mounting where the app's page has its main. The harness's anchors are bare pages (no header,
 * no stylesheet, one script); served from this folder with the app's headers, an anchor pays what
 * the app's page costs any form on it, so ours against it compares the engines alone.
 */
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { JOURNEY_PRELOAD_FILE } from "../journeyPreloadPlugin.ts";

const MODULE_SCRIPT = /^\s*<script type="module"[^>]*><\/script>\n?/gm;
const MODULE_PRELOAD = /^\s*<link rel="modulepreload"[^>]*>\n?/gm;
/** The app's root and what the build put in it (the static top), up to the body's end. */
const APP_ROOT = /<div id="root">([\s\S]*)<\/div>(\s*<\/body>)/;

/** The page: the app's, less its code (its module scripts and preloads, the journey preload), with the anchor's scripts and root. */
export function pageAroundAnchor(appHtml: string, anchorHtml: string): string {
  const anchorScripts = [...anchorHtml.matchAll(MODULE_SCRIPT), ...anchorHtml.matchAll(MODULE_PRELOAD)].map((m) => m[0].trim());
  if (!anchorScripts.length) throw new Error("the anchor's page has no module script");
  if (!APP_ROOT.test(appHtml) || !appHtml.includes("</title>")) throw new Error("the app's page has no <title> or no root before </body>");
  const journeyPreload = new RegExp(`^\\s*<script[^>]*${JOURNEY_PRELOAD_FILE.replace(/\.js$/, "")}[^>]*></script>\\n?`, "gm");
  return appHtml
    .replace(MODULE_SCRIPT, "")
    .replace(MODULE_PRELOAD, "")
    .replace(journeyPreload, "")
    .replace("</title>", `</title>\n    ${anchorScripts.join("\n    ")}`)
    .replace(
      APP_ROOT,
      (_all, top: string, end: string) =>
        `<div>${top}</div><div class="govuk-width-container"><main class="govuk-main-wrapper" id="main-content"><div id="root"></div></main></div>${end}`,
    );
}

/** Writes `outDir`: the app's build (its styles, scripts and icon) with the anchor's files beside them, and the page around the anchor. */
export function composeAnchorInAppPage({ appDist, anchorDist, outDir }: { appDist: string; anchorDist: string; outDir: string }): string {
  cpSync(appDist, outDir, { recursive: true });
  const anchorAssets = join(anchorDist, "assets");
  for (const file of existsSync(anchorAssets) ? readdirSync(anchorAssets) : []) {
    // Hashed names: the same name would be another file, and the page would run the wrong one.
    if (existsSync(join(outDir, "assets", file))) throw new Error(`the anchor's ${file} is also one of the app's files`);
    cpSync(join(anchorAssets, file), join(outDir, "assets", file));
  }
  const page = pageAroundAnchor(readFileSync(join(appDist, "index.html"), "utf8"), readFileSync(join(anchorDist, "index.html"), "utf8"));
  writeFileSync(join(outDir, "index.html"), page);
  return outDir;
}
