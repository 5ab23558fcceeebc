/**
 * The third analyst edit, JSON-only: a yes/no question "kept in a garage?" with a revealed, required
 * postcode and a sidebar line, added to the car page of a copy of journeys/ as journeys/README.md
 * shows it, plus the product versions and a line in the quote-request mapping. The linter accepts it
 * (and refused it before the mapping line), `npm run scenarios -- --update` re-records the scenarios
 * and they pass, and the page's diff is about 20 lines. The recorded whole quotes, which never answered
 * the question, stop at its page and `--update` lists them; once the files' shared drafts answer it
 * (JSON again), they reach the quote page as before, with the same request and one more sidebar line.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOURNEYS_DIR } from "../../server/journeys/readJourneys.ts";
import { findScenarioFiles, scenarioChecks } from "../../tools/journeys/scenarios/index.ts";
import type { ScenarioExpectation } from "../../tools/journeys/scenarios/format.ts";
import { canonicalJson } from "../../tools/lint/canonicalJson.ts";
import { lintJourneys, type Problem } from "../../tools/lint/index.ts";

/** "garage", or "garage2" once the journeys ask that question for real, so the question added is always new. */
const carPage = JSON.parse(readFileSync(join(JOURNEYS_DIR, "common/pages/vehicle-use.json"), "utf8")) as { fields: { name?: string }[] };
const suffix = carPage.fields.some((f) => f.name === "garage") ? "2" : "";
const name = `garage${suffix}`;

const garage = {
  name,
  label: `Is the car kept in a garage overnight?${suffix && ` (${suffix})`}`,
  widget: "radios",
  schema: { type: "boolean" },
  options: "yesNo",
  required: true,
  messages: { required: "Select if the car is kept in a garage overnight" },
  ui: { inline: true },
};
const garagePostcode = {
  include: "../fields/address.json#/postcode",
  name: `${name}Postcode`,
  label: "Garage postcode",
  visibleWhen: { "===": [{ var: `answers.${name}` }, true] },
};
const sidebarLine = { label: `Garage${suffix}`, text: `{${name}, select, true {Kept in a garage} false {Kept outside} other {}}` };
const CAR_FAMILY = ["car", "older", "convicted", "ppm"];

let workspace: string;
let root: string;
const errors = (problems: Problem[]) => problems.filter((p) => p.severity === "error").map((p) => `${p.file}: ${p.message}`);
const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8"));
const writeJson = (file: string, value: unknown) => writeFileSync(join(root, file), canonicalJson(value));

let addedLines = 0;
let withoutMapping: string[];
let update: ReturnType<typeof spawnSync>;
let answered: ReturnType<typeof spawnSync>;

/** Every whole quote's recorded expectation, by "file › scenario". */
function wholeQuotes(): Map<string, ScenarioExpectation> {
  const quotes = new Map<string, ScenarioExpectation>();
  for (const found of findScenarioFiles(root)) {
    for (const scenario of found.content.scenarios ?? []) if (scenario.expect) quotes.set(`${found.file} › ${scenario.name}`, scenario.expect);
  }
  return quotes;
}
let quotesBefore: Map<string, ScenarioExpectation>;
let quotesStopped: Map<string, ScenarioExpectation>;

beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), "add-question-"));
  root = join(workspace, "journeys");
  cpSync(JOURNEYS_DIR, root, { recursive: true });
  quotesBefore = wholeQuotes();

  const page = readJson("common/pages/vehicle-use.json");
  const at = page.fields.findIndex((f: { include?: string }) => f.include?.endsWith("#/overnightLocation")) + 1;
  page.fields.splice(at, 0, garage, garagePostcode);
  page.summary.push(sidebarLine);
  writeJson("common/pages/vehicle-use.json", page);
  for (const product of CAR_FAMILY) {
    const manifest = readJson(`${product}/manifest.json`);
    manifest.version = manifest.version.replace(/\.(\d+)\.\d+$/, (_: string, minor: string) => `.${Number(minor) + 1}.0`);
    writeJson(`${product}/manifest.json`, manifest);
  }
  const numstat = spawnSync("git", ["diff", "--no-index", "--numstat", join(JOURNEYS_DIR, "common/pages/vehicle-use.json"), join(root, "common/pages/vehicle-use.json")], { encoding: "utf8" });
  addedLines = Number(numstat.stdout.trim().split(/\s+/)[0]);

  withoutMapping = errors(lintJourneys(root));
  const mapping = readJson("common/quote-request.json");
  mapping.notSent.push({ answers: [`car.${name}`, `car.${name}Postcode`], why: "kept for the underwriter's notes; the quote request has no field for it" });
  writeJson("common/quote-request.json", mapping);

  const cwd = resolve(import.meta.dirname, "../..");
  const updateScenarios = () => spawnSync(process.execPath, ["--import", "tsx", "tools/scenarios.ts", "--update", "--root", root], { cwd, encoding: "utf8" });
  update = updateScenarios();
  quotesStopped = wholeQuotes();

  // The analyst's answer to the reminder: the shared drafts of the car-page products answer No.
  for (const found of findScenarioFiles(root)) {
    const drafts = Object.values(found.content.drafts ?? {}).filter((draft) => CAR_FAMILY.includes(String(draft.product)) && draft.car);
    if (drafts.length === 0) continue;
    for (const draft of drafts) (draft.car as Record<string, unknown>)[name] = false;
    writeJson(found.file, found.content);
  }
  answered = updateScenarios();
}, 300_000);

afterAll(() => rmSync(workspace, { recursive: true, force: true }));

describe("adding a yes/no question with a revealed postcode and a sidebar line", () => {
  it("takes about 20 lines on the page", () => {
    expect(addedLines, `${addedLines} lines added`).toBeGreaterThan(10);
    expect(addedLines).toBeLessThanOrEqual(22);
  });

  it("is refused by the linter until the answers are mapped to the quote request or marked as not sent", () => {
    expect(withoutMapping.join("\n")).toMatch(new RegExp(`\`${name}\`.*neither sent in the quote request nor listed as not sent`));
    expect(errors(lintJourneys(root))).toEqual([]);
  });

  it("needs only `npm run scenarios -- --update`, after which every scenario passes and records the new question", () => {
    expect(update.status, String(update.stderr)).toBe(0);
    const checks = scenarioChecks(root);
    expect(checks.filter((check) => !isDeepStrictEqual(check.actual(), check.expected)).map((c) => `${c.file} › ${c.title}`)).toEqual([]);
    const recorded = checks.map((check) => JSON.stringify(check.expected)).join("\n");
    expect(recorded).toContain(garage.messages.required);
  });

  it("stops the recorded quotes that never answered it at its page, and --update lists them", () => {
    const stopped = [...quotesStopped].filter(([, quote]) => quote.path.at(-1) === "vehicle-use");
    expect(stopped.length).toBeGreaterThan(0);
    for (const [, quote] of stopped) expect(quote.messages["vehicle-use"]).toEqual({ [name]: garage.messages.required });
    const quotedBefore = stopped.filter(([title]) => quotesBefore.get(title)?.path.at(-1) === "rate");
    expect(quotedBefore.length).toBeGreaterThan(0);
    expect(String(update.stdout)).toMatch(new RegExp(`${quotedBefore.length} whole quote\\(s\\) no longer reach the quote page`));
    for (const [title] of quotedBefore) expect(String(update.stdout)).toContain(`${title}: stops at vehicle-use`);
  });

  it("once the shared drafts answer it, every quote reaches the quote page as before, with the new sidebar line", () => {
    expect(answered.status, String(answered.stderr)).toBe(0);
    expect(String(answered.stdout)).not.toMatch(/no longer reach/);
    const after = wholeQuotes();
    expect([...after.keys()]).toEqual([...quotesBefore.keys()]);
    for (const [title, before] of quotesBefore) {
      const now = after.get(title)!;
      expect(now.path, title).toEqual(before.path);
      expect(now.quoteRequest, title).toEqual(before.quoteRequest);
      const added = now.summary.filter((line) => !before.summary.includes(line));
      expect(added, title).toEqual(now.path.includes("vehicle-use") && title.split("/")[0] !== "van" ? [`${sidebarLine.label}: Kept outside`] : []);
    }
  });
});
