/**
 * Every draft path a product's logic may read, worked out once per product: the answers its pages
 * ask (at `section.name`, repeated rounds as expanded, named-driver pages once with `{index}` and
 * once per slot `named.0..limits.namedDrivers-1`), the paths effects and outcomes `set`, and the few
 * values the app itself keeps in the draft. A path is known when it is one of these, a section or
 * object holding them (`quote.vehicle`), or lies inside one whose value is an object (an address
 * a lookup stored, a multi-choice list).
 */
import { namedSlotIndexes, within, type ResolvedField, type ResolvedJourney, type ResolvedPage } from "../../src/engine/index.ts";
import { outcomesOf } from "./pageParts.ts";
import { pagesOf } from "./productContext.ts";
import { resultPartProblem } from "./referenceResults.ts";

/**
 * Draft values the app writes itself, not a page: the entry link's (product, plate, affiliate,
 * comparison-site source), the rating's (token, quote reference, the rate), buying's and /rate's,
 * and each named-driver slot's `added` flag (removing a driver writes it, namedDrivers.ts).
 * `true`: the value is an object whose parts may be read.
 */
export const APP_DRAFT_PATHS: Record<string, boolean> = {
  product: false,
  numberplate: false,
  linkReg: false,
  affiliate: false,
  sourceOfBusiness: false,
  token: false,
  quoteRef: false,
  rate: true,
  policy: true,
  retrieveError: false,
  "final.excess": false,
  "final.paymentMethod": false,
  "named.{index}.added": false,
};

const OPEN_TYPES = new Set(["object", "array"]);

/** A value stored from a data source's result (`{"var": "result.make"}`): its parts are that result's. */
interface StoredResult {
  source: string;
  parts: string[];
}

/** Whether a known path's parts may be read: any (true), none (false), or those of a stored result. */
type Parts = boolean | StoredResult;

export interface DraftPaths {
  /** Whether `path` (absolute, `{index}` allowed) names something in the draft. */
  has(path: string): boolean;
  /** Why a path inside a stored result is not in it (the source gives no such part); undefined otherwise. */
  storedResultProblem(path: string): string | undefined;
  /** Every known path and section, for "did you mean". */
  names(): string[];
}

/** A stored result's parts are checked only where `resultShapes` holds (see ProductNames). */
export function draftPaths(journey: ResolvedJourney, resultShapes = false): DraftPaths {
  const slots = namedSlotIndexes(journey);
  const known = new Map<string, Parts>();
  const add = (path: string, parts: Parts) => {
    for (const concrete of perSlot(path, slots)) known.set(concrete, merged(known.get(concrete), parts));
  };
  for (const [path, open] of Object.entries(APP_DRAFT_PATHS)) add(path, open);
  for (const page of pagesOf(journey)) {
    for (const field of page.fields) add(within(page.section, field.name), isOpenField(field));
    for (const field of page.fields) {
      for (const effect of field.effects ?? []) {
        for (const [path, value] of Object.entries(effect.set)) add(within(page.section, path), isOpenValue(value));
      }
    }
    for (const { where, value: outcome } of outcomesOf(page)) {
      const source = resultShapes ? resultSourceOf(page, where) : undefined;
      for (const [path, value] of Object.entries(outcome.set ?? {}))
        add(path, (source && storedResult(source, value)) || isOpenValue(value));
    }
  }
  const sections = new Set<string>();
  for (const path of known.keys()) {
    for (let i = path.indexOf("."); i > 0; i = path.indexOf(".", i + 1)) sections.add(path.slice(0, i));
  }
  /** The nearest known path holding `path`, and the parts of `path` inside it. */
  const holder = (path: string): { at: string; parts: Parts; inside: string[] } | undefined => {
    for (let i = path.lastIndexOf("."); i > 0; i = path.lastIndexOf(".", i - 1)) {
      const parts = known.get(path.slice(0, i));
      if (parts !== undefined) return { at: path.slice(0, i), parts, inside: path.slice(i + 1).split(".") };
    }
    return undefined;
  };
  const storedResultProblem = (path: string): string | undefined => {
    const found = holder(path);
    if (!found || typeof found.parts !== "object") return undefined;
    return resultPartProblem(found.parts.source, [...found.parts.parts, ...found.inside], found.at);
  };
  return {
    has(path) {
      if (known.has(path) || sections.has(path)) return true;
      const found = holder(path);
      return found !== undefined && found.parts !== false && storedResultProblem(path) === undefined;
    },
    storedResultProblem,
    names: () => [...known.keys(), ...sections],
  };
}

/** Parts anyone may read win; two different results stored at one path leave it open. */
function merged(before: Parts | undefined, parts: Parts): Parts {
  if (before === undefined || before === false) return parts;
  if (before === true || parts === true) return true;
  if (parts === false) return before;
  return before.source === parts.source && before.parts.join(".") === parts.parts.join(".") ? before : true;
}

/** The data source whose result an outcome at `where` sees (a loader's or an action's load's onResult). */
export function resultSourceOf(page: ResolvedPage, where: string): string | undefined {
  const call = where.includes("onResult[") ? /^(loaders|actions)\[(\d+)\]\.(load\.)?onResult\[\d+\]/.exec(where) : null;
  if (!call) return undefined;
  return call[1] === "loaders" ? page.loaders?.[Number(call[2])]?.source : page.actions?.[Number(call[2])]?.load?.source;
}

/** `{"var": "result.make"}` stores that part of the result (a `var` with a default may store the default). */
function storedResult(source: string, value: unknown): StoredResult | undefined {
  const path = (value as { var?: unknown } | null)?.var;
  if (typeof path !== "string" || (path !== "result" && !path.startsWith("result."))) return undefined;
  return { source, parts: path.split(".").slice(1) };
}

/** A path written with `{index}` stands for itself (read on the named-driver pages) and for each slot. */
function perSlot(path: string, slots: number[]): string[] {
  if (!path.includes("{index}")) return [path];
  return [path, ...slots.map((i) => path.replaceAll("{index}", String(i)))];
}

function isOpenField(field: ResolvedField): boolean {
  const type = field.schema.type;
  return Array.isArray(type) ? type.some((t) => OPEN_TYPES.has(String(t))) : OPEN_TYPES.has(String(type));
}

/** A set value is open unless it is a plain literal: logic (a lookup's result) may give an object. */
function isOpenValue(value: unknown): boolean {
  return value !== null && typeof value === "object";
}
