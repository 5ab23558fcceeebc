/** Scenario files analysts own: the format, the runner and the recorder (see journeys/SCENARIOS.md). */
export { SCENARIO_TODAY, type ScenarioFile, type Scenario, type ScenarioExpectation, type RuleTable, type RuleCase } from "./format.ts";
export { scenarioChecks, recordScenarios, caseTitle, type ScenarioCheck, type RecordedFile } from "./runner.ts";
export { replayScenario, replayRuleCase, scenarioClock } from "./replay.ts";
export { findScenarioFiles } from "./scenarioFiles.ts";
