/**
 * Single-mistake edits an analyst can plausibly make, applied to a copy of the real journeys. Each
 * finds its own place to strike (the first object of the right shape), so the table keeps working
 * as the journeys change: it names shapes, never pages or wording.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { canonicalJson } from "../../tools/lint/canonicalJson.ts";
import { listJsonFiles } from "../../tools/lint/journeyFiles.ts";
import { JOURNEYS_DIR } from "../../server/journeys/readJourneys.ts";

type Json = Record<string, unknown>;

export interface Found {
  file: string;
  /** The object holding the key. */
  holder: Json;
  /** The object's parent chain, outermost first (to reach a page's edges from one of them). */
  path: (string | number)[];
}

/** A copy of journeys/ in a temporary folder, parsed, with the one edit written back. */
export class JourneyCopy {
  readonly root = mkdtempSync(join(tmpdir(), "journeys-mutant-"));
  private readonly parsed = new Map<string, Json>();
  private readonly others = new Map<string, Json>();

  constructor() {
    cpSync(JOURNEYS_DIR, this.root, { recursive: true });
    for (const file of listJsonFiles(this.root)) {
      if (file.includes("/scenarios/") || file.endsWith("rating.json") || file.endsWith(".schema.json")) continue;
      this.parsed.set(file, JSON.parse(readFileSync(join(this.root, file), "utf8")) as Json);
    }
  }

  /** A file's parsed content: a journey file, or any other JSON file of the copy (read when first asked for). */
  json(file: string): Json {
    const value =
      this.parsed.get(file) ??
      this.others.get(file) ??
      this.others.set(file, JSON.parse(readFileSync(join(this.root, file), "utf8")) as Json).get(file)!;
    return value;
  }

  /** The copy's other JSON files (rating files, the catalogue, the mapping...) whose path matches. */
  filesMatching(pattern: RegExp): string[] {
    return listJsonFiles(this.root).filter((file) => pattern.test(file));
  }

  /** Rewrites a file's text (for what JSON cannot hold, such as a key written twice). */
  editText(file: string, change: (text: string) => string): string {
    writeFileSync(join(this.root, file), change(readFileSync(join(this.root, file), "utf8")));
    return file;
  }

  /** Writes one file back in the canonical layout, so the only problem is the mistake itself. */
  save(file: string): string {
    writeFileSync(join(this.root, file), canonicalJson(this.json(file)));
    return file;
  }

  /** Every object (in file order) for which `test` holds. */
  find(test: (value: Json, file: string) => boolean): Found[] {
    const found: Found[] = [];
    for (const [file, json] of this.parsed) {
      const visit = (value: unknown, path: (string | number)[]): void => {
        if (Array.isArray(value)) return value.forEach((item, i) => visit(item, [...path, i]));
        if (!value || typeof value !== "object") return;
        if (test(value as Json, file)) found.push({ file, holder: value as Json, path });
        for (const [key, inner] of Object.entries(value)) visit(inner, [...path, key]);
      };
      visit(json, []);
    }
    return found;
  }

  first(what: string, test: (value: Json, file: string) => boolean): Found {
    const [hit] = this.find(test);
    if (!hit) throw new Error(`the journeys have no ${what} to make this mistake on`);
    return hit;
  }

  /** The value at `path` in `file`. */
  at(file: string, path: (string | number)[]): unknown {
    return path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], this.json(file));
  }
}

export interface Mutation {
  /** The mistake, in words. */
  mistake: string;
  /** Check ids of which at least one must report it (an id-less structural error is `"structure"`). */
  checks: string[];
  /** A warning, not an error (default error). */
  severity?: "warning";
  /** Makes the mistake on the copy; returns the root-relative file it changed. */
  apply(copy: JourneyCopy): string;
}

export const isPageFile = (file: string) => file.includes("/pages/");
const isFieldsOrPage = (file: string) => isPageFile(file) || file.startsWith("common/fields/");
export const typo = (name: string) => `${name.slice(0, -1)}${name.at(-1) === "s" ? "z" : "s"}`;

