import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../tools/lint/problem.ts";

const run = (...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", "tools/lintJourneys.ts", ...args], { cwd: REPO_ROOT, encoding: "utf8" });

describe("npm run lint:journeys", () => {
  it("prints file: message lines and a total, and exits 1 on errors", () => {
    const { status, stdout } = run("tests/fixtures/journeys/dead-end");
    const lines = stdout.trim().split("\n");
    expect(lines).toContain('tests/fixtures/journeys/dead-end/car/pages/start.json: page "start" is a dead end: "next" has no edges');
    expect(lines.at(-1)).toMatch(/^lint:journeys: 1 error, \d+ warnings? \(1 product, 2 files\)$/);
    expect(status).toBe(1);
  });

  it("exits 0 when there are only warnings", () => {
    const { status, stdout } = run("tests/fixtures/journeys/goto-app-route");
    expect(stdout).toContain("warning: not found; loader sources not checked");
    expect(status).toBe(0);
  });

  it("writes one JSON document with --format json, for editors and CI annotations", () => {
    const { status, stdout } = run("--format", "json", "tests/fixtures/journeys/dead-end");
    const report = JSON.parse(stdout) as {
      errors: number;
      warnings: number;
      problems: { file: string; severity: string; message: string }[];
    };
    expect(report.errors).toBe(1);
    expect(report.problems).toContainEqual({
      file: "tests/fixtures/journeys/dead-end/car/pages/start.json",
      severity: "error",
      message: 'page "start" is a dead end: "next" has no edges',
    });
    expect(status).toBe(1);
  });

  it("refuses an unknown format", () => {
    const { status, stderr } = run("--format", "xml", "tests/fixtures/journeys/dead-end");
    expect(stderr).toContain('unknown --format "xml"');
    expect(status).toBe(2);
  });
});
