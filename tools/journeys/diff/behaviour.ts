/**
 * The path level of the diff. For each page that changed (or that reads a limit that changed),
 * fast-check draws answer sets for the page's fields and for the other answers its logic reads,
 * replays them through both sides with the engine (defaults, validation, routing by replay), and
 * keeps an answer set on which the page's messages, next step or summary lines differ, shrunk to
 * the shortest.
 * Each page may give a few examples, each a different kind of difference. Seeds are fixed and the
 * time is bounded: on a busy machine the search stops sooner, so an example may come out longer
 * or not at all, never wrong.
 */
import fc from "fast-check";
import {
  getPath, logicData, pageInstance, replayPath, setPath, stableStringify, submissionKey, summaryLines, validatePage, within, withDefaults,
  type Clock, type Draft, type ResolvedField, type ResolvedJourney, type ResolvedPage, type SchemaCheck,
} from "../../../src/engine/index.ts";
import { ajvCheck } from "../../../server/journeys/ajvCheck.ts";
import { answerArbitrary } from "./answerArbitrary.ts";
import type { Change, Observed } from "./changes.ts";
import type { JourneySet } from "./journeySet.ts";
import { pageOf } from "./versionCheck.ts";
import { logicReads } from "./logicReads.ts";
import { alike, rewordings, signature, type Rewording } from "./sameBehaviour.ts";

export interface SampleOptions {
  clock: Clock;
  seed: number;
  /** Time for all pages together, split evenly between them. */
  budgetMs: number;
  /** Answer sets tried per page at most. */
  runs: number;
  /** Differently-different examples kept per page at most. */
  examplesPerPage: number;
}

export const defaultSampleOptions = (clock: Clock): SampleOptions => ({ clock, seed: 20240611, budgetMs: 4000, runs: 300, examplesPerPage: 2 });

const MINIMISE_MS = 750;

interface Side {
  journey: ResolvedJourney;
  check: SchemaCheck;
  submitted: ReadonlySet<string>;
  /** The page and those defining answers its logic reads: where defaults are filled from. */
  relevant: string[];
  /** The page searched, ready for the first named-driver slot. */
  page: ResolvedPage;
}

/** Each journey's fields by draft path (named-driver pages at the first slot), built once. */
const fieldIndexes = new WeakMap<ResolvedJourney, Map<string, { page: string; field: ResolvedField }[]>>();

function fieldIndex(journey: ResolvedJourney): Map<string, { page: string; field: ResolvedField }[]> {
  let index = fieldIndexes.get(journey);
  if (!index) {
    index = new Map();
    for (const id of journey.pageOrder) {
      const page = pageInstance(journey, id, 0);
      for (const field of page.fields) {
        const path = within(page.section, field.name);
        index.set(path, [...(index.get(path) ?? []), { page: id, field }]);
      }
    }
    fieldIndexes.set(journey, index);
  }
  return index;
}

export function behaviourChanges(before: JourneySet, after: JourneySet, changes: Change[], options: SampleOptions): { changes: Change[]; summary: string } {
  const targets = targetPages(before, after, changes);
  const pages = targets.length === 1 ? "1 changed page" : `each of ${targets.length} changed pages`;
  const summary = `fast-check seed ${options.seed}, up to ${options.runs} answer sets on ${pages}`;
  if (targets.length === 0) return { changes: [], summary };
  const checkA = ajvCheck(Object.values(before.products));
  const checkB = ajvCheck(Object.values(after.products));
  const plans = targets.map(({ product, page }) => plan(product, page, before.products[product], after.products[product], checkA, checkB, options.clock));
  // A shared page often resolves identically in several products: search it once, report it for each.
  const distinct = new Set(plans.map((p) => p.key)).size;
  const perPage = Math.max(50, Math.floor(options.budgetMs / distinct));
  const searched = new Map<string, Extract<Change, { kind: "behaviour" }>[]>();
  const found: Change[] = [];
  for (const p of plans) {
    const reworded = rewordings(changes.filter((c) => "product" in c && c.product === p.product));
    const key = `${p.key}\u0000${stableStringify(reworded.map(([x, y]) => [x.source, y.source]))}`;
    if (!searched.has(key)) searched.set(key, examplesFor(p, reworded, options, perPage));
    found.push(...searched.get(key)!.map((c) => ({ ...c, product: p.product })));
  }
  return { changes: found, summary };
}

