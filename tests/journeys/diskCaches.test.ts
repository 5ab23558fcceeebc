/** The server's caches between starts: resolved journeys per build, compiled answer validators per schema content. */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ResolvedJourney } from "../../src/engine/index.ts";
import { ajvCheck, cachedAjvCheck } from "../../server/journeys/ajvCheck.ts";
import { JOURNEYS_DIR, loadAllJourneys } from "../../server/journeys/readJourneys.ts";

const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), "disk-caches-"));
  folders.push(made);
  return made;
};
afterEach(() => folders.splice(0).forEach((made) => rmSync(made, { recursive: true, force: true })));

/** A copy of the real journeys, so a test can edit one of its files. */
function journeysCopy(): string {
  const root = join(folder(), "journeys");
  cpSync(JOURNEYS_DIR, root, { recursive: true });
  return root;
}

describe("loadAllJourneys with a load cache", () => {
  it("reads an unchanged product back exactly as the engine resolved it", () => {
    const root = journeysCopy();
    const cache = { build: "build-1", cacheDir: folder() };
    const fresh = loadAllJourneys(root, cache);
    expect(readdirSync(cache.cacheDir)).toHaveLength(Object.keys(fresh).length);
    // Marked entries show the second load came from the files, not from resolving again.
    for (const name of readdirSync(cache.cacheDir)) {
      const entry = JSON.parse(readFileSync(join(cache.cacheDir, name), "utf8"));
      entry.result.journey.marker = "from the cache";
      writeFileSync(join(cache.cacheDir, name), JSON.stringify(entry));
    }
    const again = loadAllJourneys(root, cache);
    expect((again.car.journey as unknown as { marker: string }).marker).toBe("from the cache");
    for (const result of Object.values(again)) delete (result.journey as unknown as { marker?: string }).marker;
    expect(again).toEqual(fresh);
    expect(again).toEqual(loadAllJourneys(root));
  });

  it("resolves again when a file the load read changes, or for another build", () => {
    const root = journeysCopy();
    const cache = { build: "build-1", cacheDir: folder() };
    loadAllJourneys(root, cache);
    const page = join(root, "common/pages/job.json");
    const edited = JSON.parse(readFileSync(page, "utf8"));
    edited.title = "An edited title";
    writeFileSync(page, JSON.stringify(edited));
    const titles = (journey: ResolvedJourney | undefined) => Object.values(journey!.pages).map((p) => p.title);
    expect(titles(loadAllJourneys(root, cache).car.journey)).toContain("An edited title");
    // Another build (other resolving code) never takes this build's entries.
    for (const name of readdirSync(cache.cacheDir)) {
      const entry = JSON.parse(readFileSync(join(cache.cacheDir, name), "utf8"));
      entry.result.journey.marker = "stale";
      writeFileSync(join(cache.cacheDir, name), JSON.stringify(entry));
    }
    expect((loadAllJourneys(root, { ...cache, build: "build-2" }).car.journey as unknown as { marker?: string }).marker).toBeUndefined();
  });
});

describe("cachedAjvCheck", () => {
  const loaded = loadAllJourneys();
  const journeys = Object.values(loaded).map((result) => result.journey!);
  const fields = Object.values(loaded.car.journey!.pages).flatMap((page) => page.fields);
  const samples: unknown[] = ["AB12 CDE", "", 12, -1, 3.5, true, null, [], {}, "2026-11-22", { day: 1 }];

  it("stores one module of compiled code and answers as a fresh compile does, stored or not", () => {
    const cacheDir = folder();
    const compiled = cachedAjvCheck(journeys, cacheDir);
    expect(readdirSync(cacheDir)).toEqual([expect.stringMatching(/^answer-validators-[0-9a-f]{20}\.cjs$/)]);
    const stored = cachedAjvCheck(journeys, cacheDir);
    const fresh = ajvCheck(journeys);
    for (const field of fields) {
      for (const value of samples) {
        expect(stored(field, value), `${field.name} ${JSON.stringify(value)}`).toEqual(fresh(field, value));
        expect(compiled(field, value)).toEqual(fresh(field, value));
      }
    }
  });
});
