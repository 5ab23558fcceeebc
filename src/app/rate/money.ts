/** Money is integer pence everywhere; this is the one place it becomes text (GBP, en-GB: -£1,234.56). */
import { groupThousands, twoDecimalsText } from "../../../renderer-widgets/numberText.ts";

export function formatPence(pence: number): string {
  const whole = Math.abs(Math.round(pence));
  const sign = pence < 0 && whole > 0 ? "-" : "";
  return `${sign}£${groupThousands(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, "0")}`;
}

/** A rate in percent as the server gives it (35.5), without the sign: the catalogue places it. */
export function formatPercent(value: number): string {
  return twoDecimalsText(value);
}
