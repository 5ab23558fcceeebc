/**
 * One side of a diff: every product journey resolved by the engine's own loader, plus the shared
 * texts (catalogues, route table). Files come through a port, so a git ref and the working tree
 * load the same way and a format change that desugars at load time compares as nothing.
 */
import { loadJourney, type LoadResult, type ReadJson, type ResolvedJourney } from "../../../src/engine/index.ts";

/** The engine's loader; a side read from an older ref may bring that ref's own. */
export type LoadJourney = (manifestPath: string, read: ReadJson) => LoadResult;

/** The files of one journeys folder: paths relative to it, posix style. */
export interface JourneyFiles {
  /** What this side is called in the report (`HEAD~5`, `working tree`). */
  label: string;
  list(): string[];
  /** Parsed JSON; throws with a readable message when the file is missing or not JSON. */
  read(path: string): unknown;
}

export interface JourneySet {
  label: string;
  products: Record<string, ResolvedJourney>;
  /** Shared text files by path (`common/catalogue/app.json`, `common/routes.json`). */
  texts: Record<string, unknown>;
  problems: { file: string; message: string }[];
}

const MANIFEST = /^([^/]+)\/manifest\.json$/;
const TEXT_FILE = /^common\/(catalogue\/[^/]+\.json|routes\.json)$/;

export function loadJourneySet(files: JourneyFiles, load: LoadJourney = loadJourney): JourneySet {
  const cache = new Map<string, unknown>();
  const read = (path: string) => {
    if (!cache.has(path)) cache.set(path, files.read(path));
    return cache.get(path);
  };
  const set: JourneySet = { label: files.label, products: {}, texts: {}, problems: [] };
  const paths = files.list().sort();
  for (const path of paths) {
    const id = MANIFEST.exec(path)?.[1];
    if (!id || id === "common") continue;
    const result = load(path, read);
    set.problems.push(...result.problems);
    if (result.journey) set.products[id] = result.journey;
  }
  for (const path of paths.filter((p) => TEXT_FILE.test(p))) {
    try {
      set.texts[path] = read(path);
    } catch (error) {
      set.problems.push({ file: path, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return set;
}
