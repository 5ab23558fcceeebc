import { describe, expect, it } from "vitest";
import { lintJourneys } from "../../scripts/lint/index.ts";
import { isError } from "../../scripts/lint/problem.ts";

describe("journeys/", () => {
  it("lints without errors", () => {
    const errors = lintJourneys()
      .filter(isError)
      .map((p) => `${p.file}: ${p.message}`);
    expect(errors).toEqual([]);
  });
});
