import { badUserInput, quoteInput } from "./errors.ts";

/**
 * A UK postcode once normalised: outward code (A9, A99, A9A, AA9, AA99, AA9A), one space, inward
 * code (9AA). Deliberately the common loose pattern rather than the Royal Mail letter rules, so
 * every postcode the app lets through (including test ones such as ZZ1 1ZZ) is accepted here too.
 */
const postcodePattern = /^[A-Z]{1,2}[0-9][A-Z0-9]? [0-9][A-Z]{2}$/;

/** Upper-cases and re-spaces a postcode: " ls14ap " and "LS1  4AP" both become "LS1 4AP". */
export function normalisePostcode(input: string): string {
  const compact = input.replace(/\s+/g, "").toUpperCase();
  if (compact === "") throw badUserInput("Enter postcode", { argument: "postcode" });
  const postcode = `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  if (!postcodePattern.test(postcode)) {
    throw badUserInput(`${quoteInput(input, 20)} is not a UK postcode: enter one like LS1 4AP`, { argument: "postcode" });
  }
  return postcode;
}
