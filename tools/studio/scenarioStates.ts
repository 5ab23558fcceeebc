/**
 * The states the studio offers for a product: an empty quote, then what its scenario files hold
 * (journeys/<product>/scenarios/*.json, and the shared rule tables of journeys/common/scenarios/
 * that apply to it): each shared draft, each whole-quote scenario's draft with its changes, and
 * each rule case's draft as its table's page submits it. A file that does not read is reported
 * and skipped, so one broken scenario file never hides the others.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { ResolvedJourney } from "../../src/engine/index.ts";
import { readJsonFile } from "../../server/journeys/readJourneys.ts";
import { SCENARIO_TODAY, type RuleTable, type ScenarioFile } from "../journeys/scenarios/format.ts";
import { caseTitle, draftOf, scenarioDraft } from "../journeys/scenarios/runner.ts";
import { ruleCaseDraft } from "../journeys/scenarios/replay.ts";
import { SHARED_SCENARIOS } from "../journeys/scenarios/scenarioFiles.ts";
import type { PlacedProblem, StudioState } from "../../src/studio/studioModel.ts";
import { placeJourneyProblem } from "./filePlaces.ts";

export interface ProductStates {
  states: StudioState[];
  problems: PlacedProblem[];
}

export function scenarioStates(root: string, product: string, journey: ResolvedJourney | undefined): ProductStates {
  const states: StudioState[] = [{ id: "empty", kind: "empty", label: "", draft: { product } }];
  const problems: PlacedProblem[] = [];
  for (const folder of [product, SHARED_SCENARIOS]) {
    for (const file of scenarioFiles(root, folder)) {
      try {
        const content = readJsonFile(join(root, file)) as ScenarioFile;
        states.push(
          ...(folder === SHARED_SCENARIOS ? sharedStates(file, content, product, journey) : ownStates(file, content, product, journey)),
        );
      } catch (error) {
        problems.push(placeJourneyProblem(root, { file, message: (error as Error).message }));
      }
    }
  }
  return { states, problems };
}

function scenarioFiles(root: string, folder: string): string[] {
  const dir = join(root, folder, "scenarios");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => `${folder}/scenarios/${name}`);
}

const scenarioDay = { today: SCENARIO_TODAY, source: "" };

function ownStates(file: string, content: ScenarioFile, product: string, journey: ResolvedJourney | undefined): StudioState[] {
  const at = { ...scenarioDay, source: file };
  const drafts = Object.entries(content.drafts ?? {}).map(([name, draft]): StudioState => ({
    id: `draft:${file}:${name}`,
    kind: "draft",
    label: name,
    draft: { product, ...draft },
    ...at,
  }));
  const scenarios = (content.scenarios ?? []).map((scenario, i): StudioState => ({
    id: `scenario:${file}:${i}`,
    kind: "scenario",
    label: scenario.name,
    draft: scenarioDraft(content, scenario),
    ...at,
  }));
  return [...drafts, ...scenarios, ...caseStates(file, content, journey, (table) => draftOf(content, table.draft))];
}

/** A shared file's rule tables that apply to the product, their drafts made the product's. */
function sharedStates(file: string, content: ScenarioFile, product: string, journey: ResolvedJourney | undefined): StudioState[] {
  const applies = (table: RuleTable) => (table.products ?? [product]).includes(product);
  return caseStates(file, content, journey, (table) => ({ ...draftOf(content, table.draft), product }), applies);
}

function caseStates(
  file: string,
  content: ScenarioFile,
  journey: ResolvedJourney | undefined,
  baseDraft: (table: RuleTable) => Record<string, unknown>,
  applies = (_table: RuleTable) => true,
): StudioState[] {
  if (!journey) return [];
  return (content.rules ?? []).flatMap((table, t) => {
    if (!journey.pages[table.page] || !applies(table)) return [];
    const resolved = { ...table, draft: baseDraft(table) };
    return table.cases.map((ruleCase, c): StudioState => ({
      id: `case:${file}:${t}:${c}`,
      kind: "case",
      label: `${table.name} › ${caseTitle(ruleCase)}`,
      page: table.page,
      ...(table.slot !== undefined ? { slot: table.slot } : {}),
      draft: ruleCaseDraft(journey, resolved, ruleCase).draft,
      ...(ruleCase.messages ? { messages: ruleCase.messages } : {}),
      ...scenarioDay,
      source: file,
    }));
  });
}
