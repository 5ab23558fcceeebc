/**
 * Numbers as en-GB text, written out rather than with Intl.NumberFormat: a page's first Intl
 * formatter loads the locale's data, one task of some 50 ms (about 200 ms at 4× CPU) that the price
 * page paid as its code started, and the mileage slider as it first rendered. en-GB needs no more
 * than this: a comma between groups of three digits, a point before the decimals, a minus in front.
 * tests/widgets/numberText.test.ts checks each against Intl's own answer.
 */

/** Commas between the thousands of a number's digits: 1234567.5 → "1,234,567.5". For numbers String() writes without an exponent (|n| below 10^21, and 0 or not below 10^-6). */
export function groupThousands(value: number): string {
  const [whole, fraction] = String(value).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * At most two decimals, with the thousands grouped: 1234.5678 → "1,234.57", 35.5 → "35.5". Rounded
 * half away from zero on the number's shortest decimal form, as Intl does (1.005 → "1.01", where
 * toFixed's binary value gives "1.00").
 */
export function twoDecimalsText(value: number): string {
  const [whole, fraction = ""] = String(Math.abs(value)).split(".");
  if (fraction.length <= 2) return groupThousands(value);
  const hundredths = Number(whole + fraction.slice(0, 2)) + (fraction[2] >= "5" ? 1 : 0);
  if (hundredths === 0) return value < 0 ? "-0" : "0";
  const sign = value < 0 ? "-" : "";
  return sign + groupThousands(hundredths / 100);
}
