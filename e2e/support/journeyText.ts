/**
 * The words a journey gives its pages, read from the journey JSON through the engine, so browser
 * tests find questions and messages without copying the wording: an analyst's rewording changes
 * the scenarios (journeys/<product>/scenarios/), not the browser tests.
 */
import { format } from "date-fns";
import {
  getPath,
  logicData,
  pageInstance,
  setPath,
  validatePage,
  withDefaults,
  type Clock,
  type Draft,
  type FieldErrors,
} from "../../src/engine/index.ts";
import { ajvCheck } from "../../server/journeys/ajvCheck.ts";
import { loadAllJourneys } from "../../server/journeys/readJourneys.ts";

const loaded = loadAllJourneys();
const check = ajvCheck(Object.values(loaded).flatMap((result) => (result.journey ? [result.journey] : [])));
/** The app under test runs on the real date. */
const clock: Clock = { today: () => format(new Date(), "yyyy-MM-dd") };

function journeyOf(product: string) {
  const journey = loaded[product]?.journey;
  if (!journey) throw new Error(`no ${product} journey in journeys/`);
  return journey;
}

function pageOf(product: string, pageId: string, slot?: number) {
  const page = pageInstance(journeyOf(product), pageId, slot);
  if (!page) throw new Error(`the ${product} journey has no page "${pageId}"`);
  return page;
}

/** A question's label, as the page shows it. */
export function labelOf(product: string, pageId: string, field: string): string {
  const found = pageOf(product, pageId).fields.find((f) => f.name === field);
  if (!found) throw new Error(`the ${product} page "${pageId}" has no question "${field}"`);
  return found.label;
}

/**
 * The messages a page shows when submitted with these answers (the page's own section, on top of
 * a new quote's defaults and any `draft`), field by field in page order. `today` is the day the
 * browser is fixed to, when a test fixes it; `slot` picks the named driver of a named-driver page.
 */
export function messagesOn(
  product: string,
  pageId: string,
  answers: Record<string, unknown> = {},
  options: { today?: string; draft?: Draft; slot?: number } = {},
): FieldErrors {
  const journey = journeyOf(product);
  const page = pageOf(product, pageId, options.slot);
  const on: Clock = options.today ? { today: () => options.today! } : clock;
  const base = withDefaults(journey, { product, ...options.draft }, on);
  const draft = page.section
    ? setPath(base, page.section, { ...(getPath(base, page.section) as object), ...answers })
    : { ...base, ...answers };
  return validatePage(page, logicData({ journey, draft, section: page.section, clock: on }), check);
}
