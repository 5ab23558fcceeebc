// @vitest-environment jsdom
/**
 * The build's journey preload script: a modulepreload for each file of the stored product's
 * journey, and the request for the opened page's reference data, left for the entry; nothing else.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { journeyPreloadPlugin, journeyPreloadScript } from "../../tools/journeyPreloadPlugin.ts";
import { STORAGE_KEY } from "../../src/store/quoteStore.ts";
import { EARLY_REFERENCE_DATA, takeEarlyReferenceData } from "../../src/app/earlyReferenceData.ts";
import { csrfHeader } from "../../src/api/csrfHeader.ts";
import { PRODUCT_PREFIX } from "../../tools/journeysPlugin.ts";

const files = { car: ["/assets/car-1.js", "/assets/ucs2length-1.js"], van: ["/assets/van-1.js", "/assets/ucs2length-1.js"] };
const referenceData = {
  byProduct: {
    car: { "/history": ["licenceType"] },
    van: { "/vehicle": ["fuelType"], "/named/{index}/history": ["convictionType", "licenceType"] },
  },
  query: "query ReferenceData($lists: [String!]!) { referenceData(lists: $lists) { name } }",
  endpoint: "/graphql",
};
const run = () => new Function(journeyPreloadScript(STORAGE_KEY, files, referenceData))();
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")].map((link) => link.getAttribute("href"));
const store = (draft: unknown) => sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ state: { draft }, version: 1 }));
const fetchAnswering = (respond: () => Promise<Response>) => vi.fn((_url: string, _init: RequestInit) => respond());
const at = (pathname: string) => window.history.replaceState(null, "", pathname);

afterEach(() => {
  document.head.replaceChildren();
  sessionStorage.clear();
  delete (window as unknown as Record<string, unknown>)[EARLY_REFERENCE_DATA];
  vi.unstubAllGlobals();
  at("/");
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

describe("the early reference-data request", () => {
  it("asks for the opened page's lists in one query with the app's headers, and leaves it for the entry to take once", async () => {
    const fetch = fetchAnswering(async () => Response.json({ data: { referenceData: [] } }));
    vi.stubGlobal("fetch", fetch);
    store({ product: "van" });
    at("/vehicle");
    run();
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/graphql");
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({ "Content-Type": "application/json", [csrfHeader]: "1" });
    expect(JSON.parse(String(init.body))).toEqual({
      query: referenceData.query,
      operationName: "ReferenceData",
      variables: { lists: ["fuelType"] },
    });
    await expect(takeEarlyReferenceData(["fuelType"])).resolves.toEqual({ data: { referenceData: [] } });
    expect(takeEarlyReferenceData(["fuelType"])).toBeUndefined();
  });

  it("is taken by a look for the page's lists alone: a look for other lists gets nothing and takes it too", () => {
    vi.stubGlobal(
      "fetch",
      fetchAnswering(async () => Response.json({ data: { referenceData: [] } })),
    );
    store({ product: "van" });
    at("/vehicle");
    run();
    expect(takeEarlyReferenceData(["licenceType"])).toBeUndefined();
    expect(takeEarlyReferenceData(["fuelType"])).toBeUndefined();
  });

  it("is not made when the entry has run first and looked (the script is async): the entry asked itself", () => {
    const fetch = fetchAnswering(async () => Response.json({ data: { referenceData: [] } }));
    vi.stubGlobal("fetch", fetch);
    store({ product: "van" });
    at("/vehicle");
    expect(takeEarlyReferenceData(["fuelType"])).toBeUndefined();
    run();
    expect(fetch).not.toHaveBeenCalled();
    expect(preloaded()).toEqual(["/assets/van-1.js", "/assets/ucs2length-1.js"]);
  });

  it("finds a named driver's page under its route with {index}", () => {
    const fetch = fetchAnswering(() => new Promise<Response>(() => {}));
    vi.stubGlobal("fetch", fetch);
    store({ product: "van" });
    at("/named/2/history");
    run();
    expect(JSON.parse(String(fetch.mock.calls[0][1].body)).variables).toEqual({ lists: ["convictionType", "licenceType"] });
  });

  it.each([
    ["an HTTP failure", () => Promise.resolve(new Response("Bad gateway", { status: 502 }))],
    ["the network down", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["an answer that is not JSON", () => Promise.resolve(new Response("<html>", { status: 200 }))],
  ])("answers undefined for %s, for the entry to ask again", async (_case, respond) => {
    vi.stubGlobal("fetch", fetchAnswering(respond));
    store({ product: "car" });
    at("/history");
    run();
    await expect(takeEarlyReferenceData(["licenceType"])).resolves.toBeUndefined();
  });

  it.each([
    ["a page that reads no lists", "car", "/vehicle"],
    ["no stored product", undefined, "/history"],
    ["a product the build does not have", "boat", "/history"],
  ])("asks for nothing on %s", (_case, product, pathname) => {
    const fetch = fetchAnswering(() => new Promise<Response>(() => {}));
    vi.stubGlobal("fetch", fetch);
    if (product) store({ product });
    at(pathname);
    run();
    expect(fetch).not.toHaveBeenCalled();
    expect(EARLY_REFERENCE_DATA in window).toBe(false);
  });
});

describe("journey preload plugin", () => {
  it("links the script straight after the title, async and at high priority, so that it is fetched with the page's first requests", () => {
    const plugin = journeyPreloadPlugin();
    (plugin.configResolved as (config: { base: string }) => void)({ base: "/" });
    const build = { emitFile: () => "reference", getFileName: () => "assets/journey-preload-1.js" };
    (plugin.generateBundle as unknown as (this: typeof build, options: unknown, bundle: unknown) => void).call(build, {}, {});
    const { handler } = plugin.transformIndexHtml as { handler: (html: string) => string };
    expect(handler('<head><title>Get a quote</title><script type="module" src="/assets/index.js"></script></head>')).toBe(
      '<head><title>Get a quote</title>\n    <script async fetchpriority="high" src="/assets/journey-preload-1.js"></script><script type="module" src="/assets/index.js"></script></head>',
    );
  });

  it("lists each journey's chunk and what it imports, but not the app's chunk nor the form's, which the entry asks for after its own code, nor what the entry imports, which index.html preloads", () => {
    const plugin = journeyPreloadPlugin();
    (plugin.configResolved as (config: { base: string }) => void)({ base: "/" });
    let source = "";
    const build = {
      emitFile: (asset: { source: string }) => ((source = asset.source), "reference"),
      getFileName: () => "assets/journey-preload-1.js",
    };
    const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], facadeModuleId?: string, isEntry = false) => ({
      type: "chunk",
      fileName,
      moduleIds,
      imports,
      facadeModuleId,
      isEntry,
    });
    const bundle = {
      "assets/index-1.js": chunk("assets/index-1.js", ["/repo/src/app/main.tsx"], ["assets/shared-1.js"], "/repo/src/app/main.tsx", true),
      "assets/shared-1.js": chunk("assets/shared-1.js", ["/repo/src/store/quoteStore.ts"], ["assets/runtime-1.js"]),
      "assets/runtime-1.js": chunk("assets/runtime-1.js", ["\0rolldown/runtime.js"]),
      "assets/ucs2length-1.js": chunk("assets/ucs2length-1.js", ["/repo/node_modules/ajv/dist/runtime/ucs2length.js"]),
      "assets/app-1.js": chunk("assets/app-1.js", ["/repo/src/app/startApp.tsx"], ["assets/shared-1.js"]),
      "assets/form-1.js": chunk(
        "assets/form-1.js",
        ["/repo/src/app/formCode.ts", "/repo/node_modules/ajv/dist/runtime/equal.js"],
        ["assets/app-1.js"],
      ),
      "assets/van-1.js": chunk(
        "assets/van-1.js",
        [`\0${PRODUCT_PREFIX}van`],
        ["assets/runtime-1.js", "assets/shared-1.js", "assets/ucs2length-1.js", "assets/form-1.js", "assets/app-1.js"],
        `\0${PRODUCT_PREFIX}van`,
      ),
    };
    (plugin.generateBundle as unknown as (this: typeof build, options: unknown, bundle: unknown) => void).call(build, {}, bundle);
    store({ product: "van" });
    new Function(source)();
    expect(preloaded()).toEqual(["/assets/van-1.js", "/assets/ucs2length-1.js"]);
  });
});
