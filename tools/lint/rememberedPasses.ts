/**
 * Texts known to pass a check that depends on nothing but the text and the check itself (a schema,
 * the canonical layout), remembered on disk under a key naming that check's exact version. An
 * unchanged file then costs a hash instead of the check; the latest few thousand texts are kept.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { hashOf, store } from "../../server/journeys/cache/diskCache.ts";

const REMEMBERED = 4000;
const sets = new Map<string, Set<string>>();

export interface RememberedPasses {
  has(text: string): boolean;
  add(text: string): void;
}

/** `name` becomes the file name (`<name>.passed.json` in `cacheDir`): it must change with the check. */
export function rememberedPasses(name: string, cacheDir: string): RememberedPasses {
  const file = join(cacheDir, `${name}.passed.json`);
  const passed = sets.get(file) ?? sets.set(file, new Set(readPassed(file))).get(file)!;
  return {
    has: (text) => passed.has(hashOf(text)),
    add(text) {
      const hash = hashOf(text);
      if (passed.has(hash)) return;
      passed.add(hash);
      store(file, JSON.stringify([...passed].slice(-REMEMBERED)));
    },
  };
}

function readPassed(file: string): string[] {
  try {
    const hashes: unknown = JSON.parse(readFileSync(file, "utf8"));
    return Array.isArray(hashes) ? hashes.filter((hash): hash is string => typeof hash === "string") : [];
  } catch {
    return [];
  }
}
