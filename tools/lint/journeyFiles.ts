/**
 * Finds and parses the journey files under a root. Catalogue data, the app route table, the
 * data-source list, the rating files and the schemas themselves live beside the journeys but are
 * not journey files, so they are left out (the schema would reject them).
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { forgetTexts, readJson } from "./jsonTexts.ts";
import { displayPath, error, type Problem } from "./problem.ts";

/** Root-relative paths (forward slashes) that are not journey files: the schemas, and the files other checks read (rating files, scenarios, the catalogue...). */
const NOT_JOURNEY_FILES = [
  /^common\/catalogue\//,
  /^common\/catalogue-declarations\.json$/,
  /^common\/routes\.json$/,
  /^common\/data-sources\.json$/,
  /^[^/]+\.schema\.json$/,
  /^[^/]+\/rating\.json$/,
  /^common\/quote-request\.json$/,
  /^[^/]+\/scenarios\//,
];

export interface JourneyFiles {
  /** Parsed content by root-relative path, for the files that parse. */
  parsed: Map<string, unknown>;
  /** Root-relative paths of the files that do not parse (already reported). */
  broken: Set<string>;
  problems: Problem[];
}

export function isJourneyFile(relativePath: string): boolean {
  return relativePath.endsWith(".json") && !NOT_JOURNEY_FILES.some((pattern) => pattern.test(relativePath));
}

/** Every `.json` file under `root`, root-relative, sorted so output is stable. */
export function listJsonFiles(root: string, folder = ""): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...listJsonFiles(root, path));
    else if (entry.name.endsWith(".json")) files.push(path);
  }
  return files.sort();
}

/**
 * The files of the latest `readJourneyFiles`, so loading each product (which shares most files with
 * the others) reads and parses nothing twice. Only that root, and only until the next lint reads
 * its files again: content is never kept across runs. The engine does not modify what it loads.
 */
let latest: { root: string; parsed: Map<string, unknown> } | undefined;

/** A journey file's content as parsed by the latest `readJourneyFiles` of `root`, if it parsed. */
export function alreadyParsed(root: string, relativePath: string): { content: unknown } | undefined {
  return latest?.root === root && latest.parsed.has(relativePath) ? { content: latest.parsed.get(relativePath) } : undefined;
}

export function readJourneyFiles(root: string): JourneyFiles {
  const parsed = new Map<string, unknown>();
  latest = { root, parsed };
  forgetTexts();
  const broken = new Set<string>();
  const problems: Problem[] = [];
  for (const path of listJsonFiles(root).filter(isJourneyFile)) {
    try {
      parsed.set(path, readJson(join(root, path)));
    } catch (cause) {
      broken.add(path);
      problems.push(error(displayPath(join(root, path)), (cause as Error).message));
    }
  }
  return { parsed, broken, problems };
}
