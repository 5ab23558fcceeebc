import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  compactJson, defaultSampleOptions, diffJourneySets, loadJourneySet, renderMarkdown, type JourneyDiff, type JourneyFiles,
} from "../../tools/journeys/diff/index.ts";
import { loaderAt } from "../../tools/journeys/diff/refLoader.ts";
import { workingTreeFiles } from "../../tools/journeys/diff/sources.ts";

const FIXTURES = resolve(import.meta.dirname, "../fixtures/journeys-diff");
const REPO = resolve(import.meta.dirname, "../..");
const clock = { today: () => "2026-06-01" };

/** Diffs a fixture's before/ and after/ folders; the Markdown split into lines. */
function diffCase(name: string, { samples = true } = {}): { diff: JourneyDiff; lines: string[] } {
  const before = loadJourneySet(workingTreeFiles(join(FIXTURES, name, "before"), "before"));
  const after = loadJourneySet(workingTreeFiles(join(FIXTURES, name, "after"), "after"));
  const diff = diffJourneySets(before, after, samples ? { ...defaultSampleOptions(clock), budgetMs: 3000 } : undefined);
  return { diff, lines: renderMarkdown(diff, compactJson).split("\n") };
}

/** The bullet lines under a `### heading`, up to the next heading. */
function section(lines: string[], heading: string): string[] {
  const start = lines.indexOf(heading);
  expect(start, `no "${heading}" in:\n${lines.join("\n")}`).toBeGreaterThanOrEqual(0);
  const end = lines.findIndex((line, i) => i > start && line.startsWith("### "));
  return lines.slice(start + 1, end < 0 ? undefined : end).filter((line) => line !== "");
}

describe("journeys:diff on fixture pairs", () => {
  it("words a label, a message and a catalogue text old → new, and a rewording is not reported again as behaviour", () => {
    const { diff, lines } = diffCase("wording");
    expect(diff.failed).toBe(false);
    expect(section(lines, "### car")).toEqual([
      '- `about-you` › `firstName`: label: "First name" → "Your first name"',
      "- `about-you` › `firstName`: message \"required\": \"Enter your first name\" → \"Enter the driver's first name\"",
    ]);
    expect(section(lines, "### Catalogue texts and routes")).toEqual([
      '- `common/catalogue/app.json` › `continue`: "Continue" → "Save and continue"',
    ]);
    expect(lines).toContain("| car | 1.0.0 → 1.0.1 |");
    expect(section(lines, "### Answers that now behave differently")[0]).toMatch(/^None found/);
  });

  it("names a known limit in words, leaves out the shared page's echo of it, and finds an answer it now refuses", () => {
    const { lines } = diffCase("limit");
    expect(section(lines, "### older")).toEqual(["- Limit: NCD maximum 20 → 15"]);
    const behaviour = section(lines, "### Answers that now behave differently");
    const example = behaviour.findIndex((line) => line.startsWith("- `ncd` with"));
    expect(behaviour[example]).toMatch(/^- `ncd` with `history\.ncd` = (1[6-9]|20):$/);
    expect(behaviour[example + 1]).toBe("  - before: `ncd` no message; next `done`");
    expect(behaviour[example + 2]).toBe('  - after: `ncd` "Enter 15 years or fewer"; stays on `ncd`');
  });

  it("describes a question added with a revealed, required follow-up", () => {
    const { lines } = diffCase("reveal", { samples: false });
    expect(section(lines, "### car")).toEqual([
      '- `about-you`: field `garage` "Is the car kept in a garage overnight?" added after `firstName`; required',
      '- `about-you`: field `garagePostcode` "Garage postcode" added after `garage`; shown when `{"===":[{"var":"answers.garage"},true]}`; required',
    ]);
  });

  it("reports an option removed and one relabelled, with an answer the removal now refuses", () => {
    const { lines } = diffCase("option-removed");
    expect(section(lines, "### car")).toEqual([
      '- `about-you` › `cover`: option "Third party only" (`"tpo"`) removed',
      '- `about-you` › `cover`: option `"comprehensive"` relabelled "Comprehensive" → "Comprehensive cover"',
    ]);
    expect(lines).toContain('- `about-you` with `driver.cover` = "tpo":');
  });

  it("words an edge whose condition changed, and shows the shortest answers whose next page changed", () => {
    const { lines } = diffCase("edge-condition");
    expect(section(lines, "### car")).toEqual([
      '- `about-you` → `declined`: when `{">":[{"var":"answers.claims"},1]}` (was: when `{">":[{"var":"answers.claims"},2]}`)',
    ]);
    const behaviour = section(lines, "### Answers that now behave differently");
    expect(behaviour.slice(1)).toEqual([
      "#### car",
      "- `about-you` with `driver.claims` = 2:",
      "  - before: next `done`",
      "  - after: next `declined`",
    ]);
  });

  it("fails when a shared page changed under products whose versions did not move, listing the change once for both", () => {
    const { diff, lines } = diffCase("not-bumped", { samples: false });
    expect(diff.failed).toBe(true);
    expect(lines).toContain(
      "**Error:** car: the shared page `about-you` changed but the version stayed 1.0.0; bump `version` in `journeys/car/manifest.json`.",
    );
    expect(lines).toContain(
      "**Error:** van: the shared page `about-you` changed but the version stayed 2.0.0; bump `version` in `journeys/van/manifest.json`.",
    );
    expect(lines).toContain("| van | 2.0.0, **not bumped** |");
    expect(section(lines, "### car, van")).toContain('- `about-you` › `firstName`: label: "First name" → "Your first name"');
  });

  it("reports pages and fields that moved as moves", () => {
    const { lines } = diffCase("moves", { samples: false });
    expect(section(lines, "### car")).toEqual([
      "- Page `about-you` moved in the page list: now after `car`",
      "- Field `cover` moved from `about-you` to `car` (after `claims`)",
    ]);
  });

  it("shows nothing when the files differ but the journey the engine loads is the same", () => {
    const { diff, lines } = diffCase("same-resolved");
    expect(diff.changes).toEqual([]);
    expect(lines).toContain("No changes to the journeys.");
  });
});

