/**
 * `npm run lint:journeys [-- [--format json] [root]]`: lints every product journey under `root`
 * (default journeys/), prints `file: message` lines and a total (or, with `--format json`, one
 * JSON document for editors and CI annotations), and exits 1 when there is any error.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { JOURNEYS_DIR, productIds } from "../server/journeys/readJourneys.ts";
import { isJourneyFile, listJsonFiles } from "./lint/journeyFiles.ts";
import { lintJourneys } from "./lint/index.ts";
import { isRatingFile } from "./lint/ratingFiles.ts";
import { isError, located, printable } from "./lint/problem.ts";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

const args = process.argv.slice(2);
const formatAt = args.indexOf("--format");
const format = formatAt >= 0 ? args.splice(formatAt, 2)[1] : "text";
if (format !== "text" && format !== "json") {
  console.error(`lint:journeys: unknown --format "${format}" (text or json)`);
  process.exit(2);
}
const root = args[0] ? resolve(args[0]) : JOURNEYS_DIR;
const problems = lintJourneys(root);
// What was covered, so "0 errors" over an empty or mistyped folder does not look like success.
const ratingFiles = existsSync(root) ? listJsonFiles(root).filter(isRatingFile).length : 0;
const scope = existsSync(root)
  ? `${plural(productIds(root).length, "product")}, ${plural(listJsonFiles(root).filter(isJourneyFile).length, "file")}${ratingFiles > 0 ? `, ${plural(ratingFiles, "rating file")}` : ""}`
  : "folder not found";

const errors = problems.filter(isError).length;
const warnings = problems.length - errors;
if (format === "json") {
  console.log(JSON.stringify({ errors, warnings, scope, problems: problems.map(printable) }, null, 2));
} else {
  for (const problem of problems) {
    console.log(`${located(problem)}: ${problem.severity === "warning" ? "warning: " : ""}${problem.message}`);
  }
  console.log(`lint:journeys: ${plural(errors, "error")}, ${plural(warnings, "warning")} (${scope})`);
}
process.exitCode = errors > 0 ? 1 : 0;
