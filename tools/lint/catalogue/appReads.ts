/**
 * Which catalogue texts the app and the server read, found in their source (src, server,
 * renderer-widgets) without running or type-checking it: a catalogue file imported as `X`
 * (`import quote from ".../catalogue/quote.json"`), read as `X.a.b`, or through an accessor, a
 * function indexing `X` (or one of its objects) with its first parameter (`quoteText(key, params)`),
 * or the server's `catalogueText("quote", "errors", key)`, called with literal keys and an object of
 * placeholders. A key held in a variable or built by a function is read as each key the module says it
 * can be (keyValues.ts); what a read cannot name for sure is left alone.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { REPO_ROOT } from "../problem.ts";
import { argumentsOf, chosen, closing, literalsIn, withoutComments } from "./sourceScan.ts";
import { valuesOf } from "./keyValues.ts";

export interface CatalogueRead {
  /** The catalogue file (`quote.json`). */
  file: string;
  /** The keys read in turn (`["errors", "quoteExpired"]`); a read of an object reads everything in it. */
  path: string[];
  /** Where in the code, `src/app/rate/QuotePrice.tsx:15`. */
  at: string;
  /** The placeholders given: the call's object and what the accessor adds; undefined when not known. */
  passes?: string[];
}

export interface AppReads {
  reads: CatalogueRead[];
  /** Every string literal and property name in the code: a key named nowhere is read nowhere. */
  named: Set<string>;
}

/** The code that reads the catalogue: the app, the server and the widgets. */
export const APP_SOURCE_FOLDERS = ["src", "server", "renderer-widgets"].map((folder) => join(REPO_ROOT, folder));
const SKIPPED = /(^|\/)(generated|node_modules)(\/|$)/;

/** Repo-relative paths of the TypeScript files under a folder. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (SKIPPED.test(entry.name)) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [relative(REPO_ROOT, path).split("\\").join("/")] : [];
  });
}

/** Keys of an object literal `{ a: x, b }`; undefined when it spreads something or is not a literal. */
function objectKeys(code: string | undefined): string[] | undefined {
  if (code === undefined) return [];
  if (!code.startsWith("{") || code.includes("...")) return undefined;
  return argumentsOf(`(${code.slice(1, -1)})`, 0)
    .map((part) => /^(\w+)/.exec(part)?.[1])
    .filter((key): key is string => !!key);
}
const lineOf = (text: string, index: number) => text.slice(0, index).split("\n").length;

interface Accessor {
  name: string;
  /** Defined in (repo-relative). */
  module: string;
  /** Undefined for a `(catalogueName, ...keys)` accessor. */
  file?: string;
  /** The object it indexes (`text` for `catalogue.text[key]`). */
  prefix: string;
  adds: string[];
  /** For a `(catalogueName, ...keys)` accessor: catalogue name to file. */
  named?: Record<string, string>;
  /** For a wrapper of one: its line, whose own call is read at the wrapper's calls instead. */
  definedAt?: string;
}

