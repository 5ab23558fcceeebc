/**
 * What a `var` path may name, as the engine builds the data logic sees (src/engine/logic.ts):
 * `answers` (the page's section), `quote` (the whole draft), `driver` (the sections of the driver
 * the page is about), `limits`, `data` (the page's loaders' `as` and `data.reference.<list>` for
 * the lists the page fetches), `product`, `today` and `journey.id`/`journey.version`; `value` only
 * in rules and transforms (validate.ts, answers.ts) and `result` only in a call's `onResult`
 * outcomes (the app passes it there; onEmpty has none, onError none either). For the app's own
 * journeys, the parts of `result` and of loaded data are held against the server's schema.
 */
import { getPath, referenceDataOf, type ResolvedJourney, type ResolvedPage } from "../../src/engine/index.ts";
import { draftPathOf } from "../journeys/diff/logicReads.ts";
import { closest } from "./describeAjvError.ts";
import { resultSourceOf, type DraftPaths } from "./referenceDraftPaths.ts";
import { resultPartProblem } from "./referenceResults.ts";

/** The engine values a logic slot is evaluated with, beyond the page's own data. */
export interface SlotScope {
  /** A rule (`errorWhen`, `params`) or a transform: the answer being checked. */
  value: boolean;
  /** An outcome of a call that returned something. */
  result: boolean;
  /** The data source whose result that is, when the slot's page is known. */
  resultSource?: string;
  /** Summary lines are evaluated for the summary, off the page, with no loaded data. */
  data: boolean;
}

/** Where a slot sits (its logicSlots location) on `page` decides what the engine gives it. */
export function scopeOf(where: string, page?: ResolvedPage): SlotScope {
  // Plain substring tests first: this runs for every logic slot of every page.
  const result = where.includes("onResult[");
  const source = result && page ? resultSourceOf(page, where) : undefined;
  return {
    value: (where.includes("rules[") && /(^|\s)rules\[\d+\]\.(errorWhen|params\.)/.test(where)) || where.endsWith(" transform"),
    result,
    ...(source ? { resultSource: source } : {}),
    data: !where.startsWith("summary["),
  };
}

const HEADS = ["answers", "quote", "driver", "limits", "data", "product", "today", "journey", "value", "result"];
const JOURNEY_PARTS = ["id", "version"];

export type ReadProblem = { kind: "unknown" | "out-of-scope"; text: string };

/** What a product's logic may name, worked out once per product. */
export interface ProductNames {
  product: string;
  journey: ResolvedJourney;
  draft: DraftPaths;
  /** Every limit path (`driverAge`, `driverAge.min`, ...). */
  limitPaths: string[];
  /** Loader `as` names to the pages exposing them (to say where a name is loaded instead). */
  loadedOn: Map<string, string[]>;
  /** The reference data's list names (every list the server has); undefined when the reference-data file is missing. */
  referenceData?: Set<string>;
  /** Hold `result` and loaded data against the server's schema (the app's own journeys; fixtures have other sources). */
  resultShapes: boolean;
}

/** Every path in the limits, branches and leaves (`driverAge`, `driverAge.min`, ...). */
export function limitPathsOf(limits: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(limits).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    const isBranch = value !== null && typeof value === "object" && !Array.isArray(value);
    return isBranch ? [path, ...limitPathsOf(value as Record<string, unknown>, `${path}.`)] : [path];
  });
}

const guess = (name: string | undefined) => (name ? ` (did you mean "${name}"?)` : "");

/** Why `path` cannot be read by logic at a slot with `scope` on `page`; undefined when it can. */
export function readProblem(path: string, page: ResolvedPage, scope: SlotScope, names: ProductNames): ReadProblem | undefined {
  const [head, ...rest] = path.split(".");
  const tail = rest.join(".");
  switch (head) {
    case "answers":
    case "quote":
    case "driver":
      return draftProblem(path, head, page, names);
    case "limits":
      if (tail === "" || hasLimit(names.journey.limits, tail)) return undefined;
      return unknown(`the limits of "${names.product}" have no "${tail}"${guess(prefixed("limits.", closest(tail, names.limitPaths)))}`);
    case "data":
      return dataProblem(rest, page, scope, names);
    case "product":
    case "today":
      return tail === "" ? undefined : unknown(`"${head}" is a single value with no parts`);
    case "journey":
      return tail === "" || JOURNEY_PARTS.includes(tail) ? undefined : unknown(`"journey" has only "id" and "version"`);
    case "value":
      return scope.value ? undefined : outOfScope('"value" is only set in rules and transforms (the answer being checked)');
    case "result":
      if (!scope.result) return outOfScope('"result" is only set in the onResult outcomes of a loader or an action\'s load');
      return partsProblem(scope.resultSource, rest, "result", names);
    default:
      return unknown(`"${head}" is none of ${HEADS.join(", ")}${guess(closest(head, HEADS))}`);
  }
}

