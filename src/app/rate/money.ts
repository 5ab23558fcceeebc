/** Money is integer pence everywhere; this is the one place it becomes text (GBP, en-GB). */
const pounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
const percent = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });

export function formatPence(pence: number): string {
  return pounds.format(pence / 100);
}

/** A rate in percent as the server gives it (35.5), without the sign: the catalogue places it. */
export function formatPercent(value: number): string {
  return percent.format(value);
}
