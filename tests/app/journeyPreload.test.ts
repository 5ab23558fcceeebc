// @vitest-environment jsdom
/** The build's journey preload script: a modulepreload for each file of the stored product's journey, and nothing else. */
import { afterEach, describe, expect, it } from "vitest";
import { journeyPreloadPlugin, journeyPreloadScript } from "../../scripts/journeyPreloadPlugin.ts";
import { STORAGE_KEY } from "../../src/store/quoteStore.ts";

const files = { car: ["/assets/car-1.js", "/assets/ucs2length-1.js"], van: ["/assets/van-1.js", "/assets/ucs2length-1.js"] };
const run = () => new Function(journeyPreloadScript(STORAGE_KEY, files))();
const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")].map((link) => link.getAttribute("href"));
const store = (draft: unknown) => sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ state: { draft }, version: 1 }));

afterEach(() => {
  document.head.replaceChildren();
  sessionStorage.clear();
});

describe("journey preload script", () => {
  it("preloads the stored product's journey chunk and what it imports, as module scripts load them", () => {
    store({ product: "van" });
    run();
    expect(preloaded()).toEqual(["/assets/van-1.js", "/assets/ucs2length-1.js"]);
    expect(document.head.querySelector("link")!.crossOrigin).toBe("");
  });

  it.each([
    ["no stored draft", () => undefined],
    ["a draft without a product", () => store({ numberplate: "AB12 CDE" })],
    ["a product the build does not have", () => store({ product: "boat" })],
    ["a name from the object prototype", () => store({ product: "constructor" })],
    ["storage that is not JSON", () => sessionStorage.setItem(STORAGE_KEY, "{not json")],
  ])("preloads nothing, and throws nothing, for %s", (_case, arrange) => {
    arrange();
    expect(run).not.toThrow();
    expect(preloaded()).toEqual([]);
  });
});

describe("journey preload plugin", () => {
  it("links the script straight after the title, async and at high priority, so that it is fetched with the page's first requests", () => {
    const plugin = journeyPreloadPlugin();
    (plugin.configResolved as (config: { base: string }) => void)({ base: "/" });
    const build = { emitFile: () => "reference", getFileName: () => "assets/journey-preload-1.js" };
    (plugin.generateBundle as unknown as (this: typeof build, options: unknown, bundle: unknown) => void).call(build, {}, {});
    const { handler } = plugin.transformIndexHtml as { handler: (html: string) => string };
    expect(handler("<head><title>Get a quote</title><script type=\"module\" src=\"/assets/index.js\"></script></head>")).toBe(
      "<head><title>Get a quote</title>\n    <script async fetchpriority=\"high\" src=\"/assets/journey-preload-1.js\"></script><script type=\"module\" src=\"/assets/index.js\"></script></head>",
    );
  });
});
