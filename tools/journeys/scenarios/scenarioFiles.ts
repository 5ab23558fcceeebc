/**
 * Finding, reading and rewriting scenario files: journeys/<product>/scenarios/*.json, and the shared
 * ones in journeys/common/scenarios/*.json whose rule tables apply to every product with their page.
 */
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { productIds, readJsonFile } from "../../../server/journeys/readJourneys.ts";
import { canonicalJson } from "../../lint/canonicalJson.ts";
import type { RuleCase, RuleTable, Scenario, ScenarioFile } from "./format.ts";

/** The folder of shared scenario files, under the journeys root. */
export const SHARED_SCENARIOS = "common";

export interface FoundScenarioFile {
  /** The product the file belongs to, or SHARED_SCENARIOS for a shared file. */
  product: string;
  /** Root-relative, for test names and messages. */
  file: string;
  content: ScenarioFile;
}

/** The shared scenario files, then every product's, each folder sorted by file name. */
export function findScenarioFiles(root: string): FoundScenarioFile[] {
  return [SHARED_SCENARIOS, ...productIds(root)].flatMap((product) => {
    const folder = join(root, product, "scenarios");
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => {
        const file = `${product}/scenarios/${name}`;
        return { product, file, content: readJsonFile(join(root, file)) as ScenarioFile };
      });
  });
}

/** Writes a scenario file in the journeys' canonical layout, keys in reading order. Returns whether it changed. */
export function writeScenarioFile(root: string, found: FoundScenarioFile, before: string): boolean {
  const text = canonicalJson(ordered(found.content));
  if (text === before) return false;
  writeFileSync(join(root, found.file), text);
  return true;
}

function ordered(file: ScenarioFile): ScenarioFile {
  return pick(file, ["$schema", "description", "drafts", "scenarios", "rules"], {
    scenarios: file.scenarios?.map((s) => pick(s, ["name", "draft", "changes", "expect"]) as unknown as Scenario),
    rules: file.rules?.map((table) => ({
      ...pick(table, ["name", "page", "slot", "products", "record", "defaults", "data", "draft"]),
      cases: table.cases.map((c) => pick(c, ["note", "answers", "draft", "choose", "messages", "summary", "asked", "next", "answersAfter", "saved"]) as unknown as RuleCase),
    }) as unknown as RuleTable),
  }) as unknown as ScenarioFile;
}

/** A copy with `keys` first in that order (absent ones skipped), replacing some values. */
function pick<T extends object>(value: T, keys: string[], replaced: Record<string, unknown> = {}): Record<string, unknown> {
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of [...keys, ...Object.keys(source)]) {
    if (key in out) continue;
    const next = key in replaced ? replaced[key] : source[key];
    if (next !== undefined) out[key] = next;
  }
  return out;
}
