/**
 * `npm run format:journeys [folder...]`: rewrites every JSON file under the folders (default
 * journeys/) in the canonical layout. Files that do not parse are reported and left alone.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { JOURNEYS_DIR } from "../server/journeys/readJourneys.ts";
import { listJsonFiles } from "./lint/journeyFiles.ts";
import { canonicalJson } from "./lint/canonicalJson.ts";

const roots = process.argv.length > 2 ? process.argv.slice(2) : [JOURNEYS_DIR];
let changed = 0;
for (const root of roots) {
  for (const path of listJsonFiles(root)) {
    const file = join(root, path);
    const text = readFileSync(file, "utf8");
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (parseError) {
      console.error(`${file}: left alone, not valid JSON (${(parseError as Error).message})`);
      continue;
    }
    const canonical = canonicalJson(value);
    if (canonical !== text) {
      writeFileSync(file, canonical);
      changed++;
      console.log(`formatted ${file}`);
    }
  }
}
console.log(`format:journeys: ${changed} file(s) rewritten`);
