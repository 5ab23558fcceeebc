/**
 * The server's vehicle lookup reads a registration with the engine's plate formats, the ones the reg
 * page's `ukPlate` rule checks: whatever is typed, the server takes it exactly when the page does,
 * and shows it the same way.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalisePlate } from "../../src/engine/index.ts";
import { DomainError } from "../../server/domain/errors.ts";
import { parseRegistration } from "../../server/domain/registration.ts";

/** The display form the server gives, or null when it refuses the input. */
function serverReading(input: string): string | null {
  try {
    return parseRegistration(input).display;
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe("BAD_USER_INPUT");
    return null;
  }
}

/** Typed text from a few letters (year letters, I, Q, Z, D, X), digits (with 0), spaces and hyphens, so many are plates. */
const typed = fc.array(fc.constantFrom(..."ABDIQXZabiz0159 -"), { maxLength: 10 }).map((chars) => chars.join(""));

describe("parseRegistration", () => {
  it("takes a registration exactly when the reg page does, in the same display form", () => {
    let plates = 0;
    fc.assert(
      fc.property(typed, (input) => {
        const page = normalisePlate(input);
        expect(serverReading(input)).toBe(page === "" ? null : page);
        if (page !== "") plates += 1;
      }),
      { seed: 33, numRuns: 3000 },
    );
    // The property says little unless many inputs were plates.
    expect(plates).toBeGreaterThan(100);
  });

  it("keys the lookup by letters and digits alone", () => {
    expect(parseRegistration(" ab12-cde ")).toEqual({ key: "AB12CDE", display: "AB12 CDE" });
    expect(parseRegistration("101 d 101")).toEqual({ key: "101D101", display: "101 D 101" });
  });
});
