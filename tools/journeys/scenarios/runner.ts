/**
 * Runs every scenario file under a journeys root. `scenarioChecks` lists one check per scenario
 * and per rule case (the test file turns each into a test); `recordScenarios` replays them all
 * and writes what they give back into the files, which is how an intended change is accepted.
 * A shared file's rule table (journeys/common/scenarios/) is replayed once per product that has its
 * page, or per product it names in `products`, with the draft's `product` set to each: one check
 * per product and case, and one recording, which every product must give alike.
 */
import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { join } from "node:path";
import type { ResolvedJourney, SchemaCheck, Draft } from "../../../src/engine/index.ts";
import { ajvCheck } from "../../../server/journeys/ajvCheck.ts";
import { loadAllJourneys } from "../../../server/journeys/readJourneys.ts";
import type { RuleCase, RuleCaseResult, RuleTable, Scenario, ScenarioFile } from "./format.ts";
import { QUOTE_PAGE, replayRuleCase, replayScenario, withChanges } from "./replay.ts";
import { findScenarioFiles, SHARED_SCENARIOS, writeScenarioFile, type FoundScenarioFile } from "./scenarioFiles.ts";

export interface ScenarioCheck {
  /** Root-relative scenario file. */
  file: string;
  /** "scenario name" or "rule table name › case", unique within the file. */
  title: string;
  /** What the file records; undefined when it was never recorded. */
  expected: unknown;
  actual: () => unknown;
}

interface LoadedJourneys {
  journey(product: string): ResolvedJourney;
  /** The products whose journey has the page, in name order. */
  productsWith(page: string): string[];
  check: SchemaCheck;
}

function loadJourneys(root: string): LoadedJourneys {
  const results = loadAllJourneys(root);
  const journeys = new Map<string, ResolvedJourney>();
  for (const [id, result] of Object.entries(results)) if (result.journey && result.problems.length === 0) journeys.set(id, result.journey);
  return {
    journey(product) {
      const found = journeys.get(product);
      if (!found) {
        const problems = results[product]?.problems.map((p) => `${p.file}: ${p.message}`).join("; ") ?? "no such product";
        throw new Error(`the ${product} journey does not load: ${problems}`);
      }
      return found;
    },
    productsWith: (page) => Object.keys(results).filter((id) => results[id].journey?.pages[page]).sort(),
    check: ajvCheck([...journeys.values()]),
  };
}

export function scenarioChecks(root: string): ScenarioCheck[] {
  const loaded = loadJourneys(root);
  return findScenarioFiles(root).flatMap((found) => checksOf(found, loaded));
}

function checksOf({ product, file, content }: FoundScenarioFile, loaded: LoadedJourneys): ScenarioCheck[] {
  if (product === SHARED_SCENARIOS) return sharedChecksOf(file, content, loaded);
  const scenarios = (content.scenarios ?? []).map((scenario) => ({
    file,
    title: scenario.name,
    expected: scenario.expect,
    actual: () => replayScenario(loaded.journey(product), scenarioDraft(content, scenario), loaded.check),
  }));
  const cases = (content.rules ?? []).flatMap((table) =>
    table.cases.map((ruleCase) => ({
      file,
      title: `${table.name} › ${caseTitle(ruleCase)}`,
      expected: recordedResult(table, ruleCase),
      actual: () => replayRuleCase(loaded.journey(product), { ...table, draft: draftOf(content, table.draft) }, ruleCase, loaded.check),
    })),
  );
  return [...scenarios, ...cases];
}

/** A shared file's checks: each table's cases once per product the table applies to. */
function sharedChecksOf(file: string, content: ScenarioFile, loaded: LoadedJourneys): ScenarioCheck[] {
  if (content.scenarios?.length) throw new Error(`${file}: a shared file holds rule tables only; whole quotes are written per product`);
  return (content.rules ?? []).flatMap((table) =>
    productsOf(table, loaded).flatMap((product) =>
      table.cases.map((ruleCase) => ({
        file,
        title: `${table.name} › ${caseTitle(ruleCase)} (${product})`,
        expected: recordedResult(table, ruleCase),
        actual: () => replaySharedCase(loaded, content, table, ruleCase, product),
      })),
    ));
}

/** The products a shared table applies to: those it names, else every product with its page. */
function productsOf(table: RuleTable, loaded: LoadedJourneys): string[] {
  const withPage = loaded.productsWith(table.page);
  const without = (table.products ?? []).filter((product) => !withPage.includes(product));
  if (without.length > 0) throw new Error(`shared rule table "${table.name}": ${without.join(", ")} has no page "${table.page}" (or is not a product)`);
  const products = table.products ? withPage.filter((product) => table.products!.includes(product)) : withPage;
  if (products.length === 0) throw new Error(`shared rule table "${table.name}": no product has the page "${table.page}"`);
  return products;
}

function replaySharedCase(loaded: LoadedJourneys, file: ScenarioFile, table: RuleTable, ruleCase: RuleCase, product: string): RuleCaseResult {
  const draft = { ...draftOf(file, table.draft), product };
  return replayRuleCase(loaded.journey(product), { ...table, draft }, ruleCase, loaded.check);
}

