import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";

/**
 * What the built app the browser tests serve (dist-test/, from `npm run build:test`) holds, read
 * from its files. No page needed.
 */
const builtDir = resolve(process.env.E2E_STATIC_DIR ?? "dist-test");
const journeysDir = resolve("journeys");

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

/** What only a rating file holds: each product's package, and keys the journeys never use. */
function ratingMarkers(): string[] {
  const ratingFiles = readdirSync(journeysDir)
    .map((folder) => join(journeysDir, folder, "rating.json"))
    .filter((path) => existsSync(path));
  expect(ratingFiles.length, `no rating files under ${journeysDir}`).toBeGreaterThan(0);
  const packages = ratingFiles.map((path) => (JSON.parse(readFileSync(path, "utf8")) as { package: string }).package);
  return [...packages, "basePremium", "byPolicyholderAge"];
}

// Rating files (journeys/<product>/rating.json) are read by the server only: prices, factors and
// underwriting rules must never ship to the browser. Every file is searched for what only a rating
// file says.
test("the built app holds nothing from the rating files", () => {
  const files = existsSync(builtDir) ? filesUnder(builtDir) : [];
  expect(files.length, `no build in ${builtDir}: run npm run build:test`).toBeGreaterThan(0);
  const markers = ratingMarkers();
  const found: string[] = [];
  for (const file of files) {
    // Gzipped copies are the same content; the plain file is checked.
    if (file.endsWith(".gz") || file.endsWith(".br")) continue;
    const text = readFileSync(file, "latin1");
    for (const marker of markers) if (text.includes(marker)) found.push(`${file}: ${marker}`);
  }
  expect(found).toEqual([]);
});

test("every chunk starts with V8's compile hint, and its source map still lines up with it", () => {
  const assets = join(builtDir, "assets");
  // The head's two small scripts (journey preload, cookie choice) are files the build writes, not chunks.
  const chunks = readdirSync(assets).filter((file) => file.endsWith(".js") && !/^(?:journey-preload|static-page)-/.test(file));
  expect(chunks.length, `no chunks in ${assets}: run npm run build:test`).toBeGreaterThan(0);
  for (const chunk of chunks) {
    const code = readFileSync(join(assets, chunk), "utf8");
    expect(code.split("\n")[0], chunk).toBe("//# allFunctionsCalledOnLoad");
    const mapFile = join(assets, `${chunk}.map`);
    if (!existsSync(mapFile)) continue;
    // One group of mappings per line of code: the hint's line moved the rest down by one.
    const { mappings } = JSON.parse(readFileSync(mapFile, "utf8")) as { mappings: string };
    expect(mappings.split(";").length, chunk).toBe(code.split("\n").length);
  }
});

// The head's two scripts are files the build writes itself (not chunks, which the bundler
// minifies); they are minified as the chunks are. And no chunk carries Vite's modulepreload
// polyfill: every browser the app supports preloads modules itself.
test("the head's two small scripts are minified, and no chunk carries the modulepreload polyfill", () => {
  const assets = join(builtDir, "assets");
  const files = readdirSync(assets).filter((file) => file.endsWith(".js"));
  const scripts = files.filter((file) => /^(?:journey-preload|static-page)-/.test(file));
  expect(scripts).toHaveLength(2);
  // Its lines are the code's one and the reference-data query's, never an indented statement.
  for (const script of scripts)
    expect(readFileSync(join(assets, script), "utf8"), script).not.toMatch(/^\s+(?:const|let|var|for|if|try|return)\b/m);
  expect(
    files.filter((file) => readFileSync(join(assets, file), "utf8").includes('querySelectorAll(`link[rel="modulepreload"]`)')),
  ).toEqual([]);
});

/**
 * The packages a built chunk's code comes from, read off its source map. A chunk made only of
 * generated modules (a product's journey and validators, the bundler's runtime) has no map.
 */
function chunkPackages(chunkFile: string): Set<string> {
  const mapFile = `${chunkFile}.map`;
  if (!existsSync(mapFile)) return new Set();
  const { sources } = JSON.parse(readFileSync(mapFile, "utf8")) as { sources: string[] };
  return new Set(sources.flatMap((source) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1] ?? []));
}

