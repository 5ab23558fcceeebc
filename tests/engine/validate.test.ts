/**
 * The real journeys load cleanly and start where every product starts. What their pages accept
 * and the messages they give are recorded in journeys/<product>/scenarios/ (run by
 * tests/journeys/scenarios.test.ts); validatePage itself is tested on fixture journeys.
 */
import { describe, expect, it } from "vitest";
import { journeys, loadProblems } from "./support/realJourneys.ts";

describe("the real journeys", () => {
  it.each(["car", "older", "van", "convicted", "ppm"])("%s loads without problems", (id) => {
    expect(loadProblems[id]).toEqual([]);
    expect(journeys[id]?.pageOrder.slice(0, 5)).toEqual(["product", "numberplate", "vehicle", "vehicle-manual", "driver-personal"]);
  });
});