/** The case's note, else its answers written compactly. */
export function caseTitle(ruleCase: RuleCase): string {
  if (ruleCase.note) return ruleCase.note;
  const changes = { ...ruleCase.draft, ...ruleCase.answers };
  const parts = Object.entries(changes).map(([key, value]) => `${key} ${JSON.stringify(value)}`);
  for (const [key, value] of Object.entries(ruleCase.choose ?? {})) parts.push(`then ${key} ${JSON.stringify(value)} picked`);
  return parts.length > 0 ? parts.join(", ") : "the base draft";
}

export interface RecordedFile {
  file: string;
  changed: boolean;
  /** Whole quotes that reached the quote page before this recording and now stop short of it. */
  stopped: StoppedQuote[];
  /** Shared rule cases that products answer differently (the first product's result is recorded). */
  disagreements: string[];
}

export interface StoppedQuote {
  scenario: string;
  /** The page the quote now stops at, and what that page says. */
  page: string;
  messages: Record<string, string>;
}

/** Replays every scenario and rule case and writes the results into their files. */
export function recordScenarios(root: string): RecordedFile[] {
  const loaded = loadJourneys(root);
  return findScenarioFiles(root).map((found) => {
    const before = readFileSync(join(root, found.file), "utf8");
    if (found.product === SHARED_SCENARIOS) {
      const disagreements = (found.content.rules ?? []).flatMap((table) => recordSharedTable(loaded, found.content, table));
      return { file: found.file, changed: writeScenarioFile(root, found, before), stopped: [], disagreements };
    }
    const journey = loaded.journey(found.product);
    const stopped: StoppedQuote[] = [];
    for (const scenario of found.content.scenarios ?? []) {
      const reached = scenario.expect?.path.at(-1) === QUOTE_PAGE;
      scenario.expect = replayScenario(journey, scenarioDraft(found.content, scenario), loaded.check);
      const end = scenario.expect.path.at(-1) ?? "";
      if (reached && end !== QUOTE_PAGE) stopped.push({ scenario: scenario.name, page: end, messages: scenario.expect.messages[end] ?? {} });
    }
    for (const table of found.content.rules ?? []) recordTable(journey, found.content, table, loaded.check);
    return { file: found.file, changed: writeScenarioFile(root, found, before), stopped, disagreements: [] };
  });
}

/** Records each case of a shared table from its first product; returns the cases another product answers differently. */
function recordSharedTable(loaded: LoadedJourneys, file: ScenarioFile, table: RuleTable): string[] {
  const products = productsOf(table, loaded);
  const disagreements: string[] = [];
  table.cases = table.cases.map((ruleCase) => {
    const results = products.map((product) => replaySharedCase(loaded, file, table, ruleCase, product));
    const differing = products.filter((_, i) => !isDeepStrictEqual(results[i], results[0]));
    if (differing.length > 0) disagreements.push(`${table.name} › ${caseTitle(ruleCase)}: ${differing.join(", ")} differ from ${products[0]}`);
    return { ...withoutRecording(ruleCase), ...results[0] };
  });
  return disagreements;
}

function recordTable(journey: ResolvedJourney, file: ScenarioFile, table: RuleTable, check: SchemaCheck): void {
  const resolved = { ...table, draft: draftOf(file, table.draft) };
  table.cases = table.cases.map((ruleCase) => ({ ...withoutRecording(ruleCase), ...replayRuleCase(journey, resolved, ruleCase, check) }));
}

/** What the analyst wrote in a case, without what the runner records. */
function withoutRecording(ruleCase: RuleCase): RuleCase {
  const { messages: _messages, summary: _summary, asked: _asked, next: _next, answersAfter: _answersAfter, saved: _saved, ...written } = ruleCase;
  return written;
}

/** A draft written out, or one of the file's shared drafts by name. */
export function draftOf(file: ScenarioFile, draft: Draft | string): Draft {
  if (typeof draft !== "string") return draft;
  const shared = file.drafts?.[draft];
  if (!shared) throw new Error(`no shared draft "${draft}" in the file's "drafts"`);
  return shared;
}

/** A whole-quote scenario's draft: its draft with its changes. */
export function scenarioDraft(file: ScenarioFile, scenario: Scenario): Draft {
  return withChanges(draftOf(file, scenario.draft), scenario.changes);
}

/** What a case has recorded, in the shape replayRuleCase gives; undefined when never recorded. */
function recordedResult(table: RuleTable, ruleCase: RuleCase): RuleCaseResult | undefined {
  if (ruleCase.messages === undefined) return undefined;
  const result: RuleCaseResult = { messages: ruleCase.messages };
  const record = new Set(table.record ?? []);
  if (record.has("summary")) result.summary = ruleCase.summary ?? [];
  if (record.has("asked")) result.asked = ruleCase.asked ?? [];
  if (record.has("next")) result.next = ruleCase.next;
  if (record.has("answers")) result.answersAfter = ruleCase.answersAfter ?? {};
  if (record.has("saved")) result.saved = ruleCase.saved ?? {};
  return result;
}
