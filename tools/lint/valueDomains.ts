/**
 * What each answer of a product can hold, inferred from the journey: its field's schema (`type`,
 * `enum`, `const`, `minimum`/`maximum`), options, widget and default, plus every literal an effect
 * or outcome `set`s there. Used to say a comparison can never (or always) be true, so it must be a
 * superset of the truth: anything not inferred for sure is "anything", and "not answered" is
 * always possible.
 */
import { operatorKinds, within, type ResolvedField, type ResolvedJourney } from "../../src/engine/index.ts";
import { pagesOf } from "./productContext.ts";
import { outcomesOf } from "./pageParts.ts";

/** What kind of strings a domain's open string part holds. */
export type StringKind = "dates" | "codes" | "text";

export interface Domain {
  /** Literal values it can hold; `undefined` ("not answered") is always one. */
  values: unknown[];
  /** Any string besides `values`: ISO dates (a date widget), reference-list codes, or any text. */
  strings?: StringKind;
  /** Any number in this range besides `values`. */
  numbers?: { min: number; max: number; integer: boolean };
  /** Anything at all (set from a server result, computed, a list): nothing can be said. */
  anything?: boolean;
}

/** Widgets whose answer is a `YYYY-MM-DD` string (renderer-widgets/DateInputWidget). */
const DATE_WIDGETS = new Set(["date"]);
/** Dropdowns store "nonselected" for their placeholder (renderer-widgets/choiceOptions.ts). */
const PLACEHOLDER_WIDGETS = new Set(["select", "search", "address-list"]);
const NONSELECTED = "nonselected";
/** Operations whose result is an ISO date. */
const DATE_RESULTS = operatorKinds.date;

/**
 * Values the app writes into the draft itself, outside any journey field or outcome: an entry link
 * with `noreg` stores `numberplate: false` (src/app/startup.ts), a restored quote marks its named
 * drivers `added` (src/app/retrieve/restoredQuote.ts).
 */
const APP_WRITTEN: Record<string, unknown[]> = {
  numberplate: [false],
  "named.{index}.added": [true],
};

const ANYTHING: Domain = { values: [undefined], anything: true };

/** Named-driver slots share one domain: `named.1.job.x` and `named.{index}.job.x` are the same answer. */
export function domainKey(draftPath: string): string {
  return draftPath.replace(/^named\.(\d+|\{index\}|\{slot\})\./, "named.{index}.");
}

function addValue(values: unknown[], value: unknown): void {
  if (!values.some((known) => Object.is(known, value))) values.push(value);
}

export function mergeDomains(a: Domain, b: Domain): Domain {
  if (a.anything || b.anything) return ANYTHING;
  const values = [...a.values];
  b.values.forEach((value) => addValue(values, value));
  const strings = a.strings && b.strings && a.strings !== b.strings ? "text" : (a.strings ?? b.strings);
  const numbers =
    a.numbers && b.numbers
      ? {
          min: Math.min(a.numbers.min, b.numbers.min),
          max: Math.max(a.numbers.max, b.numbers.max),
          integer: a.numbers.integer && b.numbers.integer,
        }
      : (a.numbers ?? b.numbers);
  return { values, ...(strings ? { strings } : {}), ...(numbers ? { numbers } : {}) };
}

const isLiteral = (value: unknown): boolean => value === null || typeof value !== "object";

/**
 * What a `default` or `set` value can put in `path`: a literal itself; an `if` any of its
 * branches; a read of the same answer nothing new; a date operation a date; anything else anything.
 */
export function resultDomain(logic: unknown, path?: string, section?: string): Domain {
  if (isLiteral(logic)) return { values: [undefined, logic] };
  if (Array.isArray(logic) || Object.keys(logic as object).length !== 1) return ANYTHING;
  const [operator, raw] = Object.entries(logic as object)[0] as [string, unknown];
  const args = Array.isArray(raw) ? raw : [raw];
  if (operator === "if") {
    const branches = args.filter((_, i) => i % 2 === 1 || i === args.length - 1);
    if (args.length % 2 === 0) branches.push(null);
    return branches.map((branch) => resultDomain(branch, path, section)).reduce(mergeDomains, { values: [undefined] });
  }
  if (operator === "var" && path !== undefined && typeof args[0] === "string") {
    const [head, ...rest] = args[0].split(".");
    const read = head === "answers" ? within(section, rest.join(".")) : head === "quote" ? rest.join(".") : undefined;
    if (read !== undefined && domainKey(read) === domainKey(path)) return { values: [undefined] };
  }
  if (DATE_RESULTS.has(operator)) return { values: [undefined, null], strings: "dates" };
  return ANYTHING;
}

/**
 * What a field's own answer can hold, before defaults and effects add to it. With `referenceCodes`
 * (each reference list's codes), a reference list's answer is one of its codes, not any code.
 */