/** Pages on both sides whose own definition changed, or whose JSON reads a limit that changed. */
function targetPages(before: JourneySet, after: JourneySet, changes: Change[]): { product: string; page: string }[] {
  const out: { product: string; page: string }[] = [];
  for (const product of Object.keys(after.products).sort()) {
    const a = before.products[product];
    const b = after.products[product];
    if (!a) continue;
    const own = changes.filter((c) => "product" in c && c.product === product);
    const pages = new Set(own.map(pageOf).filter((p): p is string => !!p));
    const limits = own.flatMap((c) => (c.kind === "limit" ? [`"limits.${c.key.split(".")[0]}`] : []));
    for (const id of b.pageOrder) {
      if (!a.pages[id]) continue;
      const text = JSON.stringify(b.pages[id]) + JSON.stringify(a.pages[id]);
      if (pages.has(id) || limits.some((l) => text.includes(l))) out.push({ product, page: id });
    }
  }
  return out;
}

interface Plan {
  product: string;
  page: string;
  a: Side;
  b: Side;
  arbitrary: fc.Arbitrary<Record<string, unknown>>;
  /** Everything the search depends on, so identical searches in several products run once. */
  key: string;
}

/**
 * Answers for the page's own fields (as either side defines them) and for every answer elsewhere
 * in the quote its logic reads (`quote.product`, `driver.personal.dob`), keyed by draft path.
 */
function plan(product: string, id: string, a: ResolvedJourney, b: ResolvedJourney, checkA: SchemaCheck, checkB: SchemaCheck, clock: Clock): Plan {
  const defs = new Map<string, ResolvedField[]>();
  const add = (path: string, field: ResolvedField) => defs.set(path, [...(defs.get(path) ?? []), field]);
  const pages = [pageInstance(a, id, 0), pageInstance(b, id, 0)];
  for (const page of pages) for (const field of page.fields) add(within(page.section, field.name), field);
  const read = new Map<string, unknown[]>();
  for (const page of pages) for (const [path, values] of logicReads(page, page.section)) read.set(path, [...(read.get(path) ?? []), ...values]);
  // The pages defining answers the logic reads: their fields join the answers drawn.
  const relevant = (journey: ResolvedJourney) => {
    const ids = new Set([id]);
    for (const path of read.keys()) {
      for (const { page, field } of fieldIndex(journey).get(path) ?? []) {
        if (page === id) continue;
        add(path, field);
        ids.add(page);
      }
    }
    return journey.pageOrder.filter((p) => ids.has(p));
  };
  const side = (journey: ResolvedJourney, check: SchemaCheck): Side => ({
    journey, check, submitted: submittedAll(journey), relevant: relevant(journey), page: pageInstance(journey, id, 0),
  });
  const sideA = side(a, checkA);
  const sideB = side(b, checkB);
  const today = clock.today();
  const record = Object.fromEntries([...defs].sort(([x], [y]) => x.localeCompare(y)).map(([path, fields]) => [path, answerArbitrary(fields, today, read.get(path) ?? [])]));
  const scope = (journey: ResolvedJourney, ids: string[]) => {
    const pages = ids.map((p) => journey.pages[p]);
    const limits = [...JSON.stringify(pages).matchAll(/"limits\.([\w.]+)"/g)].map((m) => [m[1], getPath(journey.limits, m[1])]);
    return { limits, pages };
  };
  const key = stableStringify([id, scope(a, sideA.relevant), scope(b, sideB.relevant)]);
  return { product, page: id, a: sideA, b: sideB, arbitrary: fc.record(record, { requiredKeys: [] }), key };
}

