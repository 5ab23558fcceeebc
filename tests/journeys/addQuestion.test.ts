/**
 * The third analyst edit, JSON-only: a yes/no question "kept in a garage?" with a revealed, required
 * postcode and a sidebar line, added to the car page of a copy of journeys/ as journeys/README.md
 * shows it, plus the product versions and a line in the quote-request mapping. The linter accepts it
 * (and refused it before the mapping line), `npm run scenarios -- --update` re-records the scenarios
 * and they pass, and the page's diff is about 20 lines.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOURNEYS_DIR } from "../../src/journeys/readJourneys.ts";
import { scenarioChecks } from "../../src/journeys/scenarios/index.ts";
import { canonicalJson } from "../../scripts/lint/canonicalJson.ts";
import { lintJourneys, type Problem } from "../../scripts/lint/index.ts";

const garage = {
  name: "garage",
  label: "Is the car kept in a garage overnight?",
  widget: "radios",
  schema: { type: "boolean" },
  options: "yesNo",
  required: true,
  messages: { required: "Select if the car is kept in a garage overnight" },
  ui: { inline: true },
};
const garagePostcode = {
  include: "../fields/address.json#/postcode",
  name: "garagePostcode",
  label: "Garage postcode",
  visibleWhen: { "===": [{ var: "answers.garage" }, true] },
};
const sidebarLine = { label: "Garage", text: "{garage, select, true {Kept in a garage} false {Kept outside} other {}}" };
const CAR_FAMILY = ["car", "older", "convicted", "ppm"];

let workspace: string;
let root: string;
const errors = (problems: Problem[]) => problems.filter((p) => p.severity === "error").map((p) => `${p.file}: ${p.message}`);
const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8"));
const writeJson = (file: string, value: unknown) => writeFileSync(join(root, file), canonicalJson(value));

let addedLines = 0;
let withoutMapping: string[];
let update: ReturnType<typeof spawnSync>;

beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), "add-question-"));
  root = join(workspace, "journeys");
  cpSync(JOURNEYS_DIR, root, { recursive: true });

  const page = readJson("common/pages/car.json");
  const at = page.fields.findIndex((f: { include?: string }) => f.include?.endsWith("#/overnightLocation")) + 1;
  page.fields.splice(at, 0, garage, garagePostcode);
  page.summary.push(sidebarLine);
  writeJson("common/pages/car.json", page);
  for (const product of CAR_FAMILY) {
    const manifest = readJson(`${product}/manifest.json`);
    manifest.version = manifest.version.replace(/\.(\d+)\.\d+$/, (_: string, minor: string) => `.${Number(minor) + 1}.0`);
    writeJson(`${product}/manifest.json`, manifest);
  }
  const numstat = spawnSync("git", ["diff", "--no-index", "--numstat", join(JOURNEYS_DIR, "common/pages/car.json"), join(root, "common/pages/car.json")], { encoding: "utf8" });
  addedLines = Number(numstat.stdout.trim().split(/\s+/)[0]);

  withoutMapping = errors(lintJourneys(root));
  const mapping = readJson("common/quote-request.json");
  mapping.notSent.push({ answers: ["car.garage", "car.garagePostcode"], why: "kept for the underwriter's notes; the quote request has no field for it" });
  writeJson("common/quote-request.json", mapping);

  const cwd = resolve(import.meta.dirname, "../..");
  update = spawnSync(process.execPath, ["--import", "tsx", "scripts/scenarios.ts", "--update", "--root", root], { cwd, encoding: "utf8" });
}, 240_000);

afterAll(() => rmSync(workspace, { recursive: true, force: true }));

describe("adding a yes/no question with a revealed postcode and a sidebar line", () => {
  it("takes about 20 lines on the page", () => {
    expect(addedLines, `${addedLines} lines added`).toBeGreaterThan(10);
    expect(addedLines).toBeLessThanOrEqual(22);
  });

  it("is refused by the linter until the answers are mapped to the quote request or marked as not sent", () => {
    expect(withoutMapping.join("\n")).toMatch(/`garage`.*neither sent in the quote request nor listed as not sent/);
    expect(errors(lintJourneys(root))).toEqual([]);
  });

  it("needs only `npm run scenarios -- --update`, after which every scenario passes and records the new question", () => {
    expect(update.status, String(update.stderr)).toBe(0);
    const checks = scenarioChecks(root);
    expect(checks.filter((check) => !isDeepStrictEqual(check.actual(), check.expected)).map((c) => `${c.file} › ${c.title}`)).toEqual([]);
    const recorded = checks.map((check) => JSON.stringify(check.expected)).join("\n");
    expect(recorded).toContain(garage.messages.required);
  });
});
