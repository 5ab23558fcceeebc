/**
 * `npm run lint:journeys` runs tools/lintJourneys.ts through here, by plain node. Starting node
 * with tsx's on-the-fly TypeScript transform costs more than linting all five products, so the
 * linter is bundled by esbuild (installed with Vite) into node_modules/.cache/lint-journeys/ and
 * run from there; it is rebuilt only when one of the files it was built from changes (content
 * hashes, so an edited journey schema, check or engine file is always picked up). Packages are
 * bundled too; the build's name lets the linter keep each product's engine load between runs
 * (productCache.ts).
 *
 * Plain JavaScript on purpose: this file is what runs before any TypeScript can.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const ENTRY = "tools/lintJourneys.ts";
const CACHE_DIR = join(ROOT, "node_modules/.cache/lint-journeys");
/** What the last build read, and where its output is: `{ root, bundle, inputs: { path: hash } }`. */
const STAMP = join(CACHE_DIR, "cli.json");

const hashOf = (text) => createHash("sha256").update(text).digest("hex").slice(0, 20);

/** The bundle of the last build when none of its inputs changed since. */
function freshBundle() {
  try {
    const { root, bundle, inputs } = JSON.parse(readFileSync(STAMP, "utf8"));
    // The bundle has this checkout's paths written in: a moved checkout rebuilds.
    if (root !== ROOT) return undefined;
    for (const [path, hash] of Object.entries(inputs)) if (hashOf(readFileSync(join(ROOT, path))) !== hash) return undefined;
    return existsSync(join(CACHE_DIR, bundle)) ? join(CACHE_DIR, bundle) : undefined;
  } catch {
    return undefined;
  }
}

const isPackage = (path) => path.split(/[\\/]/).includes("node_modules");

/**
 * Reads the project's own files for esbuild, noting the hash of exactly what was bundled (a file
 * edited during the build is then seen as changed next time), and writes each module's own
 * `import.meta.url`/`dirname`/`filename` in as text: in one bundle they would all be the bundle's,
 * and the linter finds the repository and the journeys from them.
 */
const ownFiles = (hashes) => ({
  name: "own-files",
  setup(build) {
    build.onLoad({ filter: /\.([cm]?[jt]sx?|json)$/ }, ({ path }) => {
      if (isPackage(path)) return undefined;
      const source = readFileSync(path, "utf8");
      hashes[relative(ROOT, path).split(sep).join("/")] = hashOf(source);
      if (path.endsWith(".json")) return { contents: source, loader: "json" };
      const values = { url: pathToFileURL(path).href, dirname: dirname(path), filename: path };
      const contents = source.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, key) => JSON.stringify(values[key]));
      const loader = path.endsWith(".tsx") ? "tsx" : path.endsWith(".jsx") ? "jsx" : /\.[cm]?ts$/.test(path) ? "ts" : "js";
      return { contents, loader };
    });
  },
});

async function build() {
  const esbuild = await import("esbuild");
  // Packages are bundled too (loading all of date-fns costs more than the lint): they change with the lock file.
  const inputs = { "package-lock.json": hashOf(readFileSync(join(ROOT, "package-lock.json"))) };
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: [ENTRY],
    bundle: true,
    platform: "node",
    format: "esm",
    target: `node${process.versions.node.split(".")[0]}`,
    write: false,
    logLevel: "error",
    plugins: [ownFiles(inputs)],
  });
  const code = result.outputFiles[0].contents;
  const bundle = `cli-${hashOf(code)}.mjs`;
  mkdirSync(CACHE_DIR, { recursive: true });
  // Written aside and renamed, so a lint starting alongside never reads half a file.
  const write = (file, content) => {
    writeFileSync(`${file}.${process.pid}.tmp`, content);
    renameSync(`${file}.${process.pid}.tmp`, file);
  };
  write(join(CACHE_DIR, bundle), code);
  write(STAMP, JSON.stringify({ root: ROOT, bundle, inputs }));
  for (const old of readdirSync(CACHE_DIR)) if (/^cli-.*\.mjs$/.test(old) && old !== bundle) rmSync(join(CACHE_DIR, old), { force: true });
  return join(CACHE_DIR, bundle);
}

/** Runs a bundle, telling it which build it is (its products' loads are cached per build: productCache.ts). */
const run = (bundle) => {
  globalThis.lintJourneysBuild = bundle.slice(bundle.lastIndexOf("cli-"));
  return import(pathToFileURL(bundle).href);
};

const fresh = freshBundle();
try {
  await run(fresh ?? (await build()));
} catch (cause) {
  // A lint running alongside rebuilt and removed this bundle between the check and the import.
  if (fresh === undefined || cause?.code !== "ERR_MODULE_NOT_FOUND" || !String(cause.message).includes(fresh)) throw cause;
  await run(await build());
}
