import { badUserInput, quoteInput } from "./errors.ts";

/** The longest UK registration has 7 characters (e.g. AB12CDE, ABZ1234). */
const maxRegistrationLength = 7;

/** Display forms, tried in order: [pattern on the normalised plate, index of the space]. */
const displayPatterns: Array<[RegExp, (plate: string) => number]> = [
  [/^[A-Z]{2}\d{2}[A-Z]{3}$/, () => 4], // current, 2001 on: AB12 CDE
  [/^[A-Z]\d{1,3}[A-Z]{3}$/, (plate) => plate.length - 3], // prefix, 1983-2001: A123 BCD
  [/^[A-Z]{3}\d{1,3}[A-Z]$/, () => 3], // suffix, 1963-1983: ABC 123D
  [/^[A-Z]{1,3}\d{1,4}$/, (plate) => plate.search(/\d/)], // dateless / Northern Ireland: ABZ 1234
  [/^\d{1,4}[A-Z]{1,3}$/, (plate) => plate.search(/[A-Z]/)], // reversed dateless: 1234 AB
];

/** Upper-cases and removes spaces and punctuation: " ab12-cde " becomes "AB12CDE". */
export function normaliseRegistration(input: string): string {
  const plate = input.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
  if (plate === "") throw badUserInput("Enter a registration number", { argument: "registration" });
  if (plate.length > maxRegistrationLength) {
    throw badUserInput(
      `${quoteInput(input, 20)} is too long for a UK registration (at most ${maxRegistrationLength} letters and numbers)`,
      {
        argument: "registration",
      },
    );
  }
  return plate;
}

/** Re-spaces a normalised plate into its standard display form; unknown shapes are left as they are. */
export function formatRegistration(plate: string): string {
  for (const [pattern, spaceAt] of displayPatterns) {
    if (pattern.test(plate)) {
      const at = spaceAt(plate);
      return `${plate.slice(0, at)} ${plate.slice(at)}`;
    }
  }
  return plate;
}
