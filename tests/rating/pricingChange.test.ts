/**
 * A pricing change is one edit to a rating file: tests/fixtures/rating/pricing-change holds a copy
 * of the car rating file ("before") and the same with only basePremium changed ("after"). Both
 * load and price through the same code; every premium moves in proportion.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadRatingFiles } from "../../server/rating/ratingFiles.ts";
import { rate } from "../../server/rating/rate.ts";
import { plainInputs } from "./smallFile.ts";

const FIXTURES = join(import.meta.dirname, "../fixtures/rating/pricing-change");
const raw = (folder: string) => JSON.parse(readFileSync(join(FIXTURES, folder, "car/rating.json"), "utf8"));
const before = loadRatingFiles(join(FIXTURES, "before")).file("car")!;
const after = loadRatingFiles(join(FIXTURES, "after")).file("car")!;

describe("a pricing change", () => {
  it("is one edit: the two files differ only in basePremium", () => {
    const { basePremium: was, ...restBefore } = raw("before");
    const { basePremium: now, ...restAfter } = raw("after");
    expect(restAfter).toEqual(restBefore);
    expect(now).not.toBe(was);
  });

  it.each([
    ["a 40-year-old", {}],
    ["a 19-year-old new driver in London", { policyholderAge: 19, youngestDriverAge: 19, licenceYears: 1, ncdYears: 0, postcodeArea: "E" }],
    ["a driver with points and a claim", { convictionPoints: 3, convictionCount: 1, faultClaims: 1 }],
  ])("moves the premium in proportion for %s", (_who, overrides) => {
    const ratio = after.basePremium / before.basePremium;
    const old = rate(before, plainInputs(overrides), { voluntaryExcess: 0 });
    const changed = rate(after, plainInputs(overrides), { voluntaryExcess: 0 });
    expect(changed.optionState).toBe(old.optionState);
    expect(changed.breakdown).toEqual(old.breakdown);
    // Rounded once from the same factors: within half a penny of the exact proportion.
    expect(Math.abs(changed.premium - old.premium * ratio)).toBeLessThanOrEqual(0.5 * ratio + 0.5);
    expect(changed.premium).toBeGreaterThan(old.premium);
  });
});