export function accessorsOf(module: string, text: string, bindings: Map<string, string>): Accessor[] {
  const found: Accessor[] = [];
  const named = Object.fromEntries([...text.matchAll(/(\w+): "common\/catalogue\/([\w-]+\.json)"/g)].map((m) => [m[1], m[2]]));
  for (const match of text.matchAll(/function (\w+)\((\w+)([^)]*)\)[^{]*\{/g)) {
    const body = text.slice(match.index + match[0].length - 1, closing(text, match.index + match[0].length - 1));
    const adds = [...body.matchAll(/[{,]\s*(\w+):/g)].map((m) => m[1]);
    for (const spread of body.matchAll(/\.\.\.(\w+)\(\)/g)) {
      const helper = new RegExp(`const ${spread[1]} = \\(\\) => \\(\\{([^}]*)\\}\\)`).exec(text);
      if (helper) adds.push(...[...helper[1].matchAll(/(\w+):/g)].map((m) => m[1]));
    }
    const [, name, param, rest] = match;
    if (
      Object.keys(named).length > 0 &&
      /^,\s*\.\.\.\w+/.test(
        rest
          .split(":")
          .slice(1)
          .join(":")
          .replace(/^[^,]*/, ""),
      )
    ) {
      found.push({ name, module, prefix: "", adds, named });
      continue;
    }
    for (const [binding, file] of bindings) {
      const read = new RegExp(`\\b${binding}((?:\\.\\w+)*)\\[${param}\\]`).exec(body);
      if (read) found.push({ name, module, file, prefix: read[1].slice(1), adds });
    }
  }
  return found;
}

const withoutExtension = (module: string) => module.replace(/\.tsx?$/, "");

/** The keys of an object literal given, or of a `const name = { ... }` of the module when a name is given. */
function objectGiven(code: string | undefined, text: string): string[] | undefined {
  if (code === undefined || !/^\w+$/.test(code)) return objectKeys(code);
  const defined = new RegExp(`const ${code}(?::[^=]*)? = \\{`).exec(text);
  return defined
    ? objectKeys(text.slice(defined.index + defined[0].length - 1, closing(text, defined.index + defined[0].length - 1) + 1))
    : undefined;
}

/**
 * Arrow functions handing their parameter to a `(catalogueName, ...keys)` accessor as the last key
 * (`const say = (key: EmailText) => formatMessage(catalogueText("email", "quoteEmail", key), params)`):
 * accessors of that object, adding the keys of what the body passes alongside (`params`).
 */
function wrappersOf(module: string, text: string, named: Accessor[]): Accessor[] {
  const found: Accessor[] = [];
  for (const match of text.matchAll(/const (\w+) = \((\w+)(?::[^)]*)?\) =>([^\n]*)/g)) {
    const [, name, param, body] = match;
    for (const accessor of named) {
      const call = new RegExp(`(?<![\\w.])${accessor.name}\\(`).exec(body);
      if (!call) continue;
      const args = argumentsOf(body, call.index + call[0].length - 1);
      const literal = args.slice(0, -1).map((arg) => /^"([^"]*)"$/.exec(arg)?.[1]);
      const file = literal[0] !== undefined ? accessor.named![literal[0]] : undefined;
      if (args.at(-1) !== param || !file || literal.includes(undefined)) continue;
      const after = body.slice(call.index + call[0].length - 1 + body.slice(call.index + call[0].length - 1).indexOf(")") + 1);
      const alongside = /^\s*,\s*([^)]*)\)/.exec(after)?.[1].trim();
      const definedAt = `${module}:${lineOf(text, match.index)}`;
      found.push({ name, module, file, prefix: literal.slice(1).join("."), adds: objectGiven(alongside, text) ?? [], definedAt });
    }
  }
  return found;
}

/** Names a module imports from another module of the repository: local name to [module without its extension, exported name]. */
function importsOf(module: string, text: string): Map<string, [string, string]> {
  const imports = new Map<string, [string, string]>();
  for (const match of text.matchAll(/import \{([^}]*)\} from "(\.[^"]+)"/g)) {
    const from = withoutExtension(
      relative(REPO_ROOT, resolve(REPO_ROOT, dirname(module), match[2]))
        .split("\\")
        .join("/"),
    );
    for (const part of match[1].split(",")) {
      const [exported, local] = part
        .replace(/^\s*type\s+/, "")
        .split(/\s+as\s+/)
        .map((s) => s.trim());
      if (exported) imports.set(local ?? exported, [from, exported]);
    }
  }
  return imports;
}

const found = new Map<string, AppReads>();

