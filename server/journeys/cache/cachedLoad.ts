/**
 * A product's engine load (its resolved journey and load problems) kept between runs of one build
 * of the code that loads it: reused while that build and the text of every file the load read, or
 * tried to read, are unchanged. Resolving the five products takes hundreds of milliseconds; a load
 * result is plain JSON (no shared objects, no undefined values), so it comes back exactly as the
 * engine made it.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import type { LoadResult } from "../../../src/engine/index.ts";
import { hashOf, store } from "./diskCache.ts";

export interface LoadCache {
  /** Names the code doing the load (a bundle's content hash): another build never reuses an entry. */
  build: string;
  cacheDir: string;
  /** A file's text as this run reads it (the linter keeps the texts it has read). */
  textOf?: (path: string) => string;
}

interface Entry {
  build: string;
  files: [string, string][];
  result: LoadResult;
}

export function loadWithCache(root: string, manifestPath: string, load: () => LoadResult, cache: LoadCache): LoadResult {
  const textOf = cache.textOf ?? ((path: string) => readFileSync(path, "utf8"));
  // Missing files count too: creating one an include named changes the load.
  const fileHash = (file: string) => (existsSync(join(root, file)) ? hashOf(textOf(join(root, file))) : "missing");
  const entryFile = join(cache.cacheDir, `${hashOf(`${resolve(root)}\u0000${manifestPath}`)}.json`);
  try {
    const entry = JSON.parse(readFileSync(entryFile, "utf8")) as Entry;
    if (entry.build === cache.build && entry.files.every(([file, hash]) => fileHash(file) === hash)) return entry.result;
  } catch {
    // No entry yet, or one from an interrupted write: load.
  }
  const result = load();
  const entry: Entry = { build: cache.build, files: result.files.map((file) => [file, fileHash(file)]), result };
  store(entryFile, JSON.stringify(entry));
  forgetOthersBeyond(KEPT, cache.cacheDir, entryFile);
  return result;
}

/** Entries kept: every product of a few journeys folders; copies loaded once (tests, reviews) go. */
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
