/**
 * The edits an analyst makes are JSON-only: on a copy of journeys/, lower the older product's
 * NCD maximum by 5 (20 → 15 today) and reword the first-name message ("Enter name" today), then
 * `npm run scenarios -- --update` re-records the scenarios, they pass, and the recording changed
 * exactly where those edits show and nowhere else. The copy is recorded once before the edits, so
 * only the edits' own effect is compared. The values edited are read from the journeys, so this
 * test still holds after an analyst has made either edit for real.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOURNEYS_DIR, loadAllJourneys } from "../../server/journeys/readJourneys.ts";
import { findScenarioFiles, recordScenarios, scenarioChecks } from "../../tools/journeys/scenarios/index.ts";
import { flatten } from "../../tools/journeys/scenarios/replay.ts";
import { listJsonFiles } from "../../tools/lint/journeyFiles.ts";

const older = loadAllJourneys().older.journey!;
const car = loadAllJourneys().car.journey!;
const OLD_WORDING = String(car.pages["driver-personal"].fields.find((f) => f.name === "firstName")?.messages?.required);
const NEW_WORDING = `${OLD_WORDING}, as on your licence`;
const OLD_MAX = Number(older.limits.ncdMax);
const NEW_MAX = OLD_MAX - 5;
/** The older product's refusal above the maximum, with the maximum filled in. */
const tooMany = (max: number) => String(older.pages.final.fields.find((f) => f.name === "ncd")?.messages?.maximum).replace("{max}", String(max));

let workspace: string;
let root: string;

/** Every recorded leaf of every scenario file: "file › dotted path" → value. */
function recording(): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const found of findScenarioFiles(root)) {
    for (const [path, value] of Object.entries(flatten(found.content))) leaves.set(`${found.file} › ${path}`, value);
  }
  return leaves;
}

/** Replaces one exact piece of text in a journey file, as an analyst would in an editor. */
function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, "utf8");
  expect(text.split(from), `${file} holds ${from} once`).toHaveLength(2);
  writeFileSync(file, text.replace(from, to));
}

function runCli(...args: string[]) {
  const cwd = resolve(import.meta.dirname, "../..");
  return spawnSync(process.execPath, ["--import", "tsx", "tools/scenarios.ts", ...args], { cwd, encoding: "utf8" });
}

let before: Map<string, unknown>;
let failingAfterEdit: string[];
let update: ReturnType<typeof runCli>;

beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), "analyst-edits-"));
  root = join(workspace, "journeys");
  cpSync(JOURNEYS_DIR, root, { recursive: true });
  recordScenarios(root);
  before = recording();

  edit(join(root, "older/manifest.json"), `"ncdMax": ${OLD_MAX}`, `"ncdMax": ${NEW_MAX}`);
  const worded = listJsonFiles(root).filter((file) => !file.includes("/scenarios/") && readFileSync(join(root, file), "utf8").includes(`"${OLD_WORDING}"`));
  expect(worded, `one journey file says "${OLD_WORDING}"`).toHaveLength(1);
  edit(join(root, worded[0]), `"${OLD_WORDING}"`, `"${NEW_WORDING}"`);

  failingAfterEdit = scenarioChecks(root).filter((check) => !isDeepStrictEqual(check.actual(), check.expected)).map((check) => `${check.file} › ${check.title}`);
  update = runCli("--update", "--root", root);
}, 180_000);

afterAll(() => rmSync(workspace, { recursive: true, force: true }));

describe("analyst edits need no TypeScript", () => {
  it("the scenarios notice both edits before they are re-recorded", () => {
    expect(failingAfterEdit.some((title) => title.startsWith("older/scenarios/final.json › NCD up to the product's maximum"))).toBe(true);
    expect(failingAfterEdit.some((title) => title.startsWith("car/scenarios/driver-personal.json › empty page"))).toBe(true);
  });

  it("npm run scenarios -- --update re-records them, and then every scenario passes", () => {
    expect(update.status, update.stderr).toBe(0);
    expect(update.stdout).toMatch(/re-recorded/);
    const failing = scenarioChecks(root).filter((check) => !isDeepStrictEqual(check.actual(), check.expected));
    expect(failing.map((check) => `${check.file} › ${check.title}`)).toEqual([]);
  });

  it("the recording changed only where the edits show", () => {
    const after = recording();
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter((key) => !isDeepStrictEqual(before.get(key), after.get(key)));
    const wording = changed.filter((key) => before.get(key) === OLD_WORDING && after.get(key) === NEW_WORDING);
    // A case that passed recorded `messages: {}`; now refused, it records `messages.ncd` instead.
    const ncd = changed.filter((key) => key.startsWith("older/scenarios/final.json › ") && /\.messages(\.ncd)?$/.test(key));
    expect(changed.filter((key) => !wording.includes(key) && !ncd.includes(key))).toEqual([]);
    expect(wording.some((key) => key.startsWith("car/scenarios/driver-personal.json"))).toBe(true);
    expect(wording.some((key) => key.startsWith("car/scenarios/named-drivers.json"))).toBe(true);
    // Cases above the new maximum are refused now, or were already, with the new maximum in the message.
    const refusals = ncd.filter((key) => key.endsWith(".ncd"));
    expect(new Set(refusals.map((key) => after.get(key)))).toEqual(new Set([tooMany(NEW_MAX)]));
    expect(refusals.filter((key) => before.get(key) === undefined), "a case newly refused").not.toEqual([]);
    expect(refusals.filter((key) => before.get(key) === tooMany(OLD_MAX)), "a refusal reworded").not.toEqual([]);
  });
});