/** The one chunk in the build whose file name starts with `name`. */
function chunkNamed(name: string): string {
  const files = readdirSync(join(builtDir, "assets")).filter((file) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(file));
  expect(files, `the ${name} chunk`).toHaveLength(1);
  return files[0];
}

/** The chunks a page at /history of the convicted-driver product loads: the page's own, the app's and the form's, then the product's journey. */
function historyRouteChunks(): string[] {
  const assets = join(builtDir, "assets");
  const html = readFileSync(join(builtDir, "index.html"), "utf8");
  const linked = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)]
    .map((m) => m[1])
    .filter((file) => !file.startsWith("journey-preload-"));
  // The entry imports the app's chunk once the page has been painted (src/app/main.tsx), and the
  // journey's chunk imports the form's.
  return [...linked, chunkNamed("app"), chunkNamed("form"), chunkNamed("convicted")].map((file) => join(assets, file));
}

// A page that shows no journey (an exit page) loads the entry's chunks and the app's, and its
// largest paint waits for them: none holds RJSF, its validator or the widgets (the form's chunk,
// which only a journey page loads, does).
test("the chunks every page loads hold nothing of RJSF: only the form's chunk does", () => {
  const assets = join(builtDir, "assets");
  const html = readFileSync(join(builtDir, "index.html"), "utf8");
  const linked = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  const everyPage = [...linked, chunkNamed("app")].map((file) => join(assets, file));
  const rjsf = ["@rjsf/core", "@rjsf/utils", "@rjsf/validator-ajv8", "ajv-formats"];
  expect(everyPage.flatMap((file) => [...chunkPackages(file)].filter((name) => rjsf.includes(name)))).toEqual([]);
  const form = chunkPackages(join(assets, chunkNamed("form")));
  expect(rjsf.filter((name) => !form.has(name))).toEqual([]);
  const widgets = (file: string) =>
    (JSON.parse(readFileSync(`${file}.map`, "utf8")) as { sources: string[] }).sources.filter((source) =>
      source.includes("renderer-widgets/"),
    );
  expect(widgets(join(assets, chunkNamed("form")))).toContainEqual(expect.stringMatching(/renderer-widgets\/RadiosWidget\.tsx$/));
});

test("React DOM's client is in the app's chunk alone: the app imports it as it starts, with no request of its own", () => {
  const assets = join(builtDir, "assets");
  const holding = readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .filter((file) => {
      const mapFile = join(assets, `${file}.map`);
      if (!existsSync(mapFile)) return false;
      const { sources } = JSON.parse(readFileSync(mapFile, "utf8")) as { sources: string[] };
      return sources.some((source) => source.endsWith("node_modules/react-dom/cjs/react-dom-client.production.js"));
    });
  expect(holding).toHaveLength(1);
  expect(holding[0]).toMatch(/^app-[\w-]+\.js$/);
});

test("every library in the built app is its production build: React Router's too, whose package names only its development build", () => {
  const assets = join(builtDir, "assets");
  const librarySources = readdirSync(assets)
    .filter((file) => file.endsWith(".js.map"))
    .flatMap((file) => (JSON.parse(readFileSync(join(assets, file), "utf8")) as { sources: string[] }).sources)
    .filter((source) => source.includes("node_modules/"));
  expect(librarySources.some((source) => source.includes("node_modules/react-router/dist/production/"))).toBe(true);
  expect(librarySources.filter((source) => /[/.-]development[/.]/.test(source))).toEqual([]);
});

test("nothing of Preact is in the built app", () => {
  const files = filesUnder(builtDir);
  // The code served names no Preact module; the source maps (whose library sources may mention it in comments) list none.
  const shipped = files.filter((file) => !file.endsWith(".map") && /\bpreact\b/i.test(readFileSync(file, "latin1")));
  const mapped = files.filter((file) => file.endsWith(".js") && chunkPackages(file).has("preact"));
  expect([...shipped, ...mapped]).toEqual([]);
});

