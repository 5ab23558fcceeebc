/**
 * The server's domain (server/domain) knows nothing of GraphQL: it raises domain errors
 * (server/domain/errors.ts), and server/graphql/errors.ts alone turns them into GraphQL errors. No
 * domain file imports graphql, graphql-yoga or its plugins, or anything under server/graphql, by a
 * static, type-only or dynamic import or a re-export.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const DOMAIN = "server/domain";
const GRAPHQL_PACKAGE = /^(?:graphql|graphql-yoga|@graphql-yoga\/.*|@escape\.tech\/graphql-armor.*)(?:\/.*)?$/;

/** Every module specifier one file imports, with its line. */
function specifiers(file: string, source: string): { line: number; from: string }[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: { line: number; from: string }[] = [];
  const add = (at: ts.Node, from: string) => found.push({ line: sf.getLineAndCharacterOfPosition(at.getStart()).line + 1, from });
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node, node.moduleSpecifier.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node, node.argument.literal.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) add(node, argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** A domain file's GraphQL imports, as "file:line imports from". */
function violations(file: string, source: string): string[] {
  return specifiers(file, source).flatMap(({ line, from }) => {
    const graphqlFile = from.startsWith(".") && relative(ROOT, resolve(ROOT, dirname(file), from)).replaceAll("\\", "/").startsWith("server/graphql/");
    return graphqlFile || GRAPHQL_PACKAGE.test(from) ? [`${file}:${line} imports ${from}`] : [];
  });
}

function domainFiles(dir = DOMAIN): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return domainFiles(path);
    return /\.(?:ts|mts)$/.test(entry.name) ? [path] : [];
  });
}

describe("the domain boundary check itself", () => {
  it.each([
    { source: `import { GraphQLError } from "graphql";`, expected: ['server/domain/x.ts:1 imports graphql'] },
    { source: `\nimport type { GraphQLError } from 'graphql';`, expected: ['server/domain/x.ts:2 imports graphql'] },
    { source: `import { createGraphQLError } from "graphql-yoga";`, expected: ['server/domain/x.ts:1 imports graphql-yoga'] },
    { source: `import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";`, expected: ['server/domain/x.ts:1 imports @graphql-yoga/plugin-csrf-prevention'] },
    { source: `import { badUserInput } from "../graphql/errors.ts";`, expected: ['server/domain/x.ts:1 imports ../graphql/errors.ts'] },
    { source: `export { badUserInput } from "../graphql/errors.ts";`, expected: ['server/domain/x.ts:1 imports ../graphql/errors.ts'] },
    { source: `const m = await import("../graphql/errors.ts");`, expected: ['server/domain/x.ts:1 imports ../graphql/errors.ts'] },
    { source: `let e: import("graphql").GraphQLError;`, expected: ['server/domain/x.ts:1 imports graphql'] },
    { source: `import { badUserInput } from "./errors.ts";\nimport type { Db } from "../db/db.ts";`, expected: [] },
    { source: `import { x } from "./graphqlNames.ts"; // a domain file whose name says graphql`, expected: [] },
  ])("$source", ({ source, expected }) => {
    expect(violations("server/domain/x.ts", source)).toEqual(expected);
  });
});

describe("server/domain", () => {
  const files = domainFiles();

  it("is found", () => {
    expect(files).toEqual(expect.arrayContaining(["server/domain/errors.ts", "server/domain/takeUp.ts"]));
  });

  it("knows nothing of GraphQL: it raises domain errors, mapped in server/graphql alone", () => {
    expect(files.flatMap((file) => violations(file, readFileSync(join(ROOT, file), "utf8")))).toEqual([]);
  });
});
