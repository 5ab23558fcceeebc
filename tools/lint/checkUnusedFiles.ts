/**
 * Files the app never reads: a page file in a product folder that its manifest does not list
 * (and no page includes) is almost always a forgotten `pages` entry; a folder without
 * manifest.json is not a product at all.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { displayPath, error, type Problem } from "./problem.ts";

/**
 * `products`: the products that were loaded (a product skipped for manifest errors is not judged);
 * `files`: every journey file under the root (root-relative); `used`: every file a load read.
 */
export function checkUnusedFiles(root: string, products: string[], files: string[], used: Set<string>): Problem[] {
  const problems: Problem[] = [];
  const reportedFolders = new Set<string>();
  for (const file of files) {
    const [folder, ...rest] = file.split("/");
    if (rest.length === 0 || folder === "common" || used.has(file)) continue;
    if (products.includes(folder)) {
      problems.push(
        error(displayPath(join(root, file)), `not used: not listed in ${folder}/manifest.json "pages" nor included by any page`),
      );
    } else if (!reportedFolders.has(folder) && !existsSync(join(root, folder, "manifest.json"))) {
      reportedFolders.add(folder);
      problems.push(error(displayPath(join(root, folder)), "folder holds journey files but no manifest.json, so it is not a product"));
    }
  }
  return problems;
}
