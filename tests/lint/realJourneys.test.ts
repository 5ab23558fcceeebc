import { describe, expect, it } from "vitest";
import { lintJourneys } from "../../tools/lint/index.ts";
import { isError } from "../../tools/lint/problem.ts";

describe("journeys/", () => {
  it("lints without errors", () => {
    const errors = lintJourneys()
      .filter(isError)
      .map((p) => `${p.file}: ${p.message}`);
    expect(errors).toEqual([]);
  });
});