export function fieldDomain(field: ResolvedField, referenceCodes?: Map<string, string[]>): Domain {
  const schema = field.schema ?? {};
  const type = schema.type;
  const values: unknown[] = [undefined];
  const codes = field.optionsFrom !== undefined && field.transform === undefined ? referenceCodes?.get(field.optionsFrom) : undefined;
  const listed = Array.isArray(schema.enum)
    ? schema.enum
    : "const" in schema
      ? [schema.const]
      : Array.isArray(field.options) &&
          field.transform === undefined &&
          field.options.every((o) => o && typeof o === "object" && "value" in o)
        ? field.options.map((option) => option.value)
        : codes?.length
          ? codes
          : undefined;
  // Options not resolved (an unknown option set, reported by its own check) say nothing.
  if (!listed && field.options !== undefined && !Array.isArray(field.options)) return ANYTHING;
  let domain: Domain;
  if (listed) {
    listed.forEach((value) => addValue(values, value));
    domain = { values };
  } else if (type === "boolean") {
    domain = { values: [undefined, true, false] };
  } else if (type === "integer" || type === "number") {
    const bound = (value: unknown, fallback: number) => (typeof value === "number" ? value : fallback);
    domain = {
      values,
      numbers: { min: bound(schema.minimum, -Infinity), max: bound(schema.maximum, Infinity), integer: type === "integer" },
    };
  } else if (type === "string") {
    const strings: StringKind = DATE_WIDGETS.has(field.widget)
      ? "dates"
      : field.optionsFrom !== undefined && field.transform === undefined
        ? "codes"
        : "text";
    domain = { values, strings };
  } else {
    return ANYTHING;
  }
  if (PLACEHOLDER_WIDGETS.has(field.widget)) addValue(domain.values, NONSELECTED);
  return domain;
}

/** `a.b.c` to `a` and `a.b`. */
function parentsOf(path: string): string[] {
  const parents: string[] = [];
  for (let dot = path.indexOf("."); dot >= 0; dot = path.indexOf(".", dot + 1)) parents.push(path.slice(0, dot));
  return parents;
}

/** Draft path (as `domainKey` gives it) to what it can hold, for one product. */
export type Domains = Map<string, Domain>;

const cache = new WeakMap<ResolvedJourney, Domains>();

/**
 * Every answer's domain in a product; paths no field asks and nothing sets are absent (anything).
 * `referenceCodes` (the same for a whole lint) makes a reference list's answers its codes.
 */
export function productDomains(journey: ResolvedJourney, referenceCodes?: Map<string, string[]>): Domains {
  const known = cache.get(journey);
  if (known) return known;
  const domains: Domains = new Map();
  const add = (path: string, domain: Domain) => {
    const key = domainKey(path);
    const before = domains.get(key);
    domains.set(key, before ? mergeDomains(before, domain) : domain);
  };
  const sets: [string, unknown, string | undefined][] = [];
  for (const page of pagesOf(journey)) {
    for (const field of page.fields) {
      const path = within(page.section, field.name);
      add(path, fieldDomain(field, referenceCodes));
      if (field.default !== undefined) add(path, resultDomain(field.default, path, page.section));
      for (const effect of field.effects ?? []) {
        for (const [key, value] of Object.entries(effect.set ?? {})) sets.push([within(page.section, key), value, page.section]);
      }
    }
    for (const { value: outcome } of outcomesOf(page)) {
      for (const [path, value] of Object.entries(outcome.set ?? {})) sets.push([path, value, page.section]);
    }
  }
  for (const [path, value, section] of sets) add(path, resultDomain(value, path, section));
  for (const [path, values] of Object.entries(APP_WRITTEN)) {
    if (domains.has(path)) add(path, { values });
  }
  // A value set on a whole section (or read as one) says nothing about the answers inside it.
  const setKeys = new Set(sets.map(([path]) => domainKey(path)));
  const containers = new Set([...domains.keys(), ...setKeys].flatMap(parentsOf));
  for (const key of domains.keys()) {
    if (containers.has(key) || parentsOf(key).some((parent) => setKeys.has(parent))) domains.set(key, ANYTHING);
  }
  cache.set(journey, domains);
  return domains;
}

/** The domain of a draft path, or undefined when nothing can be said about it. */
export function domainOf(domains: Domains, draftPath: string): Domain | undefined {
  const domain = domains.get(domainKey(draftPath));
  // Nothing but "unanswered" (an empty option list, reported by its own check) is no domain to judge by.
  const answerable = domain && (domain.strings || domain.numbers || domain.values.some((value) => value !== undefined));
  return domain && !domain.anything && answerable ? domain : undefined;
}

const quote = (value: unknown) => (value === undefined ? "unanswered" : JSON.stringify(value));

function range({ min, max, integer }: NonNullable<Domain["numbers"]>): string {
  const what = integer ? "a whole number" : "a number";
  if (min > -Infinity && max < Infinity) return `${what} from ${min} to ${max}`;
  if (min > -Infinity) return `${what} of at least ${min}`;
  if (max < Infinity) return `${what} of at most ${max}`;
  return what;
}

/** A domain in words: `one of "PANEL", "PICKUP"`, `a whole number from 0 to 12`, `true or false`. */
export function describeDomain(domain: Domain): string {
  const answered = domain.values.filter((value) => value !== undefined);
  const parts: string[] = [];
  if (domain.strings) parts.push({ dates: "a date", codes: "a code from a reference list", text: "text" }[domain.strings]);
  if (domain.numbers) parts.push(range(domain.numbers));
  if (answered.length > 0 && parts.length === 0) {
    if (answered.length === 2 && answered.includes(true) && answered.includes(false)) return "true or false";
    return answered.length === 1 ? quote(answered[0]) : `one of ${answered.map(quote).join(", ")}`;
  }
  if (answered.length > 0) parts.push(answered.map(quote).join(", "));
  return parts.join(" or ");
}
