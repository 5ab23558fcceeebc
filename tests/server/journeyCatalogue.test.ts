import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createAppServer } from "../../server/app.ts";
import { loadJourneyCatalogue } from "../../server/domain/journeyCatalogue.ts";
import { JOURNEYS_DIR } from "../../server/journeys/readJourneys.ts";

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** A copy of journeys/ with one file replaced. */
function journeysWith(file: string, text: string): string {
  const dir = mkdtempSync(join(tmpdir(), "quote-journeys-"));
  tempDirs.push(dir);
  cpSync(JOURNEYS_DIR, dir, { recursive: true });
  writeFileSync(join(dir, file), text);
  return dir;
}

describe("journey catalogue", () => {
  it("loads every product folder with its version and one shared validator", () => {
    const catalogue = loadJourneyCatalogue();
    expect(catalogue.products).toEqual(expect.arrayContaining(["car", "convicted", "older", "van"]));
    for (const product of catalogue.products) {
      expect(catalogue.journey(product)!.version).toMatch(/^\d+\.\d+\.\d+/);
    }
    expect(catalogue.journey("bike")).toBeUndefined();
    expect(typeof catalogue.check).toBe("function");
  });

  it("refuses journeys that do not load, naming the file", () => {
    const root = journeysWith("common/pages/job.json", "{ not json");
    expect(() => loadJourneyCatalogue(root)).toThrow(/do not load[\s\S]*common\/pages\/job\.json: not valid JSON/);
  });

  it("stops the server from starting on a broken journey", { timeout: 60_000 }, async () => {
    const root = journeysWith("car/manifest.json", "[]");
    await expect(createAppServer({ port: 0, memory: true, journeysDir: root, log: () => undefined })).rejects.toThrow(
      /car\/manifest\.json: no version[\s\S]*car\/manifest\.json: startPage undefined is not one of its pages/,
    );
  });
});