// The entry has loaded the runtime and shared chunks before any chunk imports another lazily, so no
// lazy import's preload list names them (vite.config.ts, loadedWithTheEntry); each list still names
// the chunk it imports.
test("no lazy import's preload list names a chunk the entry has loaded already", () => {
  const assets = join(builtDir, "assets");
  const chunks = readdirSync(assets).filter((file) => file.endsWith(".js"));
  const lists = chunks.flatMap((file) => {
    const list = /__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/.exec(readFileSync(join(assets, file), "utf8"))?.[1];
    return list ? [{ file, deps: JSON.parse(list) as string[] }] : [];
  });
  // The entry's own list (the app's chunk) is among them, so the check reads a build that has lists.
  expect(lists.some(({ deps }) => deps.some((dep) => /\/app-[\w-]+\.js$/.test(dep)))).toBe(true);
  const named = lists.flatMap(({ file, deps }) =>
    deps.filter((dep) => /\/(?:rolldown-runtime|shared)-[\w-]+\.js$/.test(dep)).map((dep) => `${file}: ${dep}`),
  );
  expect(named).toEqual([]);
});

// Code of the stack's libraries our use never reaches stays out of the page (vite.config.ts's aliases):
// RJSF's markdown renderer (journey text is text), its URI resolver and allOf merger (answer schemas
// hold no $ref and no allOf), and graphql's parser and printer (documents are strings).
test("neither markdown-to-jsx, fast-uri, @x0k/json-schema-merge nor graphql's parser is in the built browser app", () => {
  const assets = join(builtDir, "assets");
  const chunks = readdirSync(assets).filter((file) => file.endsWith(".js"));
  expect(chunks.length, `no chunks in ${assets}: run npm run build:test`).toBeGreaterThan(0);
  const packages = new Set(chunks.flatMap((file) => [...chunkPackages(join(assets, file))]));
  expect(["markdown-to-jsx", "fast-uri", "@x0k/json-schema-merge", "graphql"].filter((name) => packages.has(name))).toEqual([]);
  // The stand-ins the aliases point at are there instead, so the check reads a build made with them.
  const sources = chunks.flatMap((file) =>
    existsSync(join(assets, `${file}.map`))
      ? (JSON.parse(readFileSync(join(assets, `${file}.map`), "utf8")) as { sources: string[] }).sources
      : [],
  );
  const standIns = /(?:markdownAsText\.tsx|uriResolverWithoutRefs\.ts|schemaMergeWithoutAllOf\.ts|graphqlWithoutParser\.ts)$/;
  expect(sources.filter((source) => standIns.test(source)).length).toBe(4);
});

// Every runtime dependency runs: in the browser app or in the server bundle, none installed for its
// types or for nothing. The stack's renderer, validator and client are in what /history loads.
test("every runtime dependency is in the built browser app or the server bundle, and /history loads React DOM, RJSF and graphql-request", async () => {
  const { dependencies } = JSON.parse(readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> };
  const assets = join(builtDir, "assets");
  const browser = new Set(
    readdirSync(assets)
      .filter((file) => file.endsWith(".js"))
      .flatMap((file) => [...chunkPackages(join(assets, file))]),
  );
  // The GOV.UK styles come as CSS, which says the version it was built from.
  const govukVersion = (JSON.parse(readFileSync("node_modules/govuk-frontend/package.json", "utf8")) as { version: string }).version;
  const css = readdirSync(assets)
    .filter((file) => file.endsWith(".css"))
    .map((file) => readFileSync(join(assets, file), "utf8"))
    .join("");
  if (new RegExp(`--govuk-frontend-version:\\s*"${govukVersion.replaceAll(".", "\\.")}"`).test(css)) browser.add("govuk-frontend");
  const { serverBundlePackages } = await import("../tools/buildServer.mjs");
  const server = new Set(await serverBundlePackages());
  expect(Object.keys(dependencies).filter((name) => !browser.has(name) && !server.has(name))).toEqual([]);

  const history = new Set(historyRouteChunks().flatMap((file) => [...chunkPackages(file)]));
  const stack = ["react", "react-dom", "@rjsf/core", "@rjsf/utils", "@rjsf/validator-ajv8", "graphql-request"];
  expect(stack.filter((name) => !history.has(name))).toEqual([]);
});
