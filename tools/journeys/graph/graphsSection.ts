/**
 * The flow graphs section of the journeys guide: one heading and one Mermaid block per product,
 * written only between the guide's two markers so the rest of the file stays the authors'.
 */
import { join } from "node:path";
import type { ResolvedJourney } from "../../../src/engine/index.ts";
import { JOURNEYS_DIR, loadAllJourneys, readJsonFile } from "../../../server/journeys/readJourneys.ts";
import { flowGraph, type AppRoutes } from "../../../src/describe/flowModel.ts";
import { mermaidFlowchart } from "./mermaid.ts";

export const GUIDE_PATH = join(JOURNEYS_DIR, "README.md");
export const START_MARKER = "<!-- journeys:graph start -->";
export const END_MARKER = "<!-- journeys:graph end -->";
export const REGENERATE_COMMAND = "npm run journeys:graph";

const legend =
  "Generated from the journeys by `" + REGENERATE_COMMAND + "`; do not edit by hand. Solid arrows are a page's next " +
  "steps, tried in order; dashed arrows are where a button or a server call sends the user.";

/** The text between the markers for these products, in the order given. */
export function graphsSection(journeys: ResolvedJourney[], routes: AppRoutes): string {
  const blocks = journeys.map((journey) => `### ${journey.name}\n\n\`\`\`mermaid\n${mermaidFlowchart(flowGraph(journey, routes))}\n\`\`\``);
  return [legend, ...blocks].join("\n\n");
}

/** Every product as the server loads it (sorted by id) and the app routes; throws when a journey does not load. */
export function loadGraphInputs(root: string = JOURNEYS_DIR): { journeys: ResolvedJourney[]; routes: AppRoutes } {
  const results = loadAllJourneys(root);
  const journeys = Object.entries(results).map(([product, result]) => {
    if (!result.journey || result.problems.length > 0) {
      throw new Error(`The ${product} journey does not load (run npm run lint:journeys): ${result.problems.map((p) => p.message).join("; ")}`);
    }
    return result.journey;
  });
  return { journeys, routes: readJsonFile(join(root, "common/routes.json")) as AppRoutes };
}

/** The section as it stands in the guide (between the markers, trimmed). */
export function currentSection(guide: string): string {
  const { start, end } = markers(guide);
  return guide.slice(start + START_MARKER.length, end).trim();
}

/** The guide with the section between its markers replaced. */
export function withSection(guide: string, section: string): string {
  const { start, end } = markers(guide);
  return `${guide.slice(0, start + START_MARKER.length)}\n${section}\n${guide.slice(end)}`;
}

function markers(guide: string): { start: number; end: number } {
  const start = guide.indexOf(START_MARKER);
  const end = guide.indexOf(END_MARKER);
  if (start < 0 || end < start) throw new Error(`journeys/README.md needs the markers ${START_MARKER} and ${END_MARKER}, in that order`);
  return { start, end };
}
