/**
 * Scenario files: what analysts write next to a product's journey (journeys/<product>/scenarios/*.json)
 * and what the runner records into them. A scenario is a whole draft with its expected path,
 * messages, sidebar lines and quote request; a rule table is one page, a base draft, and cases of
 * changed answers with the messages that page then shows. Both are replayed on a fixed day
 * (SCENARIO_TODAY) so a recording never depends on when it was made.
 */
import type { Draft, FieldErrors } from "../../../src/engine/index.ts";

/** Every scenario is replayed as if today were this day; cover starts and ages are written against it. */
export const SCENARIO_TODAY = "2026-11-22";

/** The quote reference the runner passes to buildQuoteRequest; it is not recorded. */
export const SCENARIO_QUOTE_REF = "SCENARIO";

export interface ScenarioFile {
  $schema?: string;
  /** What the file covers, for a reader. */
  description?: string;
  /** Drafts shared by several scenarios or tables of the file, by name. */
  drafts?: Record<string, Draft>;
  scenarios?: Scenario[];
  rules?: RuleTable[];
}

export interface Scenario {
  name: string;
  /** The quote draft as the store keeps it (answers by section, named drivers under `named`), or a shared draft's name. */
  draft: Draft | string;
  /** Changes to that draft for this scenario, dotted path → answer; `null` removes. */
  changes?: Record<string, unknown>;
  /** Recorded by `npm run scenarios -- --update`. */
  expect?: ScenarioExpectation;
}

export interface ScenarioExpectation {
  /** Page ids from the start page with every page submitted, ending where the journey hands over (or stops). */
  path: string[];
  /** Messages per page (`page@slot` for a named driver's page) for the pages that refuse their answers. */
  messages: Record<string, FieldErrors>;
  /** Sidebar lines for the main path, as "Label: value". */
  summary: string[];
  /** Each added named driver's chain. */
  named?: NamedExpectation[];
  /** The request sent to the insurer, as dotted path → value; absent while the quote is not valid. */
  quoteRequest?: Record<string, unknown>;
}

export interface NamedExpectation {
  slot: number;
  path: string[];
  summary: string[];
}

export interface RuleTable {
  name: string;
  /** The page whose messages are checked. */
  page: string;
  /** For a named driver's page: which added driver (0 or 1). */
  slot?: number;
  /** In a shared file (journeys/common/scenarios/): the products it applies to; absent, every product with the page. */
  products?: string[];
  /** The draft every case starts from, or a shared draft's name. */
  draft: Draft | string;
  /** Fill every unanswered question that has a default first, as a new quote does. */
  defaults?: boolean;
  /** What the page's loaders fetched, as its logic reads it (`data.models` for the manual vehicle page). */
  data?: Record<string, unknown>;
  /** What each case records besides its messages: sidebar lines, the questions asked, the answers as saved. */
  record?: ("summary" | "asked" | "answers" | "saved" | "next")[];
  cases: RuleCase[];
}

export interface RuleCase {
  /** Why this case matters, shown in the test name. */
  note?: string;
  /** Answers on the table's page (its section); `null` leaves a question unanswered. */
  answers?: Record<string, unknown>;
  /** Other parts of the draft changed for this case, dotted path → answer; `null` removes. */
  draft?: Draft;
  /** Answers picked on the page one after another, each running the question's effects (presets, resets). */
  choose?: Record<string, unknown>;
  /** Recorded: field → message the page shows when submitted, `{}` when it accepts the answers. */
  messages?: FieldErrors;
  /** Recorded when the table asks for it: the page's sidebar lines, "Label: value". */
  summary?: string[];
  /** Recorded when the table asks for it: the questions the page shows (visible and enabled), in page order. */
  asked?: string[];
  /** Recorded when the table asks for it: where the page goes next (a page id or an app route id). */
  next?: string;
  /** Recorded when the table asks for it: the page's answers after the case's picks, before saving. */
  answersAfter?: unknown;
  /** Recorded when the table asks for it: the page's answers as saved on submit (tidied, hidden ones reset). */
  saved?: unknown;
}

/** What one rule case records. */
export type RuleCaseResult = Pick<RuleCase, "messages" | "summary" | "asked" | "next" | "answersAfter" | "saved">;
