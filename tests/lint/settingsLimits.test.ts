/**
 * A limit the quote request sends (`{"limit": "scheme"}` in common/quote-request.json) must be set
 * in every product it is sent for, or the insurer gets it empty. The answer-mapping fixture sends
 * `scheme`; each case edits a copy of it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { canonicalJson } from "../../tools/lint/canonicalJson.ts";
import { lintJourneys } from "../../tools/lint/index.ts";
import { isError, REPO_ROOT } from "../../tools/lint/problem.ts";

const FIXTURE = join(REPO_ROOT, "tests/fixtures/answer-mapping");
const REGISTRIES = {
  widgetNamesFile: join(REPO_ROOT, "tests/fixtures/journeys/_registries/widgetNames.json"),
  referenceDataFile: join(REPO_ROOT, "tests/fixtures/journeys/_registries/referenceData.json"),
};
const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

type Json = Record<string, any>;

function lintEdited(edit: (manifest: Json, mapping: Json) => void) {
  const root = mkdtempSync(join(tmpdir(), "settings-limits-"));
  copies.push(root);
  cpSync(FIXTURE, root, { recursive: true });
  const files = ["car/manifest.json", "common/quote-request.json"].map(
    (file) => [file, JSON.parse(readFileSync(join(root, file), "utf8"))] as const,
  );
  edit(files[0][1], files[1][1]);
  for (const [file, content] of files) writeFileSync(join(root, file), canonicalJson(content));
  return lintJourneys(root, REGISTRIES);
}

/** This check's errors and the mapping's own: other checks' findings on the fixture are theirs to test. */
const errors = (problems: ReturnType<typeof lintJourneys>) =>
  problems.filter((p) => isError(p) && (p.check === "limit-not-set" || p.file.endsWith("quote-request.json"))).map((p) => p.message);
const unset = 'limits: no "scheme", which common/quote-request.json sends to the insurer (scheme)';

describe("limit-not-set", () => {
  it("says nothing while the product sets the limit", () => {
    expect(errors(lintEdited(() => {}))).toEqual([]);
  });

  it("reports a product without a limit the request sends", () => {
    const problems = lintEdited((manifest) => delete manifest.limits.scheme);
    expect(errors(problems)).toEqual([unset]);
    expect(problems.find((p) => p.message === unset)?.file).toMatch(/car\/manifest\.json$/);
  });

  it("leaves out products the limit is not sent for", () => {
    expect(
      errors(
        lintEdited((manifest, mapping) => {
          delete manifest.limits.scheme;
          mapping.request.scheme.onlyFor = ["van"];
        }),
      ),
    ).toEqual([expect.stringContaining('"van" is not a product')]);
  });

  it("is excused by a suppression with a reason on the limits", () => {
    expect(
      errors(
        lintEdited((manifest) => {
          delete manifest.limits.scheme;
          manifest.limits.lint = { "limit-not-set": "this product's scheme is added by the broker" };
        }),
      ),
    ).toEqual([]);
  });
});