function examplesFor(plan: Plan, reworded: Rewording[], options: SampleOptions, timeMs: number): Extract<Change, { kind: "behaviour" }>[] {
  const { a, b, page, product } = plan;
  const observe = (answers: Record<string, unknown>) => {
    const draft = draftOf(answers);
    return [observePage(a, page, draft, options.clock), observePage(b, page, draft, options.clock)] as const;
  };
  const known = new Set<string>();
  const out: Extract<Change, { kind: "behaviour" }>[] = [];
  const deadline = Date.now() + timeMs;
  while (out.length < options.examplesPerPage && Date.now() < deadline) {
    const result = fc.check(
      fc.property(plan.arbitrary, (answers) => {
        const [before, after] = observe(answers);
        return alike(before, after, reworded) || known.has(signature(before, after, reworded));
      }),
      { seed: options.seed + out.length, numRuns: options.runs, plugins: [fc.interruptAfterTimeLimit(Math.max(10, deadline - Date.now()))] },
    );
    const example = result.counterexample as [Record<string, unknown>] | null;
    const answers = result.failed ? example?.[0] : undefined;
    if (!answers) break;
    const kind = signature(...observe(answers), reworded);
    // Shrinking stops at the time limit; dropping the answers the difference does not need finishes
    // the job, with a little time of its own since a short example is what the reader needs.
    const shortest = withoutNeedless(shown(answers), Date.now() + MINIMISE_MS, (fewer) => {
      const [before, after] = observe(fewer);
      return !alike(before, after, reworded) && signature(before, after, reworded) === kind;
    });
    const [before, after] = observe(shortest);
    known.add(kind);
    out.push({ kind: "behaviour", product, page, answers: shortest, before, after });
  }
  return out;
}

function observePage(side: Side, id: string, answers: Draft, clock: Clock): Observed {
  const { journey, check, submitted } = side;
  try {
    // Defaults as the app fills them, from the pages that matter here only (the rest cannot change the outcome).
    const draft = withDefaults({ ...journey, pageOrder: side.relevant }, answers, clock);
    const { page } = side;
    const messages = validatePage(page, logicData({ journey, draft, section: page.section, clock }), check);
    const replay = replayPath({ journey, draft, submitted, clock, check, start: id, index: 0 });
    const summary = summaryLines(journey, draft, [id], clock, 0).map((row) => `${row.label}: ${row.value}`);
    return { messages, path: replay.path.slice(0, 2), summary };
  } catch (error) {
    return { messages: {}, path: [id], summary: [], error: error instanceof Error ? error.message : String(error) };
  }
}

/** Every page counts as submitted: only answers decide whether the page is accepted. */
const submittedSets = new WeakMap<ResolvedJourney, ReadonlySet<string>>();

function submittedAll(journey: ResolvedJourney): ReadonlySet<string> {
  let set = submittedSets.get(journey);
  if (!set) {
    set = new Set(journey.pageOrder.map((id) => submissionKey(pageInstance(journey, id, 0))));
    submittedSets.set(journey, set);
  }
  return set;
}

function draftOf(answers: Record<string, unknown>): Draft {
  let draft: Draft = {};
  for (const [path, value] of Object.entries(answers)) if (value !== undefined) draft = setPath(draft, path, value);
  return draft;
}

/**
 * Drops the answers a difference does not need: halves first, then quarters, down to single answers
 * (delta debugging), so a page of forty answers needs a handful of replays, not forty.
 */
function withoutNeedless(answers: Record<string, unknown>, until: number, stillDiffers: (answers: Record<string, unknown>) => boolean): Record<string, unknown> {
  let keys = Object.keys(answers);
  const pick = (list: string[]) => Object.fromEntries(list.map((k) => [k, answers[k]]));
  for (let chunk = Math.ceil(keys.length / 2); chunk >= 1 && Date.now() <= until; chunk = chunk === 1 ? 0 : Math.ceil(chunk / 2)) {
    for (let at = 0; at < keys.length && Date.now() <= until; ) {
      const fewer = [...keys.slice(0, at), ...keys.slice(at + chunk)];
      if (stillDiffers(pick(fewer))) keys = fewer;
      else at += chunk;
    }
  }
  return pick(keys);
}

function shown(answers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(answers).filter(([, v]) => v !== undefined));
}
