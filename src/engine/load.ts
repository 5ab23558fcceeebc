/**
 * Loading a product journey: read the manifest and its page files, and resolve every field
 * `include` (`../common/fields/person.json#/firstName`, relative to the including file) with the
 * including entry's own keys laid over the shared definition (`messages` and `ui` merge per key).
 * File access is a port, so the Vite plugin, the server and the CLI share this code.
 */
import type {
  FieldDef, FieldInclude, FieldRepeat, Manifest, PageDef, ResolvedField, ResolvedJourney, ResolvedPage,
} from "./types.ts";
import { fillPlaceholders } from "./templates.ts";
import { dirname, getPath, joinPath, resolvePointer } from "./paths.ts";
import { answerSchema, schemaKeyOf } from "./fieldSchema.ts";

/** Reads and parses a JSON file; throws with a readable message when it cannot. */
export type ReadJson = (path: string) => unknown;

export interface LoadProblem {
  file: string;
  message: string;
}

export interface LoadResult {
  journey?: ResolvedJourney;
  problems: LoadProblem[];
  /** Every file read, including shared ones (for the dev server's watch list). */
  files: string[];
}

const MERGED_KEYS = new Set(["messages", "ui"]);

export function loadJourney(manifestPath: string, read: ReadJson): LoadResult {
  const problems: LoadProblem[] = [];
  const files = new Set<string>();
  const readFile = (file: string): unknown => {
    files.add(file);
    return read(file);
  };

  let manifest: Manifest;
  try {
    manifest = readFile(manifestPath) as Manifest;
  } catch (error) {
    return { problems: [{ file: manifestPath, message: messageOf(error) }], files: [...files] };
  }

  const pages: Record<string, ResolvedPage> = {};
  const pageOrder: string[] = [];
  const limits = manifest.limits ?? {};
  for (const relative of manifest.pages ?? []) {
    const file = joinPath(dirname(manifestPath), relative);
    try {
      const page = readFile(file) as PageDef;
      if (pages[page.id]) {
        problems.push({ file, message: `page id "${page.id}" is used twice (also ${pages[page.id].file})` });
        continue;
      }
      pages[page.id] = fillLimits(resolvePage(page, file, readFile, problems), limits, file, problems);
      pageOrder.push(page.id);
    } catch (error) {
      problems.push({ file, message: messageOf(error) });
    }
  }

  const journey: ResolvedJourney = {
    id: manifest.id,
    version: manifest.version,
    name: manifest.name,
    startPage: manifest.startPage,
    namedStartPage: manifest.namedStartPage,
    limits: manifest.limits ?? {},
    intro: manifest.intro,
    pages,
    pageOrder,
  };
  return { journey, problems, files: [...files] };
}

/**
 * `{ "$limit": "ncdMax" }` anywhere in a page stands for that value of the product's `limits`, so a
 * shared page (the NCD slider's maximum) takes each product's own number, fixed when it loads.
 */
function fillLimits(page: ResolvedPage, limits: Record<string, unknown>, file: string, problems: LoadProblem[]): ResolvedPage {
  const fill = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(fill);
    if (!isObject(node)) return node;
    if (typeof node.$limit === "string" && Object.keys(node).length === 1) {
      const value = getPath(limits, node.$limit);
      if (value === undefined) problems.push({ file, message: `"$limit": "${node.$limit}" is not in the manifest's limits` });
      return value;
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, fill(v)]));
  };
  const filled = fill(page) as ResolvedPage;
  filled.fields = filled.fields.map((f) => ({ ...f, schemaKey: schemaKeyOf(answerSchema(f)) }));
  return filled;
}

function resolvePage(page: PageDef, file: string, read: ReadJson, problems: LoadProblem[]): ResolvedPage {
  const { $schema: _schema, fields, ...rest } = page;
  const resolved: ResolvedField[] = [];
  const add = (field: FieldDef | undefined) => {
    if (field) resolved.push({ ...field, schemaKey: schemaKeyOf(answerSchema(field)) });
  };
  for (const entry of fields ?? []) {
    if ("repeat" in entry) {
      for (const field of expandRepeat(entry, file, read, problems)) add(field);
    } else {
      add(resolveField(entry, file, read, problems, []));
    }
  }
  return { ...rest, fields: resolved, file };
}

function expandRepeat(block: FieldRepeat, file: string, read: ReadJson, problems: LoadProblem[]): FieldDef[] {
  const shared = block.fields.map(({ except, ...entry }) => ({ except, field: resolveField(entry, file, read, problems, []) }));
  const out: FieldDef[] = [];
  for (let n = 1; n <= block.repeat.count; n++) {
    const values = { n: String(n), prev: String(n - 1), next: String(n + 1) };
    for (const { except, field } of shared) {
      if (field && !except?.includes(n)) out.push(fillPlaceholders(field, values));
    }
  }
  return out;
}

function resolveField(
  entry: FieldDef | FieldInclude,
  file: string,
  read: ReadJson,
  problems: LoadProblem[],
  trail: string[],
): FieldDef | undefined {
  if (!("include" in entry) || entry.include === undefined) return entry as FieldDef;
  const { include, ...overrides } = entry as FieldInclude;
  const [relative, pointer = ""] = include.split("#");
  const target = joinPath(dirname(file), relative);
  const ref = `${target}#${pointer}`;
  if (trail.includes(ref)) {
    problems.push({ file, message: `include cycle: ${[...trail, ref].join(" -> ")}` });
    return undefined;
  }
  let base: unknown;
  try {
    base = resolvePointer(read(target), pointer);
  } catch (error) {
    problems.push({ file, message: `include "${include}": ${messageOf(error)}` });
    return undefined;
  }
  if (!base || typeof base !== "object") {
    problems.push({ file, message: `include "${include}" points at nothing in ${target}` });
    return undefined;
  }
  const shared = resolveField(base as FieldDef | FieldInclude, target, read, problems, [...trail, ref]);
  return shared && overlay(shared, overrides);
}

function overlay(base: FieldDef, overrides: Partial<FieldDef>): FieldDef {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    merged[key] = MERGED_KEYS.has(key) && isObject(current) && isObject(value) ? { ...current, ...value } : value;
  }
  return merged as unknown as FieldDef;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
