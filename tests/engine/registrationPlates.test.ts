/**
 * The UK plate formats of src/engine/registrationPlates.ts against published plates: the examples
 * the formats are explained with (Wikipedia's "Vehicle registration plates of the United Kingdom"
 * and "... of Northern Ireland", number-plate dealers' guides), plates famous enough to be written
 * about and the mission "flag" plates Wikipedia lists; where none is at hand (Q plates, some lengths),
 * a plate of the published shape. Each is typed compact and lower case, as people do.
 */
import { describe, expect, it } from "vitest";
import { compactPlate, normalisePlate, plateStyle, type PlateStyle } from "../../src/engine/registrationPlates.ts";

const published: Array<{ plate: string; style: PlateStyle; note: string }> = [
  { plate: "BD51 SMR", style: "current", note: "the current style's own example, September 2001" },
  { plate: "AB51 DEF", style: "current", note: "September 2001" },
  { plate: "AB12 CDE", style: "current", note: "the reg page's hint" },
  { plate: "A567 TRD", style: "prefix", note: "A: August 1983" },
  { plate: "P456 XYZ", style: "prefix", note: "P: August 1996" },
  { plate: "X123 ABC", style: "prefix", note: "X: March 2000, a test vehicle" },
  { plate: "Y1 ABC", style: "prefix", note: "Y: the last prefix year, one digit" },
  { plate: "Q123 ABC", style: "qPlate", note: "age or identity in doubt" },
  { plate: "Q7 KIT", style: "qPlate", note: "one digit" },
  { plate: "TRD 567A", style: "suffix", note: "A: 1963" },
  { plate: "BEL 12E", style: "suffix", note: "Belize's high commission" },
  { plate: "PRK 1D", style: "suffix", note: "North Korea's embassy" },
  { plate: "ABC 123Y", style: "suffix", note: "Y: the last suffix year" },
  { plate: "ABZ 1234", style: "northernIreland", note: "County Down (BZ), four digits" },
  { plate: "AXI 9998", style: "northernIreland", note: "Belfast (XI), the last number of a series" },
  { plate: "A 1", style: "dateless", note: "London, 1903" },
  { plate: "F 1", style: "dateless", note: "Essex" },
  { plate: "AM 51", style: "dateless", note: "two letters" },
  { plate: "NZ 1", style: "dateless", note: "New Zealand's high commission" },
  { plate: "IC 1", style: "dateless", note: "Iceland's embassy" },
  { plate: "AB 1234", style: "dateless", note: "two letters, four digits" },
  { plate: "USA 1", style: "dateless", note: "the United States' embassy" },
  { plate: "ZIM 1", style: "dateless", note: "Zimbabwe's high commission" },
  { plate: "ABC 123", style: "dateless", note: "three letters, three digits" },
  { plate: "AIW 1", style: "dateless", note: "Northern Ireland: Londonderry's first AXX series, 1973" },
  { plate: "1 IA", style: "dateless", note: "Antrim's first reversed series, 1958" },
  { plate: "25 O", style: "dateless", note: "one letter, reversed" },
  { plate: "1234 AB", style: "dateless", note: "four digits, reversed" },
  { plate: "1 HKG", style: "dateless", note: "Hong Kong's trade office" },
  { plate: "999 ABC", style: "dateless", note: "three digits, three letters, reversed" },
  { plate: "101 D 101", style: "diplomatic", note: "the Afghan embassy's first plate" },
  { plate: "900 X 400", style: "diplomatic", note: "the Commonwealth Secretariat's first staff plate" },
];

describe("published UK plates", () => {
  it.each(published)("$plate is $style ($note)", ({ plate, style }) => {
    const typed = plate.replaceAll(" ", "").toLowerCase();
    expect(plateStyle(typed)).toBe(style);
    expect(normalisePlate(typed)).toBe(plate);
  });

  it("include every style", () => {
    const styles: PlateStyle[] = ["current", "prefix", "qPlate", "suffix", "northernIreland", "dateless", "diplomatic"];
    expect(new Set(published.map((p) => p.style))).toEqual(new Set(styles));
  });
});

describe("what no UK plate looks like", () => {
  it.each([
    { value: "AB12CD", why: "current style one letter short" },
    { value: "AB12CDEF", why: "too long for any style" },
    { value: "ABCDEFG", why: "letters only" },
    { value: "12345", why: "digits only" },
    { value: "ABCD123", why: "four letters" },
    { value: "A1B2C3", why: "letters and digits interleaved" },
    { value: "AB12CQE", why: "Q is not a current-style letter" },
    { value: "IB12CDE", why: "I is not a current-style letter" },
    { value: "I123ABC", why: "I was never a year letter" },
    { value: "O123ABC", why: "O was never a year letter" },
    { value: "U123ABC", why: "U was never a year letter" },
    { value: "Z123ABC", why: "Z was never a year letter" },
    { value: "ABC123Q", why: "Q was never a suffix year letter" },
    { value: "ABC123Z", why: "Z was never a year letter" },
    { value: "A012BCD", why: "serial numbers start at 1, never 0" },
    { value: "ABC0", why: "serial numbers start at 1, never 0" },
    { value: "0123AB", why: "serial numbers start at 1, never 0" },
    { value: "ABC1234", why: "three letters and four digits only in Northern Ireland, with I or Z" },
    { value: "1234ABC", why: "four digits take at most two letters" },
    { value: "123C456", why: "diplomatic plates have D or X" },
    { value: "", why: "empty" },
    { value: " - ", why: "punctuation only" },
  ])("$value is refused: $why", ({ value }) => {
    expect(normalisePlate(value)).toBe("");
    expect(plateStyle(value)).toBeUndefined();
  });

  it("is anything but a string", () => {
    for (const value of [null, undefined, 12, false, ["AB12CDE"]]) expect(normalisePlate(value)).toBe("");
  });
});

describe("typing", () => {
  it.each([
    { value: " ab 12  cde ", expected: "AB12 CDE" },
    { value: "ab-12.cde!", expected: "AB12 CDE" },
    { value: "A B 1 2 C D E", expected: "AB12 CDE" },
    { value: "101-d-101", expected: "101 D 101" },
  ])("$value is read as $expected", ({ value, expected }) => {
    expect(normalisePlate(value)).toBe(expected);
  });

  it("drops what is not a letter or digit before upper-casing, so ß cannot become SS", () => {
    expect(compactPlate(" ab12-cde ")).toBe("AB12CDE");
    expect(compactPlate("ABß12CDE")).toBe("AB12CDE");
  });
});