const unknown = (text: string): ReadProblem => ({ kind: "unknown", text });
const outOfScope = (text: string): ReadProblem => ({ kind: "out-of-scope", text });
const prefixed = (prefix: string, name: string | undefined) => (name === undefined ? undefined : `${prefix}${name}`);

/** A limit path, or a part of a list or value in the limits. */
function hasLimit(limits: Record<string, unknown>, tail: string): boolean {
  if (getPath(limits, tail) !== undefined) return true;
  const parts = tail.split(".");
  for (let i = parts.length - 1; i > 0; i--) {
    const above = getPath(limits, parts.slice(0, i).join("."));
    if (above !== undefined) return Array.isArray(above);
  }
  return false;
}

function draftProblem(path: string, head: string, page: ResolvedPage, names: ProductNames): ReadProblem | undefined {
  // The whole section, driver or quote.
  if (path === head) return undefined;
  if (path.includes("{index}") && !page.section?.includes("{index}")) {
    return unknown(`"{index}" is only filled on named-driver pages (a section with {index}); elsewhere name the slot or use $anyNamed`);
  }
  const draftPath = draftPathOf(path, page.section);
  if (draftPath === undefined || draftPath === "" || names.draft.has(draftPath)) return undefined;
  const stored = names.draft.storedResultProblem(draftPath);
  if (stored) return unknown(stored);
  const near = closest(draftPath, names.draft.names());
  return unknown(`no page of "${names.product}" asks or sets "${draftPath}"${guess(near && asRead(near, head, page.section))}`);
}

/** A suggested draft path in the form the analyst wrote: `answers.x` for the page's own section. */
function asRead(draftPath: string, head: string, section: string | undefined): string {
  const base = head === "answers" ? section : head === "driver" ? section?.slice(0, Math.max(0, section.lastIndexOf("."))) : undefined;
  if (head === "quote" || (head !== "answers" && head !== "driver")) return `quote.${draftPath}`;
  if (!base) return `${head}.${draftPath}`;
  return draftPath.startsWith(`${base}.`) ? `${head}.${draftPath.slice(base.length + 1)}` : `quote.${draftPath}`;
}

function dataProblem(rest: string[], page: ResolvedPage, scope: SlotScope, names: ProductNames): ReadProblem | undefined {
  if (!scope.data) return outOfScope("summary lines are shown off their page, where no data is loaded");
  const [name, list] = rest;
  if (name === undefined) return undefined;
  if (name === "reference") {
    if (list === undefined) return undefined;
    const fetched = referenceDataOf(page);
    if (fetched.includes(list)) return undefined;
    if (names.referenceData === undefined || names.referenceData.has(list)) {
      return unknown(`page "${page.id}" does not fetch reference list "${list}" (add it to the page's "reference")`);
    }
    const near = closest(list, [...fetched, ...names.referenceData]);
    return unknown(`"${list}" is no reference-data list${guess(prefixed("data.reference.", near))}`);
  }
  const exposed = (page.loaders ?? []).flatMap((loader) => (loader.as === undefined ? [] : [loader.as]));
  const loader = page.loaders?.find((l) => l.as === name);
  if (loader) return partsProblem(loader.source, rest.slice(1), `data.${name}`, names);
  const elsewhere = names.loadedOn.get(name);
  if (elsewhere) return unknown(`"${name}" is loaded on page ${elsewhere.map((id) => `"${id}"`).join(", ")}, not on page "${page.id}"`);
  const near = closest(name, ["reference", ...exposed]);
  return unknown(
    `no loader of page "${page.id}" exposes "${name}" (loaders name what they expose with "as")${guess(prefixed("data.", near))}`,
  );
}

function partsProblem(source: string | undefined, parts: string[], shown: string, names: ProductNames): ReadProblem | undefined {
  if (!names.resultShapes || source === undefined || parts.length === 0) return undefined;
  const problem = resultPartProblem(source, parts, shown);
  return problem === undefined ? undefined : unknown(problem);
}
