/**
 * The suppression fixtures of the schema, duplicate and action checks: each holds a problem its
 * check reports and a `lint` suppression excusing it. Linting clean (no "excuses nothing" warning
 * either) proves both that the check fired and that the suppression silenced it.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintJourneys } from "../../tools/lint/index.ts";
import { REPO_ROOT } from "../../tools/lint/problem.ts";

const FIXTURES = join(REPO_ROOT, "tests/fixtures/journeys");
const REGISTRIES = {
  widgetNamesFile: join(FIXTURES, "_registries/widgetNames.json"),
  referenceDataFile: join(FIXTURES, "_registries/referenceData.json"),
};

describe("suppressions of the schema, duplicate and action checks", () => {
  it.each(["schema-suppressed", "dup-suppressed", "action-suppressed"])("%s: the suppression is used and nothing is left", (name) => {
    expect(lintJourneys(join(FIXTURES, name), REGISTRIES)).toEqual([]);
  });
});
