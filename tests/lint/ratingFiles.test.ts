import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { JOURNEYS_DIR } from "../../server/journeys/readJourneys.ts";
import { lintJourneys } from "../../tools/lint/index.ts";
import { isJourneyFile } from "../../tools/lint/journeyFiles.ts";
import { displayPath, isError, REPO_ROOT } from "../../tools/lint/problem.ts";
import { lintRatingFiles } from "../../tools/lint/ratingFiles.ts";
import { RATING_DEFECTS } from "./ratingFixtureCases.ts";
import { matching } from "./expectedProblem.ts";

const FIXTURES = join(REPO_ROOT, "tests/fixtures/rating/lint");

describe("lintRatingFiles on fixtures", () => {
  it("reports nothing for the clean fixture (a literal two-key object and map's item var are fine)", () => {
    expect(lintRatingFiles(join(FIXTURES, "clean"), true)).toEqual([]);
  });

  it.each(Object.entries(RATING_DEFECTS))("%s: reports exactly that defect", (name, expected) => {
    const folder = displayPath(join(FIXTURES, name));
    const errors = lintRatingFiles(join(FIXTURES, name), true).filter(isError);
    expect(errors).toEqual(expected.map((one) => matching(folder, one)));
  });

  it("has a table row for every fixture folder", () => {
    const folders = readdirSync(FIXTURES, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
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

  it("are required for the app's journeys and a copy of them (a plain run and a run on a folder check as much), unless said otherwise", () => {
    const copy = mkdtempSync(join(tmpdir(), "lint-rating-"));
    try {
      cpSync(JOURNEYS_DIR, copy, { recursive: true });
      rmSync(join(copy, "van/rating.json"));
      const missing = (options: { requireRatingFiles?: boolean }) =>
        lintJourneys(copy, options).filter((p) => isError(p) && p.message.startsWith("missing: every product needs a rating file"));
      const vanMissing = [expect.objectContaining({ file: expect.stringMatching(/van\/rating\.json$/) })];
      expect(missing({ requireRatingFiles: true })).toEqual(vanMissing);
      expect(missing({})).toEqual(vanMissing);
      expect(missing({ requireRatingFiles: false })).toEqual([]);
      expect(lintJourneys(copy, { requireRatingFiles: false }).filter(isError)).toEqual([]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
