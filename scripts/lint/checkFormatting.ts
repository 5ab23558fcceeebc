/** Reports journey files not written in the canonical form (`npm run format:journeys` fixes them). */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { canonicalJson } from "./canonicalJson.ts";
import { displayPath, error, type Problem } from "./problem.ts";

export function checkFormatting(root: string, parsed: Map<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  for (const [path, value] of parsed) {
    const file = join(root, path);
    if (readFileSync(file, "utf8") !== canonicalJson(value)) {
      problems.push(error(displayPath(file), "not in the canonical layout (2-space JSON, short arrays and objects on one line): run npm run format:journeys"));
    }
  }
  return problems;
}
