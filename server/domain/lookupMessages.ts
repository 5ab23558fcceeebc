/**
 * The server's own words for answers its lookups refuse, in one place. Where the journey words a
 * refusal itself (a loader's fieldError, a field's messages) that text is used instead.
 */

/** What each lookup gives, as a message names it. */
const lookedUp: Record<string, string> = {
  vehicleByReg: "the vehicle found for this registration",
  vehicleModels: "the vehicle model chosen",
  deviceAssignment: "the telematics device this vehicle is given",
  addressLookup: "the addresses at this postcode",
  addressDetails: "the address chosen",
};
const somethingLookedUp = "what the server looks up";

export const lookupMessages = {
  summary: "The quote has answers that do not match what the server looks up itself",
  /** A looked-up answer that differs from the server's own lookup. */
  mismatch: (field: string, source: string) => `${field} does not match ${lookedUp[source] ?? somethingLookedUp}: please look it up again`,
  /** An answer in a part of the draft a lookup fills, that the lookup does not give. */
  notLookedUp: (field: string, source: string) =>
    `${field} is not part of ${lookedUp[source] ?? somethingLookedUp}: please look it up again`,
  /** A lookup whose answer ends the journey elsewhere (an incompatible vehicle) and that words no message itself. */
  refused: (source: string) =>
    source === "deviceAssignment"
      ? "We can't fit our telematics device to this vehicle, so we can't offer a quote for it"
      : `We can't offer a quote with ${lookedUp[source] ?? somethingLookedUp}`,
  /** A coded answer outside its list, for a field whose messages say nothing better. */
  notAnOption: (label: string) => `${label}: choose one of the options offered`,
};
