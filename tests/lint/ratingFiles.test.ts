import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { JOURNEYS_DIR } from "../../src/journeys/readJourneys.ts";
import { lintJourneys } from "../../scripts/lint/index.ts";
import { isJourneyFile } from "../../scripts/lint/journeyFiles.ts";
import { displayPath, isError, REPO_ROOT } from "../../scripts/lint/problem.ts";
import { lintRatingFiles } from "../../scripts/lint/ratingFiles.ts";
import { RATING_DEFECTS } from "./ratingFixtureCases.ts";

const FIXTURES = join(REPO_ROOT, "tests/fixtures/rating/lint");

describe("lintRatingFiles on fixtures", () => {
  it("reports nothing for the clean fixture (a literal two-key object and map's item var are fine)", () => {
    expect(lintRatingFiles(join(FIXTURES, "clean"), true)).toEqual([]);
  });

  it.each(Object.entries(RATING_DEFECTS))("%s: reports exactly that defect", (name, expected) => {
    const folder = displayPath(join(FIXTURES, name));
    const errors = lintRatingFiles(join(FIXTURES, name), true).filter(isError).map(({ file, message }) => ({ file, message }));
    expect(errors).toEqual(expected.map(({ file, message }) => ({ file: `${folder}/${file}`, message: expect.stringContaining(message) })));
  });

  it("has a table row for every fixture folder", () => {
    const folders = readdirSync(FIXTURES, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(folders.sort()).toEqual(["clean", ...Object.keys(RATING_DEFECTS)].sort());
  });

  it("does not require rating files unless asked", () => {
    expect(lintRatingFiles(join(FIXTURES, "missing-rating-file"), false)).toEqual([]);
  });
});

describe("rating files in lint:journeys", () => {
  it("are not journey files, so the journey schema and the unused-file check leave them alone", () => {
    expect(isJourneyFile("car/rating.json")).toBe(false);
    expect(isJourneyFile("rating.schema.json")).toBe(false);
    expect(isJourneyFile("car/manifest.json")).toBe(true);
  });

  it("are required for the app's journeys, and checked in any folder", () => {
    const copy = mkdtempSync(join(tmpdir(), "lint-rating-"));
    try {
      cpSync(JOURNEYS_DIR, copy, { recursive: true });
      rmSync(join(copy, "van/rating.json"));
      const missing = (options: { requireRatingFiles?: boolean }) =>
        lintJourneys(copy, options).filter((p) => isError(p) && p.message.startsWith("missing: every product needs a rating file"));
      expect(missing({ requireRatingFiles: true })).toEqual([expect.objectContaining({ file: expect.stringMatching(/van\/rating\.json$/) })]);
      expect(missing({})).toEqual([]);
      expect(lintJourneys(copy, {}).filter(isError)).toEqual([]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
