/**
 * Bundles the server and its two worker threads with esbuild (installed with Vite) into
 * dist-server/, so `npm start` runs them with plain node: starting through tsx's on-the-fly
 * TypeScript transform, on the main thread and again in each worker, costs seconds.
 *
 * Packages are bundled too: resolving and loading a few hundred package modules one by one was
 * the largest part of a start. PGlite stays external (loaded from node_modules as usual), which
 * keeps it finding its wasm and data files. Each project module keeps its own `import.meta.url` written in as text,
 * because the server finds its migrations, fixtures, journeys and the repository root from it;
 * only the two worker URLs are pointed at the bundled workers next to the bundled main.
 *
 * Plain JavaScript on purpose: this file is what runs before any TypeScript can.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as esbuild from "esbuild";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = resolve(ROOT, "dist-server");

/** The tsx-registering worker launchers the sources name, and the bundled worker each stands for. */
const WORKERS = { "validationThread.mjs": "validationWorker.mjs", "pgliteThread.mjs": "pgliteWorker.mjs" };
const WORKER_URL = /new URL\("\.\/(\w+\.mjs)", import\.meta\.url\)/g;
const KEEP = "__bundleImportMetaUrl__";
/** Replaced by the bundle's content hash once it is built: the server's disk caches are kept per build. */
const BUILD_ID = "__quoteServerBuildId__";
/**
 * First lines of every bundled file: a `require` for the CommonJS packages bundled into an ES
 * module, and the build's name (read by server/serverBuild.ts).
 */
const BANNER = [
  'import { createRequire as bundleCreateRequire } from "node:module";',
  "const require = bundleCreateRequire(import.meta.url);",
  `globalThis.quoteServerBuild = "${BUILD_ID}";`,
].join("\n");

const ownFiles = {
  name: "own-files",
  setup(build) {
    build.onLoad({ filter: /\.[cm]?ts$/ }, ({ path }) => {
      if (path.split(/[\\/]/).includes("node_modules")) return undefined;
      const values = { url: pathToFileURL(path).href, dirname: dirname(path), filename: path };
      const contents = readFileSync(path, "utf8")
        .replace(WORKER_URL, (whole, file) => (WORKERS[file] ? `new URL(${JSON.stringify(`./${WORKERS[file]}`)}, ${KEEP})` : whole))
        .replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, key) => JSON.stringify(values[key]))
        .replaceAll(KEEP, "import.meta.url");
      return { contents, loader: "ts" };
    });
  },
};

/** esbuild's options for the server bundle, into outDir. */
function bundleOptions(outDir) {
  return {
    absWorkingDir: ROOT,
    entryPoints: {
      main: "server/main.ts",
      validationWorker: "server/validation/validationWorker.ts",
      pgliteWorker: "server/db/pgliteWorker.ts",
    },
    outdir: outDir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    // vite serves `--dev` only, which runs from source.
    external: ["@electric-sql/pglite", "vite"],
    banner: { js: BANNER },
    write: false,
    platform: "node",
    format: "esm",
    target: `node${process.versions.node.split(".")[0]}`,
    logLevel: "error",
    plugins: [ownFiles],
  };
}

/** The server bundle in memory: the files it is made of (repository-relative) and the code of each bundled file (for the studio's bundle test). */
export async function serverBundleContents() {
  const { metafile, outputFiles } = await esbuild.build({ ...bundleOptions(OUT_DIR), metafile: true });
  return { inputs: Object.keys(metafile.inputs), outputs: outputFiles.map((file) => ({ path: file.path, text: file.text })) };
}

/** The packages the server bundle holds or, for the external ones, imports (for the dependency test). */
export async function serverBundlePackages() {
  const { metafile } = await esbuild.build({ ...bundleOptions(OUT_DIR), metafile: true });
  const packageOf = (path) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];
  const bundled = Object.keys(metafile.inputs).map(packageOf);
  const imported = Object.values(metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external).map((i) => i.path));
  return [...new Set([...bundled, ...imported].filter(Boolean))].sort();
}

/** Builds into outDir (default dist-server/) and returns it. */
export async function buildServer(outDir = OUT_DIR) {
  const { outputFiles } = await esbuild.build(bundleOptions(outDir));
  const hash = createHash("sha256");
  for (const file of outputFiles) hash.update(file.contents);
  const build = hash.digest("hex").slice(0, 20);
  mkdirSync(outDir, { recursive: true });
  for (const file of outputFiles) writeFileSync(file.path, file.text.replace(BUILD_ID, build));
  return outDir;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServer();
