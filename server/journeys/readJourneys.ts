/** Loads every product journey from disk (Node only): used by the Vite plugin, server, CLI and tests. */
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadJourney, type LoadResult } from "../../src/engine/index.ts";
import { loadWithCache, type LoadCache } from "./cache/cachedLoad.ts";

/**
 * The journeys folder: the project's own, or the one the JOURNEYS_DIR environment variable names
 * (the studio's browser tests serve a scratch copy they edit).
 */
export const JOURNEYS_DIR = resolve(process.env.JOURNEYS_DIR || resolve(import.meta.dirname, "../../journeys"));

/** Reads a JSON file, saying which file and where when it does not parse. */
export function readJsonFile(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    throw new Error(`cannot read ${path}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`not valid JSON: ${(error as Error).message}`);
  }
}

/** Product folders: every folder of `root` holding a manifest.json. */
export function productIds(root = JOURNEYS_DIR): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, d.name, "manifest.json")))
    .map((d) => d.name)
    .sort();
}

/**
 * Loads each product; file names in results are relative to `root` for readable messages. With a
 * `cache`, an unchanged product's load is read back from disk instead.
 */
export function loadAllJourneys(root = JOURNEYS_DIR, cache?: LoadCache): Record<string, LoadResult> {
  const results: Record<string, LoadResult> = {};
  // Products share most files: read and parse each once.
  const parsed = new Map<string, unknown>();
  const read = (file: string) => {
    if (!parsed.has(file)) parsed.set(file, readJsonFile(join(root, file)));
    return parsed.get(file);
  };
  for (const id of productIds(root)) {
    const manifest = `${id}/manifest.json`;
    const load = () => loadJourney(manifest, read);
    results[id] = cache ? loadWithCache(root, manifest, load, cache) : load();
  }
  return results;
}
