/**
 * What a scenario or a rule case gives on today's journeys: the engine replays the draft the way
 * the server checks a quote (every page taken as submitted), the sidebar lines come from the same
 * path, and a valid draft is turned into the insurer's request by the server's own code.
 */
import { resolve } from "node:path";
import {
  activeFields, applyAnswer, getPath, logicData, nextTarget, prepareSubmission, pageInstance, setPath, summaryLines, validatePage, validateQuote, withDefaults, within,
  type Clock, type Draft, type FieldErrors, type PageScope, type ReferenceData, type ResolvedJourney, type ResolvedPage, type SchemaCheck, type SummaryRow,
} from "../../../src/engine/index.ts";
import { validateDraft } from "../../../server/validation/draftValidation.ts";
import { buildQuoteRequest } from "../../../server/domain/quoteRequest.ts";
import { readJsonFile } from "../../../server/journeys/readJourneys.ts";
import { SCENARIO_QUOTE_REF, SCENARIO_TODAY, type RuleCase, type RuleCaseResult, type RuleTable, type ScenarioExpectation } from "./format.ts";

export const scenarioClock: Clock = { today: () => SCENARIO_TODAY };

/** Where a finished main path hands over: the quote page. */
export const QUOTE_PAGE = "rate";

const referenceDataFile = resolve(import.meta.dirname, "../../../server/fixtures/referenceData.json");

/** Request fields that echo the runner's own inputs (reference, today) rather than the journey. */
const unrecordedRequestFields = new Set(["quoteRef", "createdDate", "expiryDate", "capturedQuoteModel.quote.id"]);

export function replayScenario(journey: ResolvedJourney, draft: Draft, check: SchemaCheck): ScenarioExpectation {
  const validation = validateQuote(journey, draft, scenarioClock, check, QUOTE_PAGE);
  const messages: Record<string, FieldErrors> = {};
  for (const problem of validation.problems) {
    // A path handing over somewhere other than the quote page (declined, incompatible) is shown by the path itself.
    if (journey.pages[problem.page.split("@")[0]]) messages[problem.page] = problem.errors;
  }
  const [main, ...named] = validation.chains;
  const expectation: ScenarioExpectation = {
    path: main.path,
    messages,
    summary: lines(summaryLines(journey, draft, main.path, scenarioClock)),
  };
  if (named.length > 0) {
    expectation.named = named.map((chain) => ({
      slot: chain.index ?? 0,
      path: chain.path,
      summary: lines(summaryLines(journey, draft, chain.path, scenarioClock, chain.index)),
    }));
  }
  const accepted = validateDraft(journey, draft, scenarioClock, check);
  if (accepted.valid) {
    const request = buildQuoteRequest({ journey, draft: accepted.draft, quoteRef: SCENARIO_QUOTE_REF, today: SCENARIO_TODAY });
    expectation.quoteRequest = Object.fromEntries(
      Object.entries(flatten(request)).filter(([path, value]) => !unrecordedRequestFields.has(path) && value !== null),
    );
  }
  return expectation;
}

/**
 * What the table's page shows for one case: its messages when submitted, and what the table asks
 * to record. Picked answers (`choose`) run their effects with the reference data the server
 * serves in development (server/fixtures/referenceData.json), as the page would.
 */
export function replayRuleCase(journey: ResolvedJourney, table: RuleTable & { draft: Draft }, ruleCase: RuleCase, check: SchemaCheck): RuleCaseResult {
  const { page, scope, draft } = ruleCaseDraft(journey, table, ruleCase);
  const data = logicData({ journey, draft, section: page.section, clock: scenarioClock, data: table.data });
  const result: RuleCaseResult = { messages: validatePage(page, data, check) };
  const record = new Set(table.record ?? []);
  if (record.has("summary")) result.summary = lines(summaryLines(journey, draft, [page.id], scenarioClock, table.slot));
  if (record.has("asked")) result.asked = activeFields(page, data).map((field) => field.name);
  if (record.has("next")) result.next = nextTarget(page, data);
  if (record.has("answers")) result.answersAfter = plain(data.answers);
  if (record.has("saved")) result.saved = plain(getPath(prepareSubmission(scope, draft), page.section) ?? {});
  return result;
}

/** The draft a rule case submits on its table's page: the table's draft, then the case's changes, answers and picks. */
export function ruleCaseDraft(journey: ResolvedJourney, table: RuleTable & { draft: Draft }, ruleCase: RuleCase): { page: ResolvedPage & { index?: number }; scope: PageScope; draft: Draft } {
  const page = pageInstance(journey, table.page, table.slot ?? 0);
  if (!page) throw new Error(`the ${journey.id} journey has no page "${table.page}"`);
  const scope: PageScope = { journey, page, section: page.section, clock: scenarioClock, data: { reference: referenceData(), ...table.data } };
  let draft = table.defaults ? withDefaults(journey, table.draft, scenarioClock) : table.draft;
  draft = withChanges(draft, ruleCase.draft);
  for (const [name, value] of Object.entries(ruleCase.answers ?? {})) draft = setPath(draft, within(page.section, name), value ?? undefined);
  for (const [name, value] of Object.entries(ruleCase.choose ?? {})) draft = applyAnswer(scope, draft, name, value ?? undefined);
  return { page, scope, draft };
}

let fixtureReferenceData: ReferenceData | undefined;
function referenceData(): ReferenceData {
  fixtureReferenceData ??= readJsonFile(referenceDataFile) as ReferenceData;
  return fixtureReferenceData;
}

/** As JSON keeps it: answers reset to nothing are left out. */
function plain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

/** A draft with dotted-path changes applied; `null` removes an answer. */
export function withChanges(draft: Draft, changes: Record<string, unknown> | undefined): Draft {
  let next = draft;
  for (const [path, value] of Object.entries(changes ?? {})) next = setPath(next, path, value ?? undefined);
  return next;
}

function lines(rows: SummaryRow[]): string[] {
  return rows.map((row) => `${row.label}: ${row.value}`);
}

/** Dotted path → leaf value, in the request's own key order; empty lists and objects are kept as leaves. */
export function flatten(value: unknown, prefix = "", into: Record<string, unknown> = {}): Record<string, unknown> {
  const entries = value !== null && typeof value === "object" ? Object.entries(value) : undefined;
  if (!entries || entries.length === 0) {
    into[prefix] = value;
    return into;
  }
  for (const [key, child] of entries) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  return into;
}
