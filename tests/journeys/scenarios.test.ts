/**
 * Every scenario file under journeys/<product>/scenarios/ and journeys/common/scenarios/, one test
 * per scenario and per rule case (a shared case once per product). A failure shows the recorded expectation against what the journeys give now; when the
 * change was intended, `npm run scenarios -- --update` re-records it (journeys/SCENARIOS.md).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import { JOURNEYS_DIR } from "../../server/journeys/readJourneys.ts";
import { findScenarioFiles, scenarioChecks } from "../../tools/journeys/scenarios/index.ts";
import { canonicalJson } from "../../tools/lint/canonicalJson.ts";

const files = findScenarioFiles(JOURNEYS_DIR);
const checks = scenarioChecks(JOURNEYS_DIR);

describe("scenario files", () => {
  const validate = new Ajv({ allErrors: true }).compile(JSON.parse(readFileSync(join(JOURNEYS_DIR, "scenario.schema.json"), "utf8")));

  it.each(files.map((f) => [f.file, f] as const))("%s follows journeys/scenario.schema.json, names it, is laid out canonically, and names each test once", (_, found) => {
    expect(validate(found.content), JSON.stringify(validate.errors)).toBe(true);
    expect(readFileSync(join(JOURNEYS_DIR, found.file), "utf8") === canonicalJson(found.content), "not in the canonical layout: run npm run format:journeys").toBe(true);
    expect(found.content.$schema).toBe("../../scenario.schema.json");
    const titles = checks.filter((c) => c.file === found.file).map((c) => c.title);
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
  });
});

for (const file of new Set(checks.map((c) => c.file))) {
  describe(file, () => {
    it.each(checks.filter((c) => c.file === file).map((c) => [c.title, c] as const))("%s", (_, check) => {
      expect(check.expected, "not recorded yet: run npm run scenarios -- --update").toBeDefined();
      expect(check.actual()).toEqual(check.expected);
    });
  });
}
