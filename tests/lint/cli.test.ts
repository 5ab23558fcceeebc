import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/lint/problem.ts";

const run = (root: string) =>
  spawnSync(process.execPath, ["--import", "tsx", "scripts/lintJourneys.ts", root], { cwd: REPO_ROOT, encoding: "utf8" });

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
});
