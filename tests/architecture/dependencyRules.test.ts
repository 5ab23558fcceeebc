/**
 * The dependency graph's rules (.dependency-cruiser.cjs, run over the project by `npm run lint:deps`)
 * each refuse a small tree under tests/fixtures/dependencies/<case>/, cruised as if it were the
 * project's root, and pass a clean one.
 */
import { join, resolve } from "node:path";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const FIXTURES = join(ROOT, "tests/fixtures/dependencies");

/** Each violation of the project's rules in one fixture tree, as "rule: from → to". */
async function violations(fixture: string): Promise<string[]> {
  const options = await extractDepcruiseOptions(join(ROOT, ".dependency-cruiser.cjs"));
  const baseDir = join(FIXTURES, fixture);
  const reported = await cruise(["."], { ...options, baseDir, validate: true, outputType: "json" });
  const result = (typeof reported.output === "string" ? JSON.parse(reported.output) : reported.output) as ICruiseResult;
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe("the dependency rules", () => {
  it.each([
    { fixture: "cycle", expected: ["no-cycle: server/db/thread.ts → server/db/types.ts"] },
    {
      fixture: "upward",
      expected: [
        "api-below-app: src/api/client.ts → src/app/errorReporting.ts",
        "engine-imports-only-journeys: src/engine/index.ts → src/app/pageTitle.ts",
      ],
    },
    {
      fixture: "node-in-browser",
      expected: [
        "browser-never-imports-node-builtins: src/app/page.ts → fs",
        "browser-never-imports-node: src/app/page.ts → server/sortCodes.ts",
      ],
    },
    { fixture: "imports-tests", expected: ["nothing-imports-tests: server/quotes.ts → tests/drafts.ts"] },
    { fixture: "past-the-index", expected: ["engine-through-its-index: src/app/page.ts → src/engine/step.ts"] },
    { fixture: "domain-graphql", expected: ["domain-knows-no-graphql: server/domain/takeUp.ts → server/graphql/errors.ts"] },
    { fixture: "db-domain", expected: ["db-below-domain: server/db/driverRepository.ts → server/domain/limits.ts"] },
    { fixture: "clean", expected: [] },
  ])(
    "$fixture",
    async ({ fixture, expected }) => {
      expect(await violations(fixture)).toEqual([...expected].sort());
    },
    60_000,
  );
});
