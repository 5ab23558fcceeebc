/**
 * A product's engine load (its resolved journey and load problems) kept between lints, when the
 * linter runs from its bundle (bundledCli.mjs names the build it runs): reused while that build and
 * the text of every file the load read, or tried to read, are unchanged. Resolving the five products
 * is the largest part of a lint the linter's own code does not do; a load result is plain JSON (no
 * shared objects, no undefined values), so it comes back exactly as the engine made it.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import type { LoadResult } from "../../src/engine/index.ts";
import { VALIDATOR_CACHE_DIR } from "./cachedValidator.ts";
import { hashOf, store } from "./rememberedPasses.ts";
import { textOf } from "./jsonTexts.ts";

/** Set by scripts/lint/bundledCli.mjs: the content hash of the bundle running. */
const build = (globalThis as { lintJourneysBuild?: string }).lintJourneysBuild;

/** Missing files count too: creating one an include named changes the load. */
const fileHash = (root: string, file: string) => (existsSync(join(root, file)) ? hashOf(textOf(join(root, file))) : "missing");

interface Entry {
  build: string;
  files: [string, string][];
  result: LoadResult;
}

export function loadWithCache(root: string, manifestPath: string, load: () => LoadResult, cacheDir = join(VALIDATOR_CACHE_DIR, "products")): LoadResult {
  if (build === undefined) return load();
  const entryFile = join(cacheDir, `${hashOf(`${resolve(root)}\u0000${manifestPath}`)}.json`);
  try {
    const entry = JSON.parse(readFileSync(entryFile, "utf8")) as Entry;
    if (entry.build === build && entry.files.every(([file, hash]) => fileHash(root, file) === hash)) return entry.result;
  } catch {
    // No entry yet, or one from an interrupted write: load.
  }
  const result = load();
  const entry: Entry = { build, files: result.files.map((file) => [file, fileHash(root, file)]), result };
  store(entryFile, JSON.stringify(entry));
  forgetOthersBeyond(KEPT, cacheDir, entryFile);
  return result;
}

/** Entries kept: every product of a few journeys folders; copies linted once (tests, reviews) go. */
const KEPT = 100;

function forgetOthersBeyond(kept: number, cacheDir: string, keep: string): void {
  try {
    const entries = readdirSync(cacheDir);
    if (entries.length <= kept) return;
    for (const name of entries) if (name !== basename(keep)) rmSync(join(cacheDir, name), { force: true });
  } catch {
    // Nothing could be stored (a read-only checkout): nothing to forget.
  }
}
