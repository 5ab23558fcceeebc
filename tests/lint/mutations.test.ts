/**
 * The linter against the mistakes analysts make: each single-mistake edit of the real journeys
 * must be reported as an error, by the check meant to catch it, in the file that was edited.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { lintJourneys } from "../../tools/lint/index.ts";
import { displayPath, isError, type Problem } from "../../tools/lint/problem.ts";
import { JourneyCopy, MUTATIONS } from "./mutations.ts";
import { FILE_MUTATIONS } from "./fileMutations.ts";

const copies: JourneyCopy[] = [];

/** Reported on the edited file, or, for a shared fields file, on a page (pages are where fields are checked). */
function reportsOn(copy: JourneyCopy, edited: string, problem: Problem): boolean {
  if (problem.file === displayPath(join(copy.root, edited))) return true;
  return edited.startsWith("common/fields/") && problem.file.includes("/pages/");
}
afterAll(() => copies.forEach((copy) => rmSync(copy.root, { recursive: true, force: true })), 120_000);

describe("single-mistake edits of the real journeys", () => {
  it.each([...MUTATIONS, ...FILE_MUTATIONS].map((m) => [m.mistake, m] as const))("%s: is reported", (_, mutation) => {
    const copy = new JourneyCopy();
    copies.push(copy);
    const edited = mutation.apply(copy);
    const errors = lintJourneys(copy.root).filter((problem) => (mutation.severity === "warning" ? !isError(problem) : isError(problem)));
    const caught = errors.filter((problem) => mutation.checks.includes(problem.check ?? "structure") && reportsOn(copy, edited, problem));
    expect(caught, errors.map((p) => `${p.check ?? "structure"} ${p.file}: ${p.message}`).join("\n")).not.toEqual([]);
  });
});
