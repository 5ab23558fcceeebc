/**
 * Each runtime has its own tsconfig, so the type check refuses code that could not run where it is
 * used: a DOM global in the server, a Node module or global in the app, either in the engine. The
 * fixture files under tests/fixtures/boundaries/<runtime>/ are checked with that runtime's real
 * compiler options (one program per runtime), and each must fail with the expected diagnostic, or
 * pass when it is clean.
 */
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const FIXTURES = join(ROOT, "tests/fixtures/boundaries");

const runtimes = [
  { runtime: "server", config: "tsconfig.node.json" },
  { runtime: "app", config: "tsconfig.app.json" },
  { runtime: "engine", config: "src/engine/tsconfig.json" },
] as const;

function compilerOptions(config: string): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, config),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      },
    },
  );
  if (!parsed) throw new Error(`${config} could not be read`);
  return parsed.options;
}

interface Checked {
  /** Each fixture file's diagnostics, as "TScode: message". */
  diagnostics: Record<string, string[]>;
  /** The files the program loaded from node_modules. */
  libraries: string[];
}

const checked = new Map<string, Checked>();

/** Type-checks a runtime's fixtures in one program (once), with that runtime's compiler options. */
function check(runtime: string, config: string): Checked {
  const done = checked.get(runtime);
  if (done) return done;
  const dir = join(FIXTURES, runtime);
  const files = readdirSync(dir).map((f) => join(dir, f));
  const program = ts.createProgram(files, compilerOptions(config));
  const global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  if (global.length > 0) throw new Error(global.map((d) => ts.flattenDiagnosticMessageText(d.messageText, " ")).join("\n"));
  const diagnostics: Record<string, string[]> = {};
  for (const file of files) {
    const sf = program.getSourceFile(file)!;
    diagnostics[file.slice(dir.length + 1)] = [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)].map(
      (d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`,
    );
  }
  // From the first node_modules folder on: a linked node_modules (a git worktree's) resolves outside ROOT.
  const libraries = program
    .getSourceFiles()
    .map((sf) => sf.fileName.slice(sf.fileName.indexOf("/node_modules/") + 1))
    .filter((f) => f.startsWith("node_modules/"));
  checked.set(runtime, { diagnostics, libraries });
  return checked.get(runtime)!;
}

const expected: Record<(typeof runtimes)[number]["runtime"], Record<string, RegExp[]>> = {
  server: {
    "domGlobal.ts": [/^TS2584: Cannot find name 'document'/],
    "clean.ts": [],
  },
  app: {
    "nodeImport.ts": [/^TS2307: Cannot find module 'node:fs'/],
    "nodeGlobal.ts": [/^TS2591: Cannot find name 'process'/],
    "clean.tsx": [],
  },
  engine: {
    "domGlobal.ts": [/^TS2304: Cannot find name 'window'/],
    "nodeImport.ts": [/^TS2307: Cannot find module 'node:path'/],
    "clean.ts": [],
  },
};

describe.each(runtimes)("the $runtime runtime ($config)", ({ runtime, config }) => {
  const { diagnostics: found } = check(runtime, config);

  it("has a fixture for every case and no other", () => {
    expect(Object.keys(found).sort()).toEqual(Object.keys(expected[runtime]).sort());
  });

  it.each(Object.entries(expected[runtime]))("%s gives the expected diagnostics", (file, patterns) => {
    expect(found[file]).toHaveLength(patterns.length);
    patterns.forEach((pattern, i) => expect(found[file][i]).toMatch(pattern));
  });
});

// A dependency's `/// <reference lib="dom" />` would bring the DOM back whatever `lib` says.
it("the server runtime loads no DOM library, even through graphql-yoga's types", () => {
  const { libraries } = check("server", "tsconfig.node.json");
  expect(libraries).toContainEqual(expect.stringMatching(/^node_modules\/graphql-yoga\//));
  expect(libraries.filter((f) => /lib\.dom/.test(f))).toEqual([]);
});