/** Renames `key` of `object` to a typo of it, keeping its value. */
export function misspellKey(object: Json, key: string): void {
  object[typo(key)] = object[key];
  delete object[key];
}
/** `{"===": [a, b]}` or `{"==": [a, b]}`: the operands of an equality, or undefined. */
const equality = (value: Json): unknown[] | undefined => {
  const operands = value["==="] ?? value["=="];
  return Object.keys(value).length === 1 && Array.isArray(operands) ? operands : undefined;
};
const hasVar = (value: unknown, prefix: string): value is { var: string } =>
  !!value &&
  typeof value === "object" &&
  typeof (value as { var?: unknown }).var === "string" &&
  (value as { var: string }).var.startsWith(prefix);
const isField = (value: Json) => typeof value.name === "string" && (value.schema !== undefined || value.include !== undefined);
const optionsOf = (value: Json) => (Array.isArray(value.options) ? (value.options as Json[]) : undefined);
const schemaOf = (value: Json) => (value.schema && typeof value.schema === "object" ? (value.schema as Json) : undefined);

export const MUTATIONS: Mutation[] = [
  {
    mistake: "a reveal reads a misspelt answer",
    checks: ["unknown-reference"],
    apply: (copy) => {
      const hit = copy.first("answer var", (v, f) => isFieldsOrPage(f) && hasVar(v, "answers."));
      hit.holder.var = typo(hit.holder.var as string);
      return copy.save(hit.file);
    },
  },
  {
    mistake: "logic reads a misspelt limit",
    checks: ["unknown-reference"],
    apply: (copy) => {
      const hit = copy.first("limits var", (v, f) => isFieldsOrPage(f) && hasVar(v, "limits."));
      hit.holder.var = typo(hit.holder.var as string);
      return copy.save(hit.file);
    },
  },
  {
    mistake: "a field message uses {max} on a field without a maximum",
    checks: ["unknown-placeholder"],
    apply: (copy) => {
      const hit = copy.first(
        "required field with a message",
        (v, f) =>
          isFieldsOrPage(f) &&
          isField(v) &&
          typeof (v.messages as Json | undefined)?.required === "string" &&
          schemaOf(v)?.maximum === undefined &&
          schemaOf(v)?.type === "string",
      );
      const messages = hit.holder.messages as Json;
      messages.required = `${messages.required as string} (at most {max})`;
      return copy.save(hit.file);
    },
  },
  {
    mistake: "minimum and maximum swapped",
    checks: ["range"],
    apply: (copy) => {
      const hit = copy.first(
        "schema with numeric minimum and maximum",
        (v) => typeof v.minimum === "number" && typeof v.maximum === "number" && v.minimum < v.maximum,
      );
      [hit.holder.minimum, hit.holder.maximum] = [hit.holder.maximum, hit.holder.minimum];
      return copy.save(hit.file);
    },
  },
  {
    mistake: 'a yes/no option\'s value written as the string "true"',
    checks: ["option-type"],
    apply: (copy) => {
      const hit = copy.first(
        "boolean field with inline options",
        (v) => schemaOf(v)?.type === "boolean" && !!optionsOf(v)?.length && typeof optionsOf(v)![0].value === "boolean",
      );
      const option = optionsOf(hit.holder)![0];
      option.value = String(option.value);
      return copy.save(hit.file);
    },
  },
  {
    mistake: "a pattern on a number answer",
    checks: ["schema-keyword"],
    apply: (copy) => {
      const hit = copy.first(
        "number schema",
        (v, f) => isFieldsOrPage(f) && isField(v) && (schemaOf(v)?.type === "integer" || schemaOf(v)?.type === "number"),
      );
      schemaOf(hit.holder)!.pattern = "^[0-9]+$";
      return copy.save(hit.file);
    },
  },
  {
    mistake: "a number box without words for letters typed in it",
    checks: ["structure"],
    apply: (copy) => {
      const hit = copy.first(
        "number box with a type message",
        (v, f) =>
          isFieldsOrPage(f) &&
          (v.widget === "number" || v.widget === "currency") &&
          typeof (v.messages as Json | undefined)?.type === "string",
      );
      delete (hit.holder.messages as Json).type;
      return copy.save(hit.file);
    },
  },
  {
    mistake: "a minLength on a number answer",
    checks: ["schema-keyword"],
    apply: (copy) => {
      const hit = copy.first(
        "number schema",
        (v, f) => isFieldsOrPage(f) && isField(v) && (schemaOf(v)?.type === "integer" || schemaOf(v)?.type === "number"),
      );
      schemaOf(hit.holder)!.minLength = 1;
      return copy.save(hit.file);
    },
  },
  {
    mistake: "two options with the same label",
    checks: ["duplicate-option"],
    apply: (copy) => {
      const hit = copy.first("inline options", (v) => (optionsOf(v)?.length ?? 0) >= 2 && typeof optionsOf(v)![0].label === "string");
      const [first, second] = optionsOf(hit.holder)!;
      second.label = first.label;
      return copy.save(hit.file);
    },
  },
  {
    mistake: "a default that is not one of the options",
    checks: ["default"],
    apply: (copy) => {
      const hit = copy.first(
        "field with string options",
        (v, f) =>
          isFieldsOrPage(f) &&
          isField(v) &&
          (optionsOf(v)?.length ?? 0) >= 2 &&
          typeof optionsOf(v)![0].value === "string" &&
          v.default === undefined,
      );
      hit.holder.default = "NOT_AN_OPTION";
      return copy.save(hit.file);
    },
  },
  {
    mistake: 'a yes/no answer compared with the string "true"',
    checks: ["condition-type", "condition-never"],
    apply: (copy) => {
      const hit = copy.first(
        "comparison with true",
        (v, f) => isFieldsOrPage(f) && equality(v)?.[1] === true && hasVar(equality(v)![0], "answers."),
      );
      equality(hit.holder)![1] = "true";
      return copy.save(hit.file);
    },
  },
  {
    mistake: "an operator given one argument instead of two",
    checks: ["arity"],
    apply: (copy) => {
      const hit = copy.first("two-argument comparison", (v, f) => isFieldsOrPage(f) && equality(v)?.length === 2);
      equality(hit.holder)!.pop();
      return copy.save(hit.file);
    },
  },
  {
    mistake: "search words given for a misspelt code",
    checks: ["structure"],
    apply: (copy) => {
      const hit = copy.first(
        "search with searchWords",
        (v, f) => isFieldsOrPage(f) && isField(v) && !!(v.ui as Json | undefined)?.searchWords,
      );
      const words = (hit.holder.ui as Json).searchWords as Json;
      const [code] = Object.keys(words);
      words[typo(code)] = words[code];
      delete words[code];
      return copy.save(hit.file);
    },
  },
  {
    mistake: "an edge to a misspelt page",
    checks: ["structure"],
    apply: (copy) => {
      const hit = copy.first("edge", (v, f) => isPageFile(f) && typeof v.to === "string");
      hit.holder.to = typo(hit.holder.to as string);
      return copy.save(hit.file);
    },
  },
  {
    mistake: "a page loader calling a misspelt data source",
    checks: ["data-source"],
    apply: (copy) => {
      const hit = copy.first("loader", (v, f) => isPageFile(f) && typeof v.source === "string" && v.args !== undefined);
      hit.holder.source = typo(hit.holder.source as string);
      return copy.save(hit.file);
    },
  },
  {
    mistake: "a button going to a misspelt page",
    checks: ["structure"],
    apply: (copy) => {
      const hit = copy.first("outcome with goTo", (v, f) => isPageFile(f) && typeof v.goTo === "string");
      hit.holder.goTo = typo(hit.holder.goTo as string);
      return copy.save(hit.file);
    },
  },
  {
    mistake: "an include's rule override naming a misspelt rule id",
    checks: ["structure"],
    apply: (copy) => {
      const hit = copy.first(
        "rule override on an include",
        (v, f) =>
          isPageFile(f) &&
          typeof v.include === "string" &&
          Array.isArray(v.rules) &&
          (v.rules as Json[]).some((r) => typeof r.id === "string" && r.errorWhen === undefined),
      );
      const override = (hit.holder.rules as Json[]).find((r) => typeof r.id === "string" && r.errorWhen === undefined)!;
      override.id = typo(override.id as string);
      return copy.save(hit.file);
    },
  },
  {
    mistake: "a conditional edge copied onto the next one (the second can never be followed)",
    checks: ["edge-shadowed"],
    apply: (copy) => {
      const hit = copy.first(
        "page with two conditional edges",
        (v, f) => isPageFile(f) && Array.isArray(v.next) && (v.next as Json[]).filter((edge) => edge.when !== undefined).length >= 2,
      );
      const [first, second] = (hit.holder.next as Json[]).filter((edge) => edge.when !== undefined);
      second.when = structuredClone(first.when);
      return copy.save(hit.file);
    },
  },
  {
    mistake: "a page's only edge sent back to the page before it (a loop with no way out)",
    checks: ["trap-cycle"],
    apply: (copy) => {
      const pages = copy.find((v, f) => isPageFile(f) && typeof v.id === "string" && Array.isArray(v.next));
      // A page whose buttons or loaders can go elsewhere has a way out of the loop.
      const onlyDefault = (page: Json) =>
        (page.next as Json[]).length === 1 && (page.next as Json[])[0].when === undefined && !page.actions && !page.loaders;
      for (const before of pages.filter((p) => onlyDefault(p.holder))) {
        const after = pages.find(
          (p) => p.holder.id === (before.holder.next as Json[])[0].to && onlyDefault(p.holder) && p.holder.id !== before.holder.id,
        );
        if (!after) continue;
        (after.holder.next as Json[])[0].to = before.holder.id;
        return copy.save(after.file);
      }
      throw new Error("the journeys have no two pages in a row with one edge each");
    },
  },
  {
    mistake: "an anchor that names no block on the target page",
    checks: ["unknown-anchor"],
    apply: (copy) => {
      const hit = copy.first("edge with an anchor", (v) => typeof v.to === "string" && typeof v.anchor === "string");
      hit.holder.anchor = typo(hit.holder.anchor as string);
      return copy.save(hit.file);
    },
  },
  {
    mistake: "a fieldError for a misspelt field",
    checks: ["unknown-field-name"],
    apply: (copy) => {
      const hit = copy.first(
        "fieldError",
        (v) => typeof v.field === "string" && v.field !== "" && typeof v.message === "string" && v.errorWhen === undefined,
      );
      hit.holder.field = typo(hit.holder.field as string);
      return copy.save(hit.file);
    },
  },
  {
    mistake: "content placed after a misspelt field",
    checks: ["unknown-field-name"],
    apply: (copy) => {
      const hit = copy.first("block placed after a field", (v, f) => isPageFile(f) && typeof v.after === "string");
      hit.holder.after = typo(hit.holder.after as string);
      return copy.save(hit.file);
    },
  },
  {
    mistake: "a misspelt limit key in a manifest",
    checks: ["structure"],
    apply: (copy) => {
      const hit = copy.first("manifest limits", (v, f) => f.endsWith("manifest.json") && typeof v.startPage === "string");
      const limits = hit.holder.limits as Json;
      misspellKey(
        limits,
        Object.keys(limits).find((k) => typeof limits[k] === "number")!,
      );
      return copy.save(hit.file);
    },
  },
  {
    mistake: "a misspelt key in the intro",
    checks: ["structure"],
    apply: (copy) => {
      const hit = copy.first("intro step", (v, f) => f.endsWith("manifest.json") && typeof v.title === "string");
      hit.holder.titel = hit.holder.title;
      delete hit.holder.title;
      return copy.save(hit.file);
    },
  },
  {
    mistake: "an intro bullet shown by a condition that reads a misspelt answer",
    checks: ["unknown-reference"],
    apply: (copy) => {
      const hit = copy.first(
        "conditional intro bullet",
        (v, f) => f.endsWith("manifest.json") && typeof v.text === "string" && v.visibleWhen !== undefined,
      );
      hit.holder.visibleWhen = { "===": [{ var: "quote.device.deviceTyp" }, "C330"] };
      return copy.save(hit.file);
    },
  },
  {
    mistake: "the named-driver start page misspelt",
    checks: ["unknown-named-start-page"],
    apply: (copy) => {
      const hit = copy.first("manifest with named drivers", (v, f) => f.endsWith("manifest.json") && typeof v.namedStartPage === "string");
      hit.holder.namedStartPage = typo(hit.holder.namedStartPage as string);
      return copy.save(hit.file);
    },
  },
  {
    mistake: "two fields on one page with the same name",
    checks: ["structure", "duplicate-field"],
    apply: (copy) => {
      const hit = copy.first(
        "page with two inline fields",
        (v, f) =>
          isPageFile(f) &&
          Array.isArray(v.fields) &&
          (v.fields as Json[]).filter((x) => typeof x.name === "string" && x.include === undefined).length >= 2,
      );
      const [first, second] = (hit.holder.fields as Json[]).filter((x) => typeof x.name === "string" && x.include === undefined);
      second.name = first.name;
      return copy.save(hit.file);
    },
  },
  {
    mistake: "two actions on one page with the same id",
    checks: ["structure", "duplicate-action"],
    apply: (copy) => {
      const hit = copy.first(
        "page with two actions",
        (v, f) => isPageFile(f) && Array.isArray(v.actions) && (v.actions as Json[]).length >= 2,
      );
      const [first, second] = hit.holder.actions as Json[];
      second.id = first.id;
      return copy.save(hit.file);
    },
  },
  {
    mistake: "the first page reads an answer asked only on the last page, with no fallback",
    checks: ["forward-read"],
    apply: (copy) => {
      const final = copy.first("final page", (v, f) => isPageFile(f) && v.id === "final" && typeof v.section === "string");
      const finalField = (final.holder.fields as Json[]).find((x) => typeof x.name === "string" && x.include === undefined)!;
      const hit = copy.first(
        "field on the product page",
        (v, f) => f === "common/pages/product.json" && isField(v) && v.visibleWhen === undefined,
      );
      hit.holder.visibleWhen = { "==": [{ var: `quote.${final.holder.section as string}.${finalField.name as string}` }, true] };
      return copy.save(hit.file);
    },
  },
  {
    mistake: "a car page reads an answer only the van product asks",
    checks: ["cross-path", "unknown-reference"],
    apply: (copy) => {
      const van = copy.first(
        "van-only page",
        (v, f) => f.startsWith("van/pages/") && typeof v.section === "string" && Array.isArray(v.fields),
      );
      const vanField = (van.holder.fields as Json[]).find((x) => typeof x.name === "string")!;
      const hit = copy.first(
        "field on the claims page",
        (v, f) => f === "common/pages/claims.json" && isField(v) && v.visibleWhen === undefined,
      );
      hit.holder.visibleWhen = { "==": [{ var: `quote.${van.holder.section as string}.${vanField.name as string}` }, "X"] };
      return copy.save(hit.file);
    },
  },
  {
    mistake: "a named condition misspelt",
    checks: ["structure"],
    apply: (copy) => {
      const hit = copy.first("field revealed by a named condition", (v, f) => isFieldsOrPage(f) && typeof v.visibleWhen === "string");
      hit.holder.visibleWhen = typo(hit.holder.visibleWhen as string);
      return copy.save(hit.file);
    },
  },
];
