/** Money is integer pence everywhere; this is the one place it becomes text (GBP, en-GB: -£1,234.56). */
import { groupThousands } from "../../../renderer-widgets/numberText.ts";

export function formatPence(pence: number): string {
  const whole = Math.abs(Math.round(pence));
  const sign = pence < 0 && whole > 0 ? "-" : "";
  return `${sign}£${groupThousands(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, "0")}`;
}

/**
 * A rate in percent as the server gives it (35.5), without the sign: the catalogue places it. At
 * most two decimals, rounded half away from zero on the number's shortest decimal form, as Intl
 * rounds (1.005 → "1.01", where toFixed's binary value gives "1.00").
 */
export function formatPercent(value: number): string {
  const [whole, fraction = ""] = String(Math.abs(value)).split(".");
  if (fraction.length <= 2) return groupThousands(value);
  const hundredths = Number(whole + fraction.slice(0, 2)) + (fraction[2] >= "5" ? 1 : 0);
  if (hundredths === 0) return value < 0 ? "-0" : "0";
  return (value < 0 ? "-" : "") + groupThousands(hundredths / 100);
}
