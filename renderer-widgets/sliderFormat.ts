import { fillTemplate } from "./catalogue";
import { groupThousands } from "./numberText";

/**
 * How a slider shows its value, written in the journey JSON (`ui.format`):
 * `min` / `max` replace the text at the ends of the range, `default` is used elsewhere,
 * each may hold `{value}`; `thousands` groups digits the en-GB way.
 */
export interface SliderFormat {
  min?: string;
  max?: string;
  default?: string;
  thousands?: boolean;
}

export interface SliderRange {
  min: number;
  max: number;
  step: number;
}

export function readSliderFormat(raw: unknown): SliderFormat {
  if (raw === null || typeof raw !== "object") return {};
  const record = raw as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === "string" ? (record[key] as string) : undefined);
  return { min: text("min"), max: text("max"), default: text("default"), thousands: record.thousands === true };
}

export function formatSliderValue(value: number, range: Pick<SliderRange, "min" | "max">, format: SliderFormat): string {
  const shown = format.thousands ? groupThousands(value) : String(value);
  const template =
    (value === range.min ? format.min : undefined) ?? (value === range.max ? format.max : undefined) ?? format.default ?? "{value}";
  return fillTemplate(template, { value: shown });
}

/** Keeps button steps on the grid the range input itself would use. */
export function stepValue(value: number, direction: 1 | -1, range: SliderRange): number {
  const steps = Math.round((value - range.min) / range.step) + direction;
  const next = range.min + steps * range.step;
  // Rounding keeps decimal steps (0.1) free of binary noise such as 0.30000000000000004.
  const rounded = Number(next.toFixed(10));
  return Math.min(range.max, Math.max(range.min, rounded));
}
