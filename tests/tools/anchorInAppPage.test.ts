// @vitest-environment jsdom
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { composeAnchorInAppPage, pageAroundAnchor } from "../../tools/bench/anchorInAppPage.ts";

/** The app's built index.html, in the shape the build writes it. */
const appPage = `<!doctype html>
<html lang="en-GB" class="govuk-template">
  <head>
    <title>Get a quote</title>
    <script src="/assets/static-page-A1.js"></script>
    <script async fetchpriority="high" src="/assets/journey-preload-B2.js"></script>
    <script type="module" crossorigin src="/assets/index-C3.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-D4.js">
    <link rel="stylesheet" crossorigin href="/assets/shared-E5.css">
  </head>
  <body class="govuk-template__body">
    <div id="root"><div class="app-static-chrome"><header class="govuk-header">Roadwise</header></div></div>
  </body>
</html>`;

/** A harness anchor's built index.html. */
const anchorPage = `<!doctype html>
<html lang="en">
  <head>
    <title>Driving history – handwritten</title>
    <script type="module" crossorigin src="/assets/index-F6.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("an anchor's form in the app's page", () => {
  it("keeps the app's page (its static top, stylesheet and head script) and runs the anchor's code instead of the app's", () => {
    const page = pageAroundAnchor(appPage, anchorPage);
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-F6.js"></script>');
    expect(page).toContain('<script src="/assets/static-page-A1.js"></script>');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/shared-E5.css">');
    expect(page).toContain("<title>Get a quote</title>");
    for (const appCode of ["index-C3.js", "shared-D4.js", "journey-preload-B2.js"]) expect(page).not.toContain(appCode);
    // The static top stays where it was, and the anchor mounts in an empty root in the page's main, after it.
    const document = new DOMParser().parseFromString(page, "text/html");
    expect(document.querySelectorAll("#root")).toHaveLength(1);
    expect(document.querySelector("main#main-content > #root")?.childNodes).toHaveLength(0);
    const header = document.querySelector("header.govuk-header")!;
    expect(header.closest("#root")).toBeNull();
    expect(header.compareDocumentPosition(document.querySelector("#root")!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("refuses an anchor with no module script, or an app page with no root", () => {
    expect(() => pageAroundAnchor(appPage, "<title>x</title><div id=root></div>")).toThrow(/no module script/);
    expect(() => pageAroundAnchor(appPage.replace('id="root"', 'id="app"'), anchorPage)).toThrow(/no root/);
  });

  it("writes the app's files and the anchor's beside them, and refuses a name both have", () => {
    const folder = (dir = mkdtempSync(join(tmpdir(), "anchor-in-app-page-")));
    const build = (name: string, page: string, assets: string[]) => {
      mkdirSync(join(folder, name, "assets"), { recursive: true });
      writeFileSync(join(folder, name, "index.html"), page);
      for (const asset of assets) writeFileSync(join(folder, name, "assets", asset), `/* ${name} */`);
      return join(folder, name);
    };
    const appDist = build("app", appPage, ["static-page-A1.js", "shared-E5.css", "index-C3.js"]);
    const anchorDist = build("anchor", anchorPage, ["index-F6.js"]);
    const outDir = composeAnchorInAppPage({ appDist, anchorDist, outDir: join(folder, "out") });
    expect(readFileSync(join(outDir, "index.html"), "utf8")).toBe(pageAroundAnchor(appPage, anchorPage));
    expect(readFileSync(join(outDir, "assets", "index-F6.js"), "utf8")).toBe("/* anchor */");
    expect(existsSync(join(outDir, "assets", "shared-E5.css"))).toBe(true);

    const clashing = build("clashing", anchorPage, ["index-C3.js"]);
    expect(() => composeAnchorInAppPage({ appDist, anchorDist: clashing, outDir: join(folder, "out2") })).toThrow(/index-C3\.js/);
  });
});
