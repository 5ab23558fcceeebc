/**
 * en-GB number text written out (renderer-widgets/numberText.ts, src/app/rate/money.ts) gives what
 * Intl.NumberFormat gives: Node's full ICU is the reference, over many numbers of every size.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupThousands } from "../../renderer-widgets/numberText";
import { formatPence, formatPercent } from "../../src/app/rate/money.ts";

const intl = {
  grouped: new Intl.NumberFormat("en-GB", { maximumFractionDigits: 20 }),
  twoDecimals: new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 }),
  pounds: new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }),
};

/** A number with up to 6 decimals and up to 13 whole digits, either sign: n / 10^k. */
const decimal = fc
  .tuple(fc.integer({ min: -(10 ** 13), max: 10 ** 13 }), fc.integer({ min: 0, max: 6 }))
  .map(([n, k]) => n / 10 ** k)
  .filter((value) => value === 0 || Math.abs(value) >= 1e-6);

describe("numbers as en-GB text", () => {
  it("groups thousands as Intl does", () => {
    fc.assert(
      fc.property(decimal, (value) => {
        expect(groupThousands(value)).toBe(intl.grouped.format(value));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1,000"],
    [-1234567.5, "-1,234,567.5"],
    [0.30000000000000004, "0.30000000000000004"],
  ])("groups %d as %j", (value, text) => {
    expect(groupThousands(value)).toBe(text);
  });

  it("rounds to two decimals as Intl does: half away from zero on the shortest decimal form", () => {
    fc.assert(
      fc.property(decimal, (value) => {
        expect(formatPercent(value)).toBe(intl.twoDecimals.format(value));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    [1.005, "1.01"],
    [2.675, "2.68"],
    [19.999, "20"],
    [35.5, "35.5"],
    [1234.5678, "1,234.57"],
    [-0.004, "-0"],
  ])("writes %d to two decimals as %j", (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });

  it("writes pence as pounds as Intl does", () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15), max: 10 ** 15 }), (pence) => {
        expect(formatPence(pence)).toBe(intl.pounds.format(pence / 100));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    [0, "£0.00"],
    [5, "£0.05"],
    [123456, "£1,234.56"],
    [-123456, "-£1,234.56"],
  ])("writes %d pence as %j", (pence, text) => {
    expect(formatPence(pence)).toBe(text);
  });
});
