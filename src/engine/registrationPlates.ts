/**
 * UK registration plates: the one definition of what a plate may look like. The browser reads it
 * (the journeys' `ukPlate` operation, a `?reg=` link) and so does the server (the vehicle lookup, a
 * submitted quote), so a plate one accepts the other accepts too.
 *
 * The formats DVLA issues, as it publishes them (current, prefix, suffix, dateless "AA 1234",
 * "1234 AA", "ABC 123", "123 ABC", Northern Ireland "ABZ 1234"), plus Q plates and diplomatic
 * plates: 31 shapes of letters and digits in all. Only the well-published letter rules are applied
 * (year letters, no I or Q in the current style, no serial number starting with 0); anything less
 * certain (area codes, age identifiers not yet issued) is accepted, since a plate refused here cannot
 * be looked up at all, while a plate not on record is only a failed lookup.
 */

/** The plate's style: what its letters and digits mean, and so how it is spaced. */
export type PlateStyle = "current" | "prefix" | "qPlate" | "suffix" | "northernIreland" | "dateless" | "diplomatic";

/** Year letters of the prefix and suffix styles: A to Y, never I, O, Q, U or Z. */
const YEAR = "[A-HJ-NPR-TV-Y]";
/** The current style uses every letter but I and Q. */
const CURRENT_LETTER = "[A-HJ-PR-Z]";
/** A serial number of `digits` digits at most: serials run from 1, so never begin with 0. */
const serial = (digits: number) => `[1-9][0-9]{0,${digits - 1}}`;

/**
 * Patterns over the compact plate (upper case, letters and digits only), tried in order. Each group
 * is one part of the display form, the parts spaced apart ("AB12 CDE", "101 D 101").
 */
const PLATE_FORMATS: Array<[PlateStyle, RegExp]> = [
  // Since September 2001: memory tag, age identifier, three random letters.
  ["current", new RegExp(`^(${CURRENT_LETTER}{2}[0-9]{2})(${CURRENT_LETTER}{3})$`)],
  // August 1983 to August 2001: the year letter first.
  ["prefix", new RegExp(`^(${YEAR}${serial(3)})([A-Z]{3})$`)],
  // Vehicles whose age or identity is in doubt (kit cars, some imports), shaped as a prefix plate.
  ["qPlate", new RegExp(`^(Q${serial(3)})([A-Z]{3})$`)],
  // 1963 to 1983: the year letter last.
  ["suffix", new RegExp(`^([A-Z]{3})(${serial(3)}${YEAR})$`)],
  // Before 1963 (and Northern Ireland's older series): letters then numbers, or the other way round.
  ["dateless", new RegExp(`^([A-Z]{1,2})(${serial(4)})$`)],
  ["dateless", new RegExp(`^([A-Z]{3})(${serial(3)})$`)],
  ["dateless", new RegExp(`^(${serial(4)})([A-Z]{1,2})$`)],
  ["dateless", new RegExp(`^(${serial(3)})([A-Z]{3})$`)],
  // Northern Ireland: a series letter and a county code holding I or Z (AIW, AKZ), numbers up to 9999;
  // up to 999 it has the shape of a dateless plate, and reads as one.
  ["northernIreland", new RegExp(`^([A-Z](?:[IZ][A-Z]|[A-Z][IZ]))(${serial(4)})$`)],
  // Since 1979, foreign missions: country code, D (diplomat) or X (other accredited staff), serial.
  ["diplomatic", /^([0-9]{3})([DX])([0-9]{3})$/],
];

/** Upper-cases and drops everything but letters and digits: " ab12-cde " becomes "AB12CDE". */
export function compactPlate(value: string): string {
  // Dropped before upper-casing, so a letter such as ß cannot become two ASCII letters.
  return value.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
}

function readPlate(value: unknown): { style: PlateStyle; display: string } | undefined {
  if (typeof value !== "string") return undefined;
  const compact = compactPlate(value);
  for (const [style, pattern] of PLATE_FORMATS) {
    const match = pattern.exec(compact);
    if (match) return { style, display: match.slice(1).join(" ") };
  }
  return undefined;
}

/** A UK plate in its standard spaced form ("ab12cde" becomes "AB12 CDE"); "" when it is in no UK format. */
export function normalisePlate(value: unknown): string {
  return readPlate(value)?.display ?? "";
}

/** The style of a UK plate, typed in any case or spacing; undefined when it is in no UK format. */
export function plateStyle(value: unknown): PlateStyle | undefined {
  return readPlate(value)?.style;
}
