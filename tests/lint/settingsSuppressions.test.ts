/** Suppressions on a manifest's limits and intro: they excuse their check there, and a stale one is reported. */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintJourneys } from "../../tools/lint/index.ts";
import { REPO_ROOT } from "../../tools/lint/problem.ts";

const FIXTURES = join(REPO_ROOT, "tests/fixtures/journeys");
const REGISTRIES = {
  widgetNamesFile: join(FIXTURES, "_registries/widgetNames.json"),
  referenceDataFile: join(FIXTURES, "_registries/referenceData.json"),
};
const settingsProblems = (name: string) =>
  lintJourneys(join(FIXTURES, name), REGISTRIES)
    .filter((p) => p.file.endsWith("car/manifest.json"))
    .map(({ severity, message }) => ({ severity, message }));

describe("suppressions on limits and intro", () => {
  it("silence the problem they excuse, with nothing left to say", () => {
    expect(settingsProblems("settings-limits-suppressed")).toEqual([]);
  });

  it("warn when they excuse nothing", () => {
    expect(settingsProblems("settings-unused-suppression")).toEqual([
      { severity: "warning", message: 'intro.lint: suppression "intro-duplicate" excuses nothing here; remove it' },
    ]);
  });

  it("sit where the problem's subject is: limits-order is about the manifest's limits object", () => {
    const [found] = lintJourneys(join(FIXTURES, "settings-limits-order"), REGISTRIES).filter((p) => p.check === "limits-order");
    expect(found.subject).toEqual(expect.objectContaining({ driverAge: { min: 76, max: 75 }, ncdMax: 9 }));
  });
});
