/**
 * An address entered by hand is held to what the server can look up, as a looked-up one is: it is
 * taken only when the server's own lookup finds no address for the postcode, or fails for the chosen
 * address's details, and its parts must be the lines typed. The insurer is sent those lines.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Draft } from "../../src/engine/index.ts";
import { completeDraft, clock, journeyOf } from "./quoteDrafts.ts";
import { startTestServer, startupTimeout, type GraphqlResponse, type TestServer } from "./testServer.ts";

const mutation = `mutation ($body: QuoteBody!) { rateQuote(body: $body) { quoteRef } }`;
type Rated = { rateQuote: { quoteRef: string } };
interface FieldError {
  page: string;
  field: string | null;
  message: string;
}

let server: TestServer;
let car: Draft;

beforeAll(async () => {
  server = await startTestServer({ clock });
  car = await completeDraft(server, "car");
}, startupTimeout);
afterAll(() => server?.close());

const rate = (answers: Draft): Promise<GraphqlResponse<Rated>> =>
  server.graphql<Rated>(mutation, { body: { product: "car", journeyVersion: journeyOf("car").version, answers } });

const typed = { addressLine1: "1 High Street", addressLine2: "Heavitree", townOrCity: "Exeter" };

/** The car draft with the address page as the app leaves it after a lookup that gave no address to use. */
function byHand(address: Record<string, unknown>, parts?: Record<string, unknown>): Draft {
  const { email, phoneNumber } = car.driverAddress as Record<string, unknown>;
  const postcode = address.postcode as string;
  return {
    ...car,
    driverAddress: {
      email,
      phoneNumber,
      lookupPostcode: postcode,
      manual: true,
      ...typed,
      ...address,
      addressParts: parts ?? { line1: typed.addressLine1, line2: typed.addressLine2, city: typed.townOrCity, postalCode: postcode },
    },
  };
}

async function addressSent(quoteRef: string) {
  const { rows } = await server.db.query<{ request: { capturedQuoteModel: { quote: { policyholderDTO: { address: unknown } } } } }>(
    "SELECT request FROM quotes WHERE quote_ref = $1",
    [quoteRef],
  );
  return rows[0].request.capturedQuoteModel.quote.policyholderDTO.address;
}

function refusal(response: GraphqlResponse<Rated>): { code: unknown; fieldErrors: FieldError[] } {
  expect(response.body.data ?? null, response.text).toBeNull();
  const [error] = response.body.errors!;
  return { code: error.extensions?.code, fieldErrors: error.extensions?.fieldErrors as FieldError[] };
}

/** The first address the server lists for a postcode. */
async function firstAddressId(postcode: string): Promise<string> {
  const { body } = await server.graphql<{ addressLookup: { addressId: string }[] }>(
    "query ($postcode: String!) { addressLookup(postcode: $postcode) { addressId } }",
    { postcode },
  );
  return body.data!.addressLookup[0].addressId;
}

describe("an address entered by hand", () => {
  it("is taken for a postcode with no addresses, and its lines are what the insurer is sent", async () => {
    const response = await rate(byHand({ postcode: "ZZ1 1ZZ", addressesFound: false, addressId: "nonselected" }));
    expect(response.body.errors, response.text).toBeUndefined();
    expect(await addressSent(response.body.data!.rateQuote.quoteRef)).toMatchObject({
      line1: "1 High Street",
      line2: "Heavitree",
      postTown: "Exeter",
      postcode: "ZZ1 1ZZ",
      buildingName: null,
      street: null,
    });
  });

  it("is taken when the chosen address's details cannot be fetched", async () => {
    const addressId = await firstAddressId("EX4 4QJ");
    const response = await rate(byHand({ postcode: "EX4 4QJ", addressesFound: true, addressId, detailsFailedFor: addressId }));
    expect(response.body.errors, response.text).toBeUndefined();
    expect(await addressSent(response.body.data!.rateQuote.quoteRef)).toMatchObject({ line1: "1 High Street", postcode: "EX4 4QJ" });
  });

  it("is refused for a postcode the server finds addresses for", async () => {
    const { code, fieldErrors } = refusal(await rate(byHand({ postcode: "LS1 4AP", addressesFound: false, addressId: "nonselected" })));
    expect(code).toBe("BAD_USER_INPUT");
    expect(fieldErrors).toContainEqual(expect.objectContaining({ page: "driver-address", field: "addressesFound" }));
  });

  it("is refused for an address whose details the server fetches", async () => {
    const addressId = await firstAddressId("LS1 4AP");
    const { code, fieldErrors } = refusal(
      await rate(byHand({ postcode: "LS1 4AP", addressesFound: true, addressId, detailsFailedFor: addressId })),
    );
    expect(code).toBe("BAD_USER_INPUT");
    expect(fieldErrors.map((e) => e.field)).toEqual(expect.arrayContaining(["addressParts", "detailsFailedFor"]));
  });

  it("is refused when the parts sent are not the lines typed", async () => {
    const parts = { line1: "10 Downing Street", line2: "Heavitree", city: "Exeter", postalCode: "ZZ1 1ZZ" };
    const { code, fieldErrors } = refusal(
      await rate(byHand({ postcode: "ZZ1 1ZZ", addressesFound: false, addressId: "nonselected" }, parts)),
    );
    expect(code).toBe("BAD_USER_INPUT");
    expect(fieldErrors).toContainEqual(expect.objectContaining({ page: "driver-address", field: "addressParts.line1" }));
  });

  it("is not an address without the lookup that found nothing: the address must be chosen", async () => {
    const draft = byHand({ postcode: "ZZ1 1ZZ", addressesFound: false, addressId: "nonselected" });
    delete (draft.driverAddress as Record<string, unknown>).lookupPostcode;
    const { code, fieldErrors } = refusal(await rate(draft));
    expect(code).toBe("QUOTE_INVALID");
    expect(fieldErrors).toEqual([{ page: "driver-address", field: "addressId", message: "Select address" }]);
  });

  it("is not taken without its first line and town", async () => {
    const draft = byHand({
      postcode: "ZZ1 1ZZ",
      addressesFound: false,
      addressId: "nonselected",
      addressLine1: " ",
      townOrCity: undefined,
    });
    const { code, fieldErrors } = refusal(await rate(draft));
    expect(code).toBe("QUOTE_INVALID");
    expect(fieldErrors).toEqual([
      { page: "driver-address", field: "addressLine1", message: "Enter address line 1, typically the building and street" },
      { page: "driver-address", field: "townOrCity", message: "Enter town or city" },
    ]);
  });
});
