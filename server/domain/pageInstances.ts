/**
 * The page instances a submitted draft answers, and which of their fields are active. The
 * validation worker works the active fields out while it has the draft in hand, so the thread
 * that checks lookups and codes does not evaluate every page's reveal rules a second time.
 */
import {
  activeFields,
  addedNamedDrivers,
  getPath,
  isNamedDriverPage,
  logicData,
  pageInstance,
  submissionKey,
  type Clock,
  type Draft,
  type ResolvedField,
  type ResolvedJourney,
  type ResolvedPage,
} from "../../src/engine/index.ts";

export type PageInstance = ResolvedPage & { index?: number };

/**
 * For each page instance (by submission key), the positions in `page.fields` of its active fields
 * that offer options (the only ones whose answers are checked against a list), in page order.
 */
export type ActiveFields = Record<string, number[]>;

/** Main-path pages once each, named-driver pages once per slot. */
export function instances(journey: ResolvedJourney, slots: number[]): PageInstance[] {
  return journey.pageOrder.flatMap((id) =>
    isNamedDriverPage(journey.pages[id]) ? slots.map((slot) => pageInstance(journey, id, slot)) : [journey.pages[id]],
  );
}

/**
 * The pages with answers in a submitted draft: it keeps only the sections of pages on the replayed
 * paths (and no two pages share a section), so these are exactly the pages of those paths.
 */
export function pagesOnPath(journey: ResolvedJourney, draft: Draft): PageInstance[] {
  const slots = addedNamedDrivers(journey, draft);
  return instances(journey, slots).filter((page) => !page.section || getPath(draft, page.section) !== undefined);
}

/**
 * The active fields offering options on every page of the submitted draft's paths, as activeFields
 * finds them with no loaded data; undefined when some field's reveal or enabling rule might read
 * loaded data, since only the thread holding that data can then tell.
 */
export function activeFieldsOnPath(journey: ResolvedJourney, draft: Draft, clock: Clock): ActiveFields | undefined {
  if (readsLoadedData(journey)) return undefined;
  const active: ActiveFields = {};
  for (const page of pagesOnPath(journey, draft)) {
    // A page with no choices has nothing to check: its rules need not run.
    const fields = page.fields.some(offersOptions) ? activeFields(page, logicData({ journey, draft, section: page.section, clock })) : [];
    active[submissionKey(page)] = fields.filter(offersOptions).map((field) => page.fields.indexOf(field));
  }
  return active;
}

function offersOptions(field: ResolvedField): boolean {
  return field.options !== undefined || field.optionsFrom !== undefined || field.optionsFromData !== undefined;
}

/** Journeys are loaded once per thread, so each is inspected once. */
const dataReaders = new WeakMap<ResolvedJourney, boolean>();
function readsLoadedData(journey: ResolvedJourney): boolean {
  let reads = dataReaders.get(journey);
  if (reads === undefined) {
    reads = Object.values(journey.pages).some((page) =>
      page.fields.some((field) => mayReadData(field.visibleWhen) || mayReadData(field.enabledWhen)),
    );
    dataReaders.set(journey, reads);
  }
  return reads;
}

/** JsonLogic operations that read the data they are given by the name in their arguments. */
const readers = new Set(["var", "missing", "missing_some"]);

/** Whether a rule may read `data`: a reader naming it, or naming anything not written out literally. */
function mayReadData(logic: unknown): boolean {
  if (Array.isArray(logic)) return logic.some(mayReadData);
  if (logic === null || typeof logic !== "object") return false;
  return Object.entries(logic).some(([op, args]) => (readers.has(op) && !namesOnlyOtherData(args)) || mayReadData(args));
}

/**
 * Whether every name a reader is given is written out and outside `data`. Its other arguments (a
 * default, a count) may be any plain value; logic in their place could compute a name, so it counts
 * as reading anything.
 */
function namesOnlyOtherData(args: unknown): boolean {
  const list = (Array.isArray(args) ? args : [args]).flatMap((arg: unknown) => (Array.isArray(arg) ? arg : [arg]));
  return list.every((arg) =>
    typeof arg === "string"
      ? arg !== "" && arg !== "data" && !arg.startsWith("data.") && !arg.startsWith("{")
      : arg === null || typeof arg !== "object",
  );
}
