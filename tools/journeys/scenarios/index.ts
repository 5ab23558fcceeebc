/** Scenario files analysts own: the runner and the recorder (see journeys/SCENARIOS.md). */
export { scenarioChecks, recordScenarios, type RecordedFile } from "./runner.ts";
export { findScenarioFiles } from "./scenarioFiles.ts";
