/**
 * The scenario files of a journeys folder (journeys/<product>/scenarios/*.json and the shared
 * journeys/common/scenarios/*.json) as the lint reads them: parsed, and checked against
 * scenario.schema.json; a file that fails either is reported and not looked into further.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { ScenarioFile } from "../../journeys/scenarios/format.ts";
import { SHARED_SCENARIOS } from "../../journeys/scenarios/scenarioFiles.ts";
import { readValidJson } from "../validJson.ts";
import { displayPath, REPO_ROOT, type Problem } from "../problem.ts";

const SCHEMA = join(REPO_ROOT, "journeys/scenario.schema.json");

export interface LintedScenarioFile {
  /** The product whose journey the file is about, or SHARED_SCENARIOS for a shared file. */
  product: string;
  /** As printed in problems. */
  file: string;
  content: ScenarioFile;
}

export function readScenarioFiles(root: string, products: string[], problems: Problem[]): LintedScenarioFile[] {
  return [SHARED_SCENARIOS, ...products].flatMap((product) => {
    const folder = join(root, product, "scenarios");
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .flatMap((name) => {
        const path = join(folder, name);
        const content = readValidJson(path, SCHEMA, { allErrors: true, verbose: true, strict: false }, problems);
        return content === undefined ? [] : [{ product, file: displayPath(path), content: content as ScenarioFile }];
      });
  });
}
