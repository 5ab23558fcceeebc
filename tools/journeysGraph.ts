/**
 * `npm run journeys:graph`: writes one Mermaid flowchart per product into journeys/README.md,
 * between its graph markers. With `--check` it writes nothing and exits 1 when what is there is stale.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import {
  currentSection,
  GUIDE_PATH,
  graphsSection,
  loadGraphInputs,
  REGENERATE_COMMAND,
  withSection,
} from "./journeys/graph/graphsSection.ts";

const check = process.argv.includes("--check");
const { journeys, routes } = loadGraphInputs();
const section = graphsSection(journeys, routes);
const guide = readFileSync(GUIDE_PATH, "utf8");
const shown = relative(process.cwd(), GUIDE_PATH);

if (currentSection(guide) === section) {
  console.log(`journeys:graph: ${shown} is up to date (${journeys.length} products)`);
} else if (check) {
  console.error(`journeys:graph: the flow graphs in ${shown} are stale: run ${REGENERATE_COMMAND}`);
  process.exitCode = 1;
} else {
  writeFileSync(GUIDE_PATH, withSection(guide, section));
  console.log(`journeys:graph: wrote ${journeys.length} flow graphs to ${shown}`);
}
