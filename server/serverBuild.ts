/**
 * Where the server keeps work between starts. Compiled schemas are keyed by their content, so they
 * are kept however the server runs; resolved journeys depend on the code that resolves them too, so
 * they are kept only by a bundle, which names its build (tools/buildServer.mjs). From source
 * (tests, `npm run dev`) the code can change under an unchanged file, so journeys are resolved afresh.
 */
import { join } from "node:path";
import type { LoadCache } from "./journeys/cache/cachedLoad.ts";
import { SERVER_CACHE_DIR } from "./journeys/cache/diskCache.ts";

export function journeyLoadCache(): LoadCache | undefined {
  const build = (globalThis as { quoteServerBuild?: string }).quoteServerBuild;
  return build ? { build, cacheDir: join(SERVER_CACHE_DIR, "products") } : undefined;
}
