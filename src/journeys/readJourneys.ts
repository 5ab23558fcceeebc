/** Loads every product journey from disk (Node only): used by the Vite plugin, server, CLI and tests. */
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadJourney, type LoadResult } from "../engine/index.ts";

export const JOURNEYS_DIR = resolve(import.meta.dirname, "../../journeys");

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

/** Loads each product; file names in results are relative to `root` for readable messages. */
export function loadAllJourneys(root = JOURNEYS_DIR): Record<string, LoadResult> {
  const results: Record<string, LoadResult> = {};
  // Products share most files: read and parse each once.
  const cache = new Map<string, unknown>();
  const read = (file: string) => {
    if (!cache.has(file)) cache.set(file, readJsonFile(join(root, file)));
    return cache.get(file);
  };
  for (const id of productIds(root)) {
    const result = loadJourney(`${id}/manifest.json`, read);
    results[id] = result;
  }
  return results;
}
