import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CHECK_IDS, FILE_CHECK_IDS } from "../../tools/lint/checkIds.ts";
import { REPO_ROOT } from "../../tools/lint/problem.ts";

const guide = readFileSync(join(REPO_ROOT, "journeys/LINT.md"), "utf8");
const documented = [...guide.matchAll(/^### `([a-z-]+)`/gm)].map((m) => m[1]);

describe("journeys/LINT.md", () => {
  it("documents every check id, and no other", () => {
    expect([...new Set(documented)].sort()).toEqual([...Object.keys(CHECK_IDS), ...Object.keys(FILE_CHECK_IDS)].sort());
  });
});
