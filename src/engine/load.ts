/**
 * Loading a product journey: read the manifest and its page files, and resolve every field
 * `include` (`../common/fields/person.json#/firstName`, relative to the including file) with the
 * including entry's own keys laid over the shared definition (`messages` and `ui` merge per key,
 * `rules` per rule `id`), then expand format v2's shorthands (shorthands.ts) and fill `$limit`s.
 * File access is a port, so the Vite plugin, the server and the CLI share this code.
 */
import type {
  FieldDef,
  FieldInclude,
  FieldRepeat,
  Manifest,
  PageDef,
  ResolvedField,
  ResolvedJourney,
  ResolvedPage,
  Rule,
} from "./types.ts";
import { fillPlaceholders } from "./templates.ts";
import { dirname, getPath, joinPath, resolvePointer } from "./paths.ts";
import { answerSchema, schemaKeyOf } from "./fieldSchema.ts";
import { namedSlots } from "./namedDrivers.ts";
import { expandShorthands, forEachNamedItem, splitMessageKeys, type Definitions, type ShorthandContext } from "./shorthands.ts";

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
  const definitions = readDefinitions(manifest, manifestPath, readFile, problems);
  for (const relative of manifest.pages ?? []) {
    const file = joinPath(dirname(manifestPath), relative);
    try {
      const page = readFile(file) as PageDef;
      if (pages[page.id]) {
        problems.push({ file, message: `page id "${page.id}" is used twice (also ${pages[page.id].file})` });
        continue;
      }
      const shorthands: ShorthandContext = {
        ...definitions,
        namedSlots: namedSlots({ limits }),
        problem: (message) => problems.push({ file, message }),
      };
      pages[page.id] = fillLimits(resolvePage(page, file, readFile, problems, shorthands), limits, file, problems);
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
    // The intro's bullets may show by a named condition (the device the vehicle gets).
    intro:
      manifest.intro &&
      expandShorthands(manifest.intro, {
        ...definitions,
        namedSlots: namedSlots({ limits }),
        problem: (message) => problems.push({ file: manifestPath, message }),
      }),
    pages,
    pageOrder,
  };
  return { journey, problems, files: [...files] };
}

/** The named conditions and option sets of the manifest's `definitions` files; a name defined twice is a problem. */
function readDefinitions(manifest: Manifest, manifestPath: string, read: ReadJson, problems: LoadProblem[]): Definitions {
  const definitions: Definitions = { conditions: {}, optionSets: {} };
  for (const relative of manifest.definitions ?? []) {
    const file = joinPath(dirname(manifestPath), relative);
    try {
      const written = read(file) as Partial<Definitions>;
      for (const kind of ["conditions", "optionSets"] as const) {
        for (const [name, value] of Object.entries(written[kind] ?? {})) {
          if (name in definitions[kind]) problems.push({ file, message: `${kind} "${name}" is defined twice` });
          (definitions[kind] as Record<string, unknown>)[name] = value;
        }
      }
    } catch (error) {
      problems.push({ file, message: messageOf(error) });
    }
  }
  return definitions;
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

/** Shorthands are expanded per field before a repeat fills `{n}`, so a named condition may use `{n}`. */
function resolvePage(page: PageDef, file: string, read: ReadJson, problems: LoadProblem[], shorthands: ShorthandContext): ResolvedPage {
  const { $schema: _schema, fields, ...rest } = page;
  const resolved: ResolvedField[] = [];
  const field = (entry: FieldDef | FieldInclude) => {
    const found = resolveField(entry, file, read, problems, []);
    return found && expandShorthands(found, shorthands);
  };
  const add = (found: FieldDef | undefined) => {
    if (found) resolved.push({ ...found, schemaKey: schemaKeyOf(answerSchema(found)) });
  };
  for (const entry of fields ?? []) {
    if ("$forEachNamed" in entry) {
      for (const one of forEachNamedItem(entry, shorthands) as (FieldDef | FieldInclude)[]) add(field(one));
    } else if ("repeat" in entry) {
      for (const found of expandRepeat(entry, field)) add(found);
    } else {
      add(field(entry));
    }
  }
  return { ...expandShorthands(rest, shorthands), fields: resolved, file };
}

function expandRepeat(block: FieldRepeat, field: (entry: FieldDef | FieldInclude) => FieldDef | undefined): FieldDef[] {
  const shared = block.fields.map(({ except, ...entry }) => ({ except, field: field(entry) }));
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
  if (!shared) return undefined;
  const unmatched = unmatchedRuleOverrides(shared.rules ?? [], overrides.rules ?? []);
  if (unmatched.length > 0) {
    const known = (shared.rules ?? []).flatMap((rule) => (rule.id === undefined ? [] : [`"${rule.id}"`]));
    problems.push({
      file,
      message: `include "${include}": rule override "${unmatched.join('", "')}" names no rule of the included field (its rules: ${known.join(", ") || "none with an id"})`,
    });
  }
  return overlay(shared, overrides);
}

/**
 * Ids of overrides that change or drop a shared rule that is not there (a misspelt id): an `off`,
 * or a rule without its own `errorWhen`, would otherwise be added as a rule that never fires.
 */
function unmatchedRuleOverrides(base: Rule[], overrides: Rule[]): string[] {
  return overrides
    .filter((o) => o.id !== undefined && (o.off || o.errorWhen === undefined) && !base.some((rule) => rule.id === o.id))
    .map((o) => o.id as string);
}

function overlay(base: FieldDef, overrides: Partial<FieldDef>): FieldDef {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    if (key === "rules" && Array.isArray(current) && Array.isArray(value)) merged[key] = mergeRules(current, value);
    else if (key === "messages" && isObject(current) && isObject(value))
      merged[key] = { ...splitMessageKeys(current), ...splitMessageKeys(value) };
    else merged[key] = MERGED_KEYS.has(key) && isObject(current) && isObject(value) ? { ...current, ...value } : value;
  }
  return merged as unknown as FieldDef;
}

/**
 * An overriding rule with the `id` of a shared one changes only the keys it gives (its message, say)
 * and keeps the rest; `"off": true` drops it; any other rule is added. So an override never loses
 * a shared rule by accident.
 */
function mergeRules(base: Rule[], overrides: Rule[]): Rule[] {
  const merged = base.map((rule) => {
    const override = rule.id === undefined ? undefined : overrides.find((o) => o.id === rule.id);
    return override ? { ...rule, ...override, params: { ...rule.params, ...override.params } } : rule;
  });
  // A partial override whose id matches nothing is a load problem (unmatchedRuleOverrides), not a rule.
  const added = overrides.filter((o) => (o.id === undefined || !base.some((rule) => rule.id === o.id)) && o.errorWhen !== undefined);
  return [...merged, ...added].filter((rule) => !rule.off).map(({ off: _off, ...rule }) => withoutEmptyParams(rule));
}

function withoutEmptyParams(rule: Rule): Rule {
  if (rule.params && Object.keys(rule.params).length === 0) {
    const { params: _params, ...rest } = rule;
    return rest;
  }
  return rule;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
