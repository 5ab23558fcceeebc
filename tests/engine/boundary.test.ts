/**
 * The engine stays plain TypeScript shared by browser, server and CLI: it imports only its own
 * files, date-fns and json-logic-js; it never reads the system clock; and it type-checks
 * against src/engine/tsconfig.json, which has no DOM or Node types.
 */
import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const ENGINE = join(ROOT, "src/engine");
const files = readdirSync(ENGINE)
  .filter((f) => f.endsWith(".ts"))
  .sort();
const sourceOf = (file: string) => readFileSync(join(ENGINE, file), "utf8");

/** Every module specifier: static and type imports, re-exports, dynamic import() and require(). */
function specifiers(source: string): string[] {
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*["']([^"']+)["']/g,
    /\bimport\s*["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
    /\brequire\s*\(\s*["']([^"']+)["']\s*\)/g,
  ];
  return patterns.flatMap((p) => [...source.matchAll(p)].map((m) => m[1]));
}

const allowed = (spec: string) =>
  /^\.\/[\w.-]+\.ts$/.test(spec) ||
  // date-fns's functions each from their own module (the page's code does not import its index), never its locales.
  /^date-fns(?:\/(?!locale)[a-z][A-Za-z]*)?$/.test(spec) ||
  spec === "json-logic-js" ||
  spec === "@formatjs/icu-messageformat-parser";

describe("the specifier scan itself", () => {
  it.each([
    { source: `import { x } from "./a.ts";`, expected: ["./a.ts"] },
    { source: `import type { X } from "react";`, expected: ["react"] },
    { source: `export type * from "./types.ts";`, expected: ["./types.ts"] },
    { source: `export {\n  a,\n  b,\n} from "../app/x.ts";`, expected: ["../app/x.ts"] },
    { source: `import "node:fs";`, expected: ["node:fs"] },
    { source: `const m = await import("node:path");`, expected: ["node:path"] },
    { source: `const f = require('fs');`, expected: ["fs"] },
  ])("finds $expected", ({ source, expected }) => {
    expect(specifiers(source)).toEqual(expected);
  });

  it.each([
    { spec: "./logic.ts", ok: true },
    { spec: "date-fns", ok: true },
    { spec: "date-fns/addDays", ok: true },
    { spec: "json-logic-js", ok: true },
    { spec: "./logic", ok: false },
    { spec: "../app/clock.ts", ok: false },
    { spec: "./sub/dir.ts", ok: false },
    { spec: "react", ok: false },
    { spec: "node:fs", ok: false },
    { spec: "date-fns/locale", ok: false },
  ])("allows $spec: $ok", ({ spec, ok }) => {
    expect(allowed(spec)).toBe(ok);
  });
});

describe("src/engine files", () => {
  it("are found", () => {
    expect(files).toEqual(expect.arrayContaining(["index.ts", "load.ts", "logic.ts", "operations.ts", "routing.ts", "types.ts"]));
  });

  it.each(files)("%s imports only ./*.ts, date-fns, json-logic-js or the ICU message parser", (file) => {
    expect(specifiers(sourceOf(file)).filter((s) => !allowed(s))).toEqual([]);
  });

  it.each(files)("%s never reads the system clock", (file) => {
    const source = sourceOf(file);
    expect(source).not.toMatch(/new\s+Date\s*\(\s*\)/);
    expect(source).not.toMatch(/\bDate\.now\s*\(/);
    expect(source).not.toMatch(/new\s+Date\s*(?![\s(])/);
  });

  it("type-checks alone with no DOM or Node types", async () => {
    const tsc = join(ROOT, "node_modules/typescript/bin/tsc");
    const run = promisify(execFile)(process.execPath, [tsc, "-p", join(ENGINE, "tsconfig.json"), "--noEmit"], { cwd: ROOT });
    await expect(
      run.then(
        () => 0,
        (e: { code?: number; stdout?: string }) => `exit ${e.code}: ${e.stdout}`,
      ),
    ).resolves.toBe(0);
  }, 60_000);
});
