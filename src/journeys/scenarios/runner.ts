/**
 * Runs every scenario file under a journeys root. `scenarioChecks` lists one check per scenario
 * and per rule case (the test file turns each into a test); `recordScenarios` replays them all
 * and writes what they give back into the files, which is how an intended change is accepted.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ResolvedJourney, SchemaCheck } from "../../engine/index.ts";
import { ajvCheck } from "../ajvCheck.ts";
import { loadAllJourneys } from "../readJourneys.ts";
import type { Draft } from "../../engine/index.ts";
import type { RuleCase, RuleCaseResult, RuleTable, Scenario, ScenarioFile } from "./format.ts";
import { replayRuleCase, replayScenario, withChanges } from "./replay.ts";
import { findScenarioFiles, writeScenarioFile, type FoundScenarioFile } from "./scenarioFiles.ts";

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
    check: ajvCheck([...journeys.values()]),
  };
}

export function scenarioChecks(root: string): ScenarioCheck[] {
  const loaded = loadJourneys(root);
  return findScenarioFiles(root).flatMap((found) => checksOf(found, loaded));
}

function checksOf({ product, file, content }: FoundScenarioFile, loaded: LoadedJourneys): ScenarioCheck[] {
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
}

/** Replays every scenario and rule case and writes the results into their files. */
export function recordScenarios(root: string): RecordedFile[] {
  const loaded = loadJourneys(root);
  return findScenarioFiles(root).map((found) => {
    const before = readFileSync(join(root, found.file), "utf8");
    const journey = loaded.journey(found.product);
    for (const scenario of found.content.scenarios ?? []) scenario.expect = replayScenario(journey, scenarioDraft(found.content, scenario), loaded.check);
    for (const table of found.content.rules ?? []) recordTable(journey, found.content, table, loaded.check);
    return { file: found.file, changed: writeScenarioFile(root, found, before) };
  });
}

function recordTable(journey: ResolvedJourney, file: ScenarioFile, table: RuleTable, check: SchemaCheck): void {
  const resolved = { ...table, draft: draftOf(file, table.draft) };
  table.cases = table.cases.map((ruleCase) => {
    const { messages: _messages, summary: _summary, asked: _asked, next: _next, answersAfter: _answersAfter, saved: _saved, ...written } = ruleCase;
    return { ...written, ...replayRuleCase(journey, resolved, ruleCase, check) };
  });
}

/** A draft written out, or one of the file's shared drafts by name. */
function draftOf(file: ScenarioFile, draft: Draft | string): Draft {
  if (typeof draft !== "string") return draft;
  const shared = file.drafts?.[draft];
  if (!shared) throw new Error(`no shared draft "${draft}" in the file's "drafts"`);
  return shared;
}

function scenarioDraft(file: ScenarioFile, scenario: Scenario): Draft {
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
