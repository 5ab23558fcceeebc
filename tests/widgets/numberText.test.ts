/**
 * en-GB number text written out (renderer-widgets/numberText.ts, src/app/rate/money.ts) gives what
 * Intl.NumberFormat gives: Node's full ICU is the reference, over many numbers of every size.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupThousands } from "../../renderer-widgets/numberText";
import { formatPence, formatPercent } from "../../src/app/rate/money.ts";

/** A number with up to 6 decimals and up to 13 whole digits, either sign: n / 10^k. */
const decimal = fc
  .tuple(fc.integer({ min: -(10 ** 13), max: 10 ** 13 }), fc.integer({ min: 0, max: 6 }))
  .map(([n, k]) => n / 10 ** k)
  .filter((value) => value === 0 || Math.abs(value) >= 1e-6);
const pence = fc.integer({ min: -(10 ** 15), max: 10 ** 15 });

describe("numbers as en-GB text", () => {
  it.each([
    ["groups thousands", groupThousands, decimal, (value: number) => value, { maximumFractionDigits: 20 }],
    [
      "rounds a rate to two decimals, half away from zero on its shortest decimal form,",
      formatPercent,
      decimal,
      (value: number) => value,
      { maximumFractionDigits: 2 },
    ],
    ["writes pence as pounds", formatPence, pence, (value: number) => value / 100, { style: "currency", currency: "GBP" }],
  ] as const)("%s as Intl does", (_, ours, numbers, intlValue, options) => {
    const reference = new Intl.NumberFormat("en-GB", options);
    fc.assert(
      fc.property(numbers, (value) => {
        expect(ours(value)).toBe(reference.format(intlValue(value)));
      }),
      { numRuns: 2000 },
    );
  });

  const written = { groupThousands, formatPercent, formatPence };
  it.each([
    ["groupThousands", 0, "0"],
    ["groupThousands", 999, "999"],
    ["groupThousands", 1000, "1,000"],
    ["groupThousands", -1234567.5, "-1,234,567.5"],
    ["groupThousands", 0.30000000000000004, "0.30000000000000004"],
    ["formatPercent", 1.005, "1.01"],
    ["formatPercent", 2.675, "2.68"],
    ["formatPercent", 19.999, "20"],
    ["formatPercent", 35.5, "35.5"],
    ["formatPercent", 1234.5678, "1,234.57"],
    ["formatPercent", -0.004, "-0"],
    ["formatPence", 0, "£0.00"],
    ["formatPence", 5, "£0.05"],
    ["formatPence", 123456, "£1,234.56"],
    ["formatPence", -123456, "-£1,234.56"],
  ] as const)("%s(%d) is %j", (name, value, text) => {
    expect(written[name](value)).toBe(text);
  });
});
