import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintJourneys, type LintOptions } from "../../tools/lint/index.ts";
import { displayPath, isError, REPO_ROOT } from "../../tools/lint/problem.ts";
import { matching } from "./expectedProblem.ts";
import { DEFECTS, FEATURES } from "./fixtureCases.ts";

const FIXTURES = join(REPO_ROOT, "tests/fixtures/journeys");
/** Fixture name lists stand in for the renderer's and the server's, so cases do not move with them. */
const REGISTRIES: LintOptions = {
  widgetNamesFile: join(FIXTURES, "_registries/widgetNames.json"),
  referenceDataFile: join(FIXTURES, "_registries/referenceData.json"),
};

const lintCase = (name: string) => lintJourneys(join(FIXTURES, name), REGISTRIES);
const errorsOf = (name: string) => lintCase(name).filter(isError);

describe("lintJourneys on fixtures", () => {
  it("reports nothing at all for the clean fixture", () => {
    expect(lintCase("clean")).toEqual([]);
  });

  it.each(Object.entries(DEFECTS))("%s: reports exactly that defect", (name, expected) => {
    const folder = displayPath(join(FIXTURES, name));
    expect(errorsOf(name)).toEqual(expected.map((one) => matching(folder, one)));
  });

  it.each(FEATURES)("%s: lints without errors", (name) => {
    expect(errorsOf(name)).toEqual([]);
  });

  it("has a table row for every fixture folder", () => {
    const folders = readdirSync(FIXTURES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith("_"))
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual(["clean", ...Object.keys(DEFECTS), ...FEATURES].sort());
  });

  it("warns, not fails, when a name list is missing", () => {
    const problems = lintJourneys(join(FIXTURES, "dead-end"), { ...REGISTRIES, widgetNamesFile: join(FIXTURES, "_registries/none.json") });
    expect(problems).toContainEqual({
      file: "tests/fixtures/journeys/_registries/none.json",
      message: "not found; widget names not checked",
      severity: "warning",
    });
  });

  it("skips cross-file checks for a product whose files fail the schema", () => {
    expect(lintCase("schema-typo")).toContainEqual(
      expect.objectContaining({
        file: "tests/fixtures/journeys/schema-typo/car/manifest.json",
        severity: "warning",
        message: expect.stringContaining('cross-file checks for "car" skipped'),
      }),
    );
  });
});