/** A journeys folder held in memory: one product `car` with one page of the given fields. */
function inMemory(label: string, version: string, fields: unknown[], next: unknown[] = [{ to: "rate" }]): JourneyFiles {
  const files: Record<string, unknown> = {
    "car/manifest.json": { id: "car", version, name: "Car", startPage: "p", pages: ["pages/p.json"], limits: {} },
    "car/pages/p.json": { id: "p", route: "/p", title: "P", section: "s", fields, next },
  };
  return { label, list: () => Object.keys(files), read: (path) => files[path] };
}

describe("journeys:diff wording choices", () => {
  const fine = (n: number, maximum: number) => ({ name: `fine${n}`, label: `Fine ${n}`, widget: "number", schema: { type: "integer", maximum } });

  it("says a change to repeated fields once, and only warns when a product's own page changed without a version bump", () => {
    const before = loadJourneySet(inMemory("before", "1.0.0", [1, 2, 3].map((n) => fine(n, 10))));
    const after = loadJourneySet(inMemory("after", "1.0.0", [1, 2, 3].map((n) => fine(n, 20))));
    const diff = diffJourneySets(before, after);
    const lines = renderMarkdown(diff, compactJson).split("\n");
    expect(section(lines, "### car")).toEqual(["- `p` › `fine1` … `fine3`: maximum 10 → 20"]);
    expect(lines).toContain("**Warning:** car: the journey changed but the version stayed 1.0.0.");
    expect(diff.failed).toBe(false);
  });

  it("words logic with the describer given, and shows JSON when both sides read the same", () => {
    const edge = (when: unknown) => [{ to: "declined", when }, { to: "rate" }];
    const before = loadJourneySet(inMemory("before", "1.0.0", [], edge({ "==": [{ var: "answers.x" }, 1] })));
    const after = loadJourneySet(inMemory("after", "1.0.1", [
      { name: "x", label: "X", widget: "number", schema: { type: "integer" }, visibleWhen: { "===": [{ var: "quote.y" }, 1] } },
    ], edge({ "===": [{ var: "answers.x" }, 1] })));
    const words = { condition: (logic: unknown) => (JSON.stringify(logic).includes("quote.y") ? "y is 1" : "x is 1"), value: () => "a value" };
    const lines = renderMarkdown(diffJourneySets(before, after), words).split("\n");
    expect(section(lines, "### car")).toEqual([
      '- `p` → `declined`: when `{"===":[{"var":"answers.x"},1]}` (was: when `{"==":[{"var":"answers.x"},1]}`)',
      '- `p`: field `x` "X" added first; shown when y is 1',
    ]);
  });
});

describe("the loader at a git ref", () => {
  it("is that ref's own engine, copied out of git, and loads journeys as the current one does", async () => {
    const load = await loaderAt("HEAD", REPO);
    expect(load).toBeTypeOf("function");
    const files = workingTreeFiles(join(FIXTURES, "edge-condition", "before"), "before");
    const set = loadJourneySet(files, load);
    expect(set.problems).toEqual([]);
    expect(set.products.car.version).toBe("1.0.0");
    expect(set.products.car.pageOrder).toEqual(["about-you", "done"]);
  }, 60_000);
});

describe("journeys:diff command", () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ["--import", "tsx", "tools/journeysDiff.ts", ...args], { cwd: REPO, encoding: "utf8", timeout: 60_000 });

  it("reads the real journeys at a git ref and finds no changes between HEAD and itself", () => {
    // HEAD against HEAD rather than the working tree, which others may be editing while this runs.
    const result = run("HEAD", "--to", "HEAD");
    expect(result.stderr).toMatch(/journeys:diff: 0 changes/);
    expect(result.stdout.split("\n")).toEqual(["## Journey changes: `HEAD` → `HEAD`", "", "No changes to the journeys.", ""]);
    expect(result.status).toBe(0);
  }, 60_000);

  it("refuses an unknown ref without a stack trace", () => {
    const result = run("no-such-ref-here");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('"no-such-ref-here" is not a commit in this repository');
  }, 60_000);
});
