/**
 * The engine has one public API, src/engine/index.ts (the dependency rules keep code outside the
 * engine to it: .dependency-cruiser.cjs), and it exports only what code outside the engine uses: its
 * own tests (tests/engine/) do not keep an export alive. This needs the names each file imports,
 * which the dependency graph does not record.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const ENGINE = "src/engine/";
const INDEX = "src/engine/index.ts";
/** Unit tests of engine modules: the one place outside the engine allowed past the index. */
const ENGINE_TESTS = "tests/engine/";
const SKIPPED_DIRS = new Set(["node_modules", "dist", "coverage", "test-results", "playwright-report"]);
const SOURCE = /\.(?:ts|tsx|mts|cts|js|mjs)$/;

interface EngineImport {
  /** The importing file, relative to the root. */
  file: string;
  line: number;
  /** The engine file imported, relative to the root. */
  target: string;
  /** Imported names; "*" for a namespace import, a whole-module import() or a bare import. */
  names: string[];
}

/** Every import of an engine file in one source file (relative to the root). */
function engineImports(file: string, source: string): EngineImport[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: EngineImport[] = [];
  const record = (at: ts.Node, specifier: string, names: string[]) => {
    if (!specifier.startsWith(".")) return;
    const target = relative(ROOT, resolve(ROOT, dirname(file), specifier)).replaceAll("\\", "/");
    if (!target.startsWith(ENGINE)) return;
    found.push({ file, line: sf.getLineAndCharacterOfPosition(at.getStart()).line + 1, target, names });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const bindings = node.importClause?.namedBindings;
      const names =
        bindings && ts.isNamedImports(bindings) && !node.importClause?.name
          ? bindings.elements.map((e) => (e.propertyName ?? e.name).text)
          : ["*"];
      record(node, node.moduleSpecifier.text, names);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      record(
        node,
        node.moduleSpecifier.text,
        clause && ts.isNamedExports(clause) ? clause.elements.map((e) => (e.propertyName ?? e.name).text) : ["*"],
      );
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      record(node, node.argument.literal.text, node.qualifier ? [node.qualifier.getText().split(".")[0]] : ["*"]);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) record(node, argument.text, ["*"]);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** The names the index exports. */
function indexExports(source: string): string[] {
  const sf = ts.createSourceFile(INDEX, source, ts.ScriptTarget.Latest, true);
  return sf.statements.flatMap((s) => {
    if (!ts.isExportDeclaration(s)) return [];
    if (!s.exportClause || !ts.isNamedExports(s.exportClause)) return ["*"];
    return s.exportClause.elements.map((e) => e.name.text);
  });
}

/** Index exports that no file outside the engine (and its unit tests) imports. */
function unusedExports(exported: string[], imports: EngineImport[]): string[] {
  const used = new Set(
    imports.filter((i) => i.target === INDEX && !i.file.startsWith(ENGINE) && !i.file.startsWith(ENGINE_TESTS)).flatMap((i) => i.names),
  );
  return exported.filter((name) => !used.has(name));
}

function sourceFiles(dir = ""): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory())
      return entry.name.startsWith(".") || SKIPPED_DIRS.has(entry.name) || entry.name.startsWith("dist-") ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts.map") ? [path] : [];
  });
}

describe("the engine API checks themselves", () => {
  const imports = (file: string, source: string) => engineImports(file, source);

  it("finds an index export nothing outside the engine imports", () => {
    const exported = indexExports(`export { a, type B } from "./x.ts";\nexport type { C } from "./types.ts";`);
    expect(exported).toEqual(["a", "B", "C"]);
    const used = [
      ...imports("src/app/a.ts", `import { a } from "../engine/index.ts";`),
      ...imports("tests/engine/b.test.ts", `import type { C } from "../../src/engine/index.ts";`),
      ...imports("server/c.ts", `import type { B } from "../src/engine/index.ts";`),
    ];
    expect(unusedExports(exported, used)).toEqual(["C"]);
  });
});

describe("the engine's public API", () => {
  const files = sourceFiles();
  const imports = files.flatMap((file) => engineImports(file, readFileSync(join(ROOT, file), "utf8")));

  it("finds the code that uses the engine", () => {
    expect(files).toEqual(
      expect.arrayContaining(["src/app/PageForm.tsx", "server/validation/draftValidation.ts", "tools/lint/loadProduct.ts"]),
    );
    expect(imports.filter((i) => i.target === INDEX).length).toBeGreaterThan(50);
  });

  it("exports only names code outside the engine uses", () => {
    expect(unusedExports(indexExports(readFileSync(join(ROOT, INDEX), "utf8")), imports)).toEqual([]);
  });
});
