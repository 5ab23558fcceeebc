/** Every text a customer reads (textItems.ts), checked for how it is written (checkTextSyntax.ts) and its copy (checkCopy.ts). */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { productIds } from "../../../server/journeys/readJourneys.ts";
import { readJson } from "../jsonTexts.ts";
import { displayPath, type Problem } from "../problem.ts";
import { copyProblems } from "./checkCopy.ts";
import { textSyntaxProblems } from "./checkTextSyntax.ts";
import { catalogueFileNames, catalogueTexts, journeyFileTexts, ratingTexts, routeTexts, type TextItem } from "./textItems.ts";

/** A file's content, or undefined when it is missing or broken (reported by the check that owns the file). */
function contentOf(path: string): unknown {
  try {
    return existsSync(path) ? readJson(path) : undefined;
  } catch {
    return undefined;
  }
}

/** The catalogue files that parse, by file name (`quote.json`). */
export function readCatalogues(root: string): Map<string, unknown> {
  return new Map(
    catalogueFileNames(root).flatMap((name) => {
      const content = contentOf(join(root, "common/catalogue", name));
      return content === undefined ? [] : [[name, content] as const];
    }),
  );
}

export function allTexts(root: string, parsed: Map<string, unknown>): TextItem[] {
  return [
    ...journeyFileTexts(root, parsed),
    ...[...readCatalogues(root)].flatMap(([name, content]) => catalogueTexts(root, name, content)),
    ...routeTexts(root, contentOf(join(root, "common/routes.json"))),
    ...productIds(root).flatMap((id) => ratingTexts(displayPath(join(root, id, "rating.json")), contentOf(join(root, id, "rating.json")))),
  ];
}

export function checkTexts(items: TextItem[]): Problem[] {
  return [...textSyntaxProblems(items), ...copyProblems(items)];
}
