/**
 * `npm run lint:journeys` runs the linter from an esbuild bundle (tools/lint/bundledCli.mjs):
 * it must say exactly what the TypeScript sources say, and know every file it was built from, so
 * an edit to any of them rebuilds it.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../tools/lint/problem.ts";

const run = (args: string[]) => spawnSync(process.execPath, args, { cwd: REPO_ROOT, encoding: "utf8" });
const hashOf = (path: string) =>
  createHash("sha256")
    .update(readFileSync(join(REPO_ROOT, path)))
    .digest("hex")
    .slice(0, 20);

describe("the bundled lint:journeys", () => {
  it("prints what the TypeScript linter prints, and exits the same way", () => {
    const root = "tests/fixtures/journeys/settings-limits-order";
    const bundled = run(["tools/lint/bundledCli.mjs", "--format", "json", root]);
    const direct = run(["--import", "tsx", "tools/lintJourneys.ts", "--format", "json", root]);
    expect(bundled.stderr).toBe("");
    expect(bundled.status).toBe(1);
    expect(JSON.parse(bundled.stdout)).toEqual(JSON.parse(direct.stdout));
    expect(bundled.stdout).toContain("limits.driverAge.min (76) must be at most limits.driverAge.max (75)");
  });

  it("records every source it was built from, with its content hash", () => {
    expect(run(["tools/lint/bundledCli.mjs", "tests/fixtures/journeys/clean"]).status).toBe(0);
    const { inputs } = JSON.parse(readFileSync(join(REPO_ROOT, "node_modules/.cache/lint-journeys/cli.json"), "utf8")) as {
      inputs: Record<string, string>;
    };
    for (const source of [
      "tools/lintJourneys.ts",
      "tools/lint/index.ts",
      "tools/lint/checkProductSettings.ts",
      "src/engine/load.ts",
      "package-lock.json",
    ]) {
      expect(inputs[source]).toBe(hashOf(source));
    }
  });

  it("reloads a product when a file its load read changes, and only then", () => {
    // A copy as deep in the repository as the fixtures, so its "$schema" paths still lead to the schema.
    const parent = join(REPO_ROOT, "node_modules/.cache");
    const root = join(mkdtempSync(join(parent, "lint-journeys-test-")), "clean");
    copies.push(join(root, ".."));
    cpSync(join(REPO_ROOT, "tests/fixtures/journeys/clean"), root, { recursive: true });
    const lint = () => run(["tools/lint/bundledCli.mjs", root]).stdout;
    const shared = join(root, "common/fields/person.json");
    const original = readFileSync(shared, "utf8");

    const before = lint();
    expect(lint()).toBe(before);
    // The included field renamed in the shared file: the page's include no longer resolves.
    writeFileSync(shared, original.replace('"firstName": {', '"givenName": {'));
    const broken = lint();
    expect(broken).toContain('include "../../common/fields/person.json#/firstName" points at nothing');
    expect(broken).not.toBe(before);
    writeFileSync(shared, original);
    expect(lint()).toBe(before);
  });
});

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
