/**
 * `npm run scenarios [-- --update] [-- --root <journeys folder>]`: replays every scenario file
 * under journeys/<product>/scenarios/ and the shared ones under journeys/common/scenarios/.
 * Without --update it checks and lists what differs, path by path; with --update it re-records
 * every expectation in place (canonical layout), so after an intended journey change the diff of
 * the scenario files shows exactly what that change did, and lists the whole quotes that no longer
 * reach the quote page (a new question their drafts skip) and the shared cases products disagree on.
 */
import { isDeepStrictEqual, parseArgs } from "node:util";
import { resolve } from "node:path";
import { JOURNEYS_DIR } from "../server/journeys/readJourneys.ts";
import { recordScenarios, scenarioChecks } from "./journeys/scenarios/index.ts";
import { flatten } from "./journeys/scenarios/replay.ts";

const { values } = parseArgs({ options: { update: { type: "boolean", default: false }, root: { type: "string" } } });
const root = values.root ? resolve(values.root) : JOURNEYS_DIR;

if (values.update) {
  const recorded = recordScenarios(root);
  for (const { file, changed } of recorded) if (changed) console.log(`recorded ${file}`);
  console.log(`scenarios: ${recorded.filter((r) => r.changed).length} of ${recorded.length} file(s) re-recorded`);
  // A shared case is recorded once, so every product it applies to must answer it alike.
  const disagreements = recorded.flatMap(({ file, disagreements }) => disagreements.map((line) => `${file} › ${line}`));
  if (disagreements.length > 0) {
    console.log(
      `\n${disagreements.length} shared case(s) differ between products; give the table "products" or move it to the products' own files:`,
    );
    for (const line of disagreements) console.log(`  ${line}`);
    process.exitCode = 1;
  }
  // A new required question stops every recorded quote that does not answer it: say so, not only in the diff.
  const stopped = recorded.flatMap(({ file, stopped }) => stopped.map((quote) => ({ file, ...quote })));
  if (stopped.length > 0) {
    console.log(
      `\n${stopped.length} whole quote(s) no longer reach the quote page; answer the new question in the file's draft if that is not meant:`,
    );
    for (const quote of stopped)
      console.log(
        `  ${quote.file} › ${quote.scenario}: stops at ${quote.page} (${
          Object.entries(quote.messages)
            .map(([field, message]) => `${field}: ${message}`)
            .join("; ") || "no message"
        })`,
      );
  }
} else {
  const checks = scenarioChecks(root);
  let failed = 0;
  for (const check of checks) {
    const actual = check.actual();
    if (isDeepStrictEqual(actual, check.expected)) continue;
    failed++;
    console.log(`✗ ${check.file} › ${check.title}`);
    for (const line of differences(check.expected, actual)) console.log(`    ${line}`);
  }
  console.log(
    `scenarios: ${checks.length - failed} of ${checks.length} passed${failed ? "; run npm run scenarios -- --update if the change was intended" : ""}`,
  );
  process.exitCode = failed ? 1 : 0;
}

/** The leaves that differ, as "- path: recorded" / "+ path: now". */
function differences(expected: unknown, actual: unknown): string[] {
  if (expected === undefined) return ["not recorded yet"];
  const before = flatten(expected);
  const after = flatten(actual);
  const lines: string[] = [];
  for (const path of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (isDeepStrictEqual(before[path], after[path])) continue;
    if (path in before) lines.push(`- ${path || "(whole)"}: ${JSON.stringify(before[path])}`);
    if (path in after) lines.push(`+ ${path || "(whole)"}: ${JSON.stringify(after[path])}`);
  }
  return lines;
}
