/**
 * Numbers as en-GB text, written out rather than with Intl.NumberFormat: a page's first Intl
 * formatter loads the locale's data, one task of some 50 ms (about 200 ms at 4× CPU) that the price
 * page paid as its code started, and the mileage slider as it first rendered. en-GB needs no more
 * than this: a comma between groups of three digits, a point before the decimals, a minus in front.
 * tests/widgets/numberText.test.ts checks it, and money's formats built on it, against Intl's own answers.
 */

/** Commas between the thousands of a number's digits: 1234567.5 → "1,234,567.5". For numbers String() writes without an exponent (|n| below 10^21, and 0 or not below 10^-6). */
export function groupThousands(value: number): string {
  const [whole, fraction] = String(value).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
