/**
 * One-defect fixtures made by one edit of a clean base fixture: the base is copied to a temporary
 * folder, the edit changes its parsed JSON (written back in the canonical layout) or its text, and the
 * copy is linted. Each case then shows exactly one mistake on a fixture that lints clean.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { canonicalJson } from "../../tools/lint/canonicalJson.ts";
import { lintJourneys, type LintOptions } from "../../tools/lint/index.ts";
import { isError, REPO_ROOT, type Problem } from "../../tools/lint/problem.ts";

/** Parsed fixture JSON, edited freely by the cases. */
export type Json = Record<string, any>;

export interface FixtureFiles {
  /** A root-relative file's parsed content, written back after the edit. */
  json(file: string): Json;
  /** Rewrites a root-relative file's text (for what JSON cannot hold, such as a key written twice). */
  text(file: string, change: (text: string) => string): void;
}

/** The lint fixtures' name lists, so nothing else has anything to say about a fixture. */
export const FIXTURE_REGISTRIES: LintOptions = {
  widgetNamesFile: join(REPO_ROOT, "tests/fixtures/journeys/_registries/widgetNames.json"),
  referenceDataFile: join(REPO_ROOT, "tests/fixtures/journeys/_registries/referenceData.json"),
};

const copies: string[] = [];

/** Removes the copies made so far (call from afterAll). */
export function removeCopies(): void {
  copies.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
}

/**
 * A copy of `fixture` (repo-relative, three folders deep as tests/fixtures/<name> is) with the edit
 * made; its root. The copy is as deep in the repository, so its `"$schema"` paths still lead to the schemas.
 */
export function editedCopy(fixture: string, edit: (files: FixtureFiles) => void): string {
  mkdirSync(join(REPO_ROOT, "node_modules/.cache"), { recursive: true });
  const root = mkdtempSync(join(REPO_ROOT, "node_modules/.cache/lint-fixture-"));
  copies.push(root);
  cpSync(join(REPO_ROOT, fixture), root, { recursive: true });
  const opened = new Map<string, Json>();
  const json = (file: string) =>
    opened.get(file) ?? opened.set(file, JSON.parse(readFileSync(join(root, file), "utf8")) as Json).get(file)!;
  const texts: [string, (text: string) => string][] = [];
  edit({ json, text: (file, change) => texts.push([file, change]) });
  for (const [file, content] of opened) writeFileSync(join(root, file), canonicalJson(content));
  for (const [file, change] of texts) writeFileSync(join(root, file), change(readFileSync(join(root, file), "utf8")));
  return root;
}

/** The errors (or all problems) of a copy, each with its file relative to the copy's root. */
export function problemsIn(root: string, options: LintOptions = FIXTURE_REGISTRIES, errorsOnly = true): Problem[] {
  const shown = relative(REPO_ROOT, root);
  return lintJourneys(root, options)
    .filter((problem) => !errorsOnly || isError(problem))
    .map(({ subject: _, ...problem }) => ({ ...problem, file: relative(shown, problem.file) }));
}
