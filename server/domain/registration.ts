import { compactPlate, normalisePlate } from "../../src/engine/index.ts";
import { badUserInput, quoteInput } from "./errors.ts";

/** The longest UK registration has 7 characters (e.g. AB12CDE, ABZ1234). */
const maxRegistrationLength = 7;

/** A registration as the lookup keys it ("AB12CDE") and as people read it ("AB12 CDE"). */
export interface Registration {
  key: string;
  display: string;
}

/**
 * Reads a registration typed in any case or spacing (" ab12-cde "), refusing one in no UK format:
 * the engine's plate formats decide, the ones the journey's reg page checks, so the lookup takes
 * exactly the plates the page lets through.
 */
export function parseRegistration(input: string): Registration {
  const key = compactPlate(input);
  if (key === "") throw badUserInput("Enter a registration number", { argument: "registration" });
  if (key.length > maxRegistrationLength) {
    throw badUserInput(
      `${quoteInput(input, 20)} is too long for a UK registration (at most ${maxRegistrationLength} letters and numbers)`,
      {
        argument: "registration",
      },
    );
  }
  const display = normalisePlate(key);
  if (display === "") {
    throw badUserInput(`${quoteInput(input, 20)} is not in any UK registration format (such as AB12 CDE)`, { argument: "registration" });
  }
  return { key, display };
}
