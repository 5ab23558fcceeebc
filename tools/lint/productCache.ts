/**
 * Products' engine loads kept between lints (server/journeys/cache/cachedLoad.ts), when the linter runs
 * from its bundle: bundledCli.mjs names the build it runs, and an entry serves that build only.
 */
import { join } from "node:path";
import type { LoadResult } from "../../src/engine/index.ts";
import { loadWithCache as cachedLoad } from "../../server/journeys/cache/cachedLoad.ts";
import { VALIDATOR_CACHE_DIR } from "./cachedValidator.ts";
import { textOf } from "./jsonTexts.ts";

/** Set by tools/lint/bundledCli.mjs: the content hash of the bundle running. */
const build = (globalThis as { lintJourneysBuild?: string }).lintJourneysBuild;

export function loadWithCache(
  root: string,
  manifestPath: string,
  load: () => LoadResult,
  cacheDir = join(VALIDATOR_CACHE_DIR, "products"),
): LoadResult {
  return build === undefined ? load() : cachedLoad(root, manifestPath, load, { build, cacheDir, textOf });
}
