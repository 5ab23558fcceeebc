/**
 * The final page's contact block repeats the address page's email and mobile. The copy is taken
 * when the address page is accepted, so an answer typed there and refused (or typed before Find
 * address, which saves without accepting) never sticks, and a later correction is followed.
 */
import { describe, expect, it } from "vitest";
import { applyOutcomes, outcomesFor, withDefaults, type Draft } from "../../src/engine/index.ts";
import { clock, journey, page, pageData } from "./support/realJourneys.ts";

const product = "car";
const accept = (draft: Draft): Draft => {
  const load = page(product, "driver-address").actions!.find((a) => a.id === "continue")!.load!;
  const outcomes = outcomesFor(load, { failed: false, result: { line1: "1 East Parade" } });
  return applyOutcomes(outcomes, draft, { ...pageData(product, "driver-address", draft), result: { line1: "1 East Parade" } }).draft;
};
const contacts = (draft: Draft) => (draft.final as { contacts: { email?: string; phoneNumber?: string }[] }).contacts[0];

describe("the final page's contact copy", () => {
  it("follows the address page's accepted answers, not ones filled in before", () => {
    const typed: Draft = { product, driverAddress: { email: "first@wrong", phoneNumber: "07111111111" } };
    // Something saved the draft while the wrong answers were on the page (Find address does): defaults filled in.
    const early = withDefaults(journey(product), typed, clock);
    expect(contacts(early)).toEqual({ email: "first@wrong", phoneNumber: "07111111111" });
    const corrected = { ...early, driverAddress: { email: "alex@example.com", phoneNumber: "07700900123" } };
    expect(contacts(accept(corrected))).toEqual({ email: "alex@example.com", phoneNumber: "07700900123" });
  });

  it("is taken, with the address, when an address that cannot be looked up is typed in", () => {
    const typed: Draft = withDefaults(
      journey(product),
      {
        product,
        driverAddress: {
          email: "alex@example.com",
          phoneNumber: "07700900123",
          postcode: "ZZ1 1ZZ",
          lookupPostcode: "ZZ1 1ZZ",
          addressesFound: false,
          manual: true,
          addressLine1: "1 High Street",
          townOrCity: "Exeter",
          addressParts: { buildingName: "From an earlier lookup", line1: "2 Low Street" },
        },
      },
      clock,
    );
    const then = page(product, "driver-address").actions!.find((a) => a.id === "continue")!.then;
    const accepted = applyOutcomes(then, typed, pageData(product, "driver-address", typed)).draft;
    expect(contacts(accepted)).toEqual({ email: "alex@example.com", phoneNumber: "07700900123" });
    // Nothing of an address looked up before stays with the one typed in.
    expect((accepted.driverAddress as Draft).addressParts).toEqual({
      line1: "1 High Street",
      line2: null,
      city: "Exeter",
      postalCode: "ZZ1 1ZZ",
    });
  });
});
