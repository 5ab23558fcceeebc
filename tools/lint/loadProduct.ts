/**
 * Loads one product through the engine's own `loadJourney`, so the linter resolves includes
 * exactly as the app does, and surfaces what it reports (broken or cyclic includes, duplicate
 * page ids, missing page files) as problems with printable paths.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { loadJourney, type LoadResult, dirname, joinPath } from "../../src/engine/index.ts";
import { displayPath, error, type Problem } from "./problem.ts";
import { alreadyParsed } from "./journeyFiles.ts";
import { readJson } from "./jsonTexts.ts";
import { loadWithCache } from "./productCache.ts";

export interface LoadedProduct {
  result: LoadResult;
  problems: Problem[];
}

/**
 * `unparseable` holds root-relative files whose JSON errors were already reported: the engine
 * reports them again, so those repeats are dropped.
 */
/** The engine's words for a summary line's template it cannot compile (src/engine/textTemplates.ts). */
const isTemplateProblem = (message: string) =>
  message.startsWith('text "') &&
  /" is not a valid template \(|": (a date takes no style|"#" outside a plural|plural "[^"]*" is not used|only \{arguments\})/.test(
    message,
  );

export function loadProduct(root: string, id: string, manifest: unknown, unparseable: Set<string>): LoadedProduct {
  const manifestPath = `${id}/manifest.json`;
  const read = (file: string): unknown => {
    const known = alreadyParsed(root, file);
    if (known) return known.content;
    const path = join(root, file);
    if (!existsSync(path)) throw new Error(`file not found: ${displayPath(path)}`);
    return readJson(path);
  };
  let result: LoadResult;
  try {
    result = loadWithCache(root, manifestPath, () => loadJourney(manifestPath, read));
  } catch (cause) {
    // Only a malformed manifest gets here, and the schema check has already said why.
    return {
      result: { problems: [], files: [manifestPath] },
      problems: [error(displayPath(join(root, manifestPath)), `cannot load: ${(cause as Error).message}`)],
    };
  }
  const listedPages = new Map(
    ((manifest as { pages?: string[] }).pages ?? []).map((entry) => [joinPath(dirname(manifestPath), entry), entry]),
  );
  const problems: Problem[] = [];
  for (const problem of result.problems) {
    if (unparseable.has(problem.file) && problem.message.startsWith("not valid JSON")) continue;
    // A summary template the engine cannot compile is reported by the text-icu check, with where it is.
    if (isTemplateProblem(problem.message)) continue;
    const entry = listedPages.get(problem.file);
    if (entry !== undefined && !existsSync(join(root, problem.file))) {
      problems.push(error(displayPath(join(root, manifestPath)), `page file "${entry}" does not exist`));
    } else {
      problems.push(error(displayPath(join(root, problem.file)), problem.message));
    }
  }
  return { result, problems };
}
