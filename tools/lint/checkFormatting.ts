/** Reports journey files not written in the canonical form (`npm run format:journeys` fixes them). */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { canonicalJson } from "./canonicalJson.ts";
import { VALIDATOR_CACHE_DIR } from "./cachedValidator.ts";
import { displayPath, error, REPO_ROOT, type Problem } from "./problem.ts";
import { textOf } from "./jsonTexts.ts";
import { hashOf } from "../../server/journeys/cache/diskCache.ts";
import { rememberedPasses, type RememberedPasses } from "./rememberedPasses.ts";

let canonical: RememberedPasses | undefined;

/** Texts already in the canonical layout, for this version of the layout (canonicalJson.ts and its package). */
function canonicalTexts(): RememberedPasses {
  if (!canonical) {
    const layout = readFileSync(join(import.meta.dirname, "canonicalJson.ts"), "utf8");
    // The package does not export its package.json; its version is read from the file.
    const { version } = JSON.parse(readFileSync(join(REPO_ROOT, "node_modules/json-stringify-pretty-compact/package.json"), "utf8")) as {
      version: string;
    };
    canonical = rememberedPasses(`canonical-layout-${hashOf(`${version}\u0000${layout}`)}`, VALIDATOR_CACHE_DIR);
  }
  return canonical;
}

export function checkFormatting(root: string, parsed: Map<string, unknown>): Problem[] {
  const known = canonicalTexts();
  const problems: Problem[] = [];
  for (const [path, value] of parsed) {
    const file = join(root, path);
    const text = textOf(file);
    if (known.has(text)) continue;
    if (text !== canonicalJson(value)) {
      problems.push(
        error(
          displayPath(file),
          "not in the canonical layout (2-space JSON, short arrays and objects on one line): run npm run format:journeys",
        ),
      );
    } else {
      known.add(text);
    }
  }
  return problems;
}