/** The reads in the code under `folders` (absolute; the app's by default), found once per process. */
export function appReads(folders: string[] = APP_SOURCE_FOLDERS): AppReads {
  const key = folders.join("\u0000");
  const known = found.get(key);
  if (known) return known;
  const modules = new Map(
    folders.flatMap(sourceFiles).map((module) => [module, withoutComments(readFileSync(join(REPO_ROOT, module), "utf8"))]),
  );
  const named = new Set<string>();
  const reads: CatalogueRead[] = [];
  const accessors: Accessor[] = [];
  const bindingsOf = new Map<string, Map<string, string>>();
  for (const [module, text] of modules) {
    for (const m of text.matchAll(/"(\w+)"|'(\w+)'|\.(\w+)/g)) named.add(m[1] ?? m[2] ?? m[3]);
    if (!text.includes("common/catalogue/")) continue;
    const bindings = new Map([...text.matchAll(/import (\w+) from "[^"]*common\/catalogue\/([\w-]+\.json)"/g)].map((m) => [m[1], m[2]]));
    bindingsOf.set(module, bindings);
    accessors.push(...accessorsOf(module, text, bindings));
  }
  const byName = accessors.filter((accessor) => accessor.named);
  for (const [module, text] of modules) {
    const visible = byName.flatMap((accessor) => {
      if (accessor.module === module) return [accessor];
      const local = [...importsOf(module, text)].find(
        ([, [from, exported]]) => from === withoutExtension(accessor.module) && exported === accessor.name,
      )?.[0];
      return local && text.includes(`${local}(`) ? [{ ...accessor, name: local }] : [];
    });
    if (visible.length > 0) accessors.push(...wrappersOf(module, text, visible));
  }
  for (const [module, text] of modules) {
    for (const [binding, file] of bindingsOf.get(module) ?? []) {
      for (const m of text.matchAll(new RegExp(`(?<![\\w./"'-])${binding}((?:\\.\\w+)+)`, "g"))) {
        reads.push({ file, path: m[1].slice(1).split("."), at: `${module}:${lineOf(text, m.index)}` });
      }
    }
    const wrapped = new Set(accessors.map((accessor) => accessor.definedAt));
    const called = accessors.filter((accessor) => text.includes(`${accessor.name}(`));
    if (called.length === 0) continue;
    const imports = importsOf(module, text);
    for (const accessor of called) {
      const local =
        accessor.module === module
          ? accessor.name
          : [...imports].find(([, [from, name]]) => from === withoutExtension(accessor.module) && name === accessor.name)?.[0];
      if (!local) continue;
      for (const m of text.matchAll(new RegExp(`(?<![\\w.])${local}\\(`, "g"))) {
        if (text.slice(Math.max(0, m.index - 9), m.index).includes("function")) continue;
        const at = `${module}:${lineOf(text, m.index)}`;
        if (wrapped.has(at)) continue;
        reads.push(...accessorReads(accessor, argumentsOf(text, m.index + m[0].length - 1), at, text));
      }
    }
  }
  const result = { reads, named };
  found.set(key, result);
  return result;
}

/** A call's reads: a key in a variable or built by a function of the module is read as each key it can be (keyValues.ts). */
function accessorReads(accessor: Accessor, args: string[], at: string, text: string): CatalogueRead[] {
  if (accessor.named) {
    const file = args[0] !== undefined ? accessor.named[valuesOf(args[0], text)?.[0] ?? ""] : undefined;
    if (!file) return [];
    let paths: string[][] = [[]];
    for (const arg of args.slice(1)) {
      const values = valuesOf(arg, text);
      if (!values) break;
      paths = paths.flatMap((path) => values.map((value) => [...path, value]));
    }
    return paths[0].length > 0 ? paths.map((path) => ({ file, path, at })) : [];
  }
  const passed = objectKeys(args[1]);
  const passes = passed && [...new Set([...accessor.adds, ...passed])];
  const keys = valuesOf(args[0] ?? "", text) ?? literalsIn(chosen(args[0] ?? ""));
  return keys.map((key) => ({
    file: accessor.file!,
    path: [...(accessor.prefix ? accessor.prefix.split(".") : []), key],
    at,
    ...(passes ? { passes } : {}),
  }));
}
