/**
 * The journeys as the studio shows them, read from disk now: every product loaded by the engine,
 * or the problems that kept it from loading (each placed in its file), with the states its
 * scenario files offer. Never throws on a broken journey: a product that does not load is one the
 * studio shows the problems of in place of its page.
 *
 * A save must show within a second, so a product is loaded again only when a file it read (or
 * one of its scenario files) changed since: editing a van page reloads the van alone.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { loadJourney, type LoadResult } from "../../src/engine/index.ts";
import { productIds, readJsonFile } from "../../server/journeys/readJourneys.ts";
import type { StudioProduct, StudioSnapshot } from "../../src/studio/studioModel.ts";
import { displayFile, placeJourneyProblem } from "./filePlaces.ts";
import { scenarioStates } from "./scenarioStates.ts";

interface Loaded {
  /** The journey files the product read. */
  files: string[];
  /** When each of those and each scenario file last changed. */
  stamp: string;
  product: StudioProduct;
}

/** Reads the studio's snapshot of `root` on each call, reusing what did not change. */
export function snapshotReader(root: string): () => StudioSnapshot {
  const loaded = new Map<string, Loaded>();
  return () => {
    const parsed = new Map<string, unknown>();
    const read = (file: string) => {
      if (!parsed.has(file)) parsed.set(file, readJsonFile(join(root, file)));
      return parsed.get(file);
    };
    const ids = productIds(root);
    for (const id of [...loaded.keys()]) if (!ids.includes(id)) loaded.delete(id);
    const products = ids.map((id) => {
      const known = loaded.get(id);
      if (known && known.stamp === stampOf(root, id, known.files)) return known.product;
      const result = loadJourney(`${id}/manifest.json`, read);
      const product = productOf(root, id, result);
      loaded.set(id, { files: result.files, stamp: stampOf(root, id, result.files), product });
      return product;
    });
    return { journeysDir: displayFile(root), products, routes: appRoutes(root) };
  };
}

function productOf(root: string, id: string, result: LoadResult): StudioProduct {
  const journey = result.problems.length === 0 ? result.journey : undefined;
  const { states, problems: stateProblems } = scenarioStates(root, id, journey);
  return {
    id,
    name: result.journey?.name ?? id,
    ...(journey ? { journey } : {}),
    problems: result.problems.map((problem) => placeJourneyProblem(root, problem)),
    states,
    stateProblems,
    files: result.files.map((file) => displayFile(join(root, file))),
  };
}

/** When each file a product depends on last changed: its journey files and the scenario folders it reads. */
function stampOf(root: string, product: string, files: string[]): string {
  const scenarioFolders = [product, "common"].map((folder) => join(folder, "scenarios"));
  const scenarioFiles = scenarioFolders.flatMap((folder) =>
    existsSync(join(root, folder)) ? readdirSync(join(root, folder)).map((name) => join(folder, name)) : [],
  );
  return [...files, ...scenarioFiles, "common/routes.json"]
    .map((file) => {
      try {
        const { mtimeMs, size } = statSync(join(root, file));
        return `${file}:${mtimeMs}:${size}`;
      } catch {
        return `${file}:gone`;
      }
    })
    .join("\n");
}

function appRoutes(root: string): StudioSnapshot["routes"] {
  try {
    return readJsonFile(join(root, "common/routes.json")) as StudioSnapshot["routes"];
  } catch {
    // The linter says why; the flow then shows the journey's own pages only.
    return {};
  }
}
