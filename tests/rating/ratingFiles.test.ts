import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Ajv from "ajv";
import { afterEach, describe, expect, it } from "vitest";
import { JOURNEYS_DIR } from "../../server/journeys/readJourneys.ts";
import { ratingInputNames } from "../../server/rating/inputs.ts";
import { loadRatingFiles } from "../../server/rating/ratingFiles.ts";
import { RATING_SCHEMA_PATH } from "../../server/rating/ratingSchema.ts";

const schema = JSON.parse(readFileSync(RATING_SCHEMA_PATH, "utf8"));
const LINT_CASES = join(import.meta.dirname, "../fixtures/rating/lint");

describe("rating.schema.json", () => {
  it("compiles with ajv in strict mode", () => {
    expect(() => new Ajv({ strict: true }).compile(schema)).not.toThrow();
  });

  it("offers exactly the rating inputs for `input`, so editors autocomplete them", () => {
    expect(schema.$defs.inputName.enum).toEqual(ratingInputNames);
  });
});

describe("loadRatingFiles", () => {
  let copy: string | undefined;
  afterEach(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
    copy = undefined;
  });

  it("serves each product's file, and nothing for other names", () => {
    const catalogue = loadRatingFiles();
    expect(catalogue.file("car")?.package).toBe("TELEMATICS_NEW_DRIVER");
    expect(catalogue.file("nope")).toBeUndefined();
  });

  it("throws, listing every problem by file, when a file is missing or wrong", () => {
    copy = mkdtempSync(join(tmpdir(), "rating-files-"));
    cpSync(JOURNEYS_DIR, copy, { recursive: true });
    rmSync(join(copy, "van/rating.json"));
    const older = JSON.parse(readFileSync(join(copy, "older/rating.json"), "utf8"));
    older.basePremium = "cheap";
    older.factors[0].bands[1].from = 20; // overlaps 17-24
    writeFileSync(join(copy, "older/rating.json"), JSON.stringify(older));
    writeFileSync(join(copy, "ppm/rating.json"), "{");
    let message = "";
    try {
      loadRatingFiles(copy);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("Rating files have problems:");
    expect(message).toMatch(/older\/rating\.json: \/basePremium must be integer/);
    expect(message).toMatch(/ppm\/rating\.json: not valid JSON/);
    expect(message).toMatch(/van\/rating\.json: missing: every product needs a rating file/);
    expect(message).toContain("(run npm run lint:journeys)");
  });

  it("refuses a schema-valid file that fails the cross-checks", () => {
    expect(() => loadRatingFiles(join(LINT_CASES, "band-overlap"))).toThrow(
      /car\/rating\.json: factors\[0\] "driverAge"\.bands\[1\]: from 24 overlaps/,
    );
    expect(() => loadRatingFiles(join(LINT_CASES, "unknown-operator"))).toThrow(/unknown JsonLogic operator "ageAt"/);
  });
});
