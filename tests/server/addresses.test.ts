import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalisePostcode } from "../../server/domain/postcode.ts";
import { startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

const lookupQuery = `query ($postcode: String!, $searchTerm: String) {
  addressLookup(postcode: $postcode, searchTerm: $searchTerm) { addressId searchResult }
}`;
const detailsQuery = `query ($addressId: String!) {
  addressDetails(addressId: $addressId) {
    buildingName buildingNumber street line1 line2 line3 line4 line5 city province countryCode countryDescription company postalCode
  }
}`;
type Lookup = { addressLookup: Array<{ addressId: string; searchResult: string }> };
type Details = { addressDetails: Record<string, string | null> };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, startupTimeout);
afterAll(() => server?.close());

async function lookUp(postcode: string, searchTerm?: string | null) {
  const { body } = await server.graphql<Lookup>(lookupQuery, { postcode, searchTerm });
  expect(body.errors).toBeUndefined();
  return body.data!.addressLookup;
}

describe("addressLookup", () => {
  it("lists every address at LS1 4AP in order, including a company and flats", async () => {
    const addresses = await lookUp("LS1 4AP");
    expect(addresses.length).toBeGreaterThanOrEqual(8);
    expect(addresses.length).toBeLessThanOrEqual(12);
    expect(new Set(addresses.map((a) => a.addressId)).size).toBe(addresses.length);
    expect(addresses[0]).toEqual({
      addressId: "LS14AP-01",
      searchResult: "Harcourt & Lowe Solicitors LLP, Minerva House, 29 East Parade, Leeds, LS1 4AP",
    });
    expect(addresses.some((a) => a.searchResult.startsWith("Flat 2, Parade Court"))).toBe(true);
    for (const address of addresses) expect(address.searchResult).toMatch(/, Leeds, LS1 4AP$/);
  });

  it.each(["ls14ap", " ls1 4ap ", "LS1  4AP", "Ls14aP"])("normalises %j to LS1 4AP", async (postcode) => {
    expect(await lookUp(postcode)).toEqual(await lookUp("LS1 4AP"));
  });

  it("narrows the list by searchTerm, ignoring case", async () => {
    const flats = await lookUp("LS1 4AP", "parade COURT");
    expect(flats.map((a) => a.searchResult.split(",")[0])).toEqual(["Flat 1", "Flat 2", "Flat 3", "Flat 4"]);
    expect(await lookUp("LS1 4AP", "bakehouse")).toEqual([expect.objectContaining({ addressId: "LS14AP-07" })]);
    expect(await lookUp("LS1 4AP", "no such street")).toEqual([]);
    expect(await lookUp("LS1 4AP", "%")).toEqual([]);
  });

  it("ignores an empty or blank searchTerm", async () => {
    const all = await lookUp("LS1 4AP");
    expect(await lookUp("LS1 4AP", "")).toEqual(all);
    expect(await lookUp("LS1 4AP", "  ")).toEqual(all);
    expect(await lookUp("LS1 4AP", null)).toEqual(all);
  });

  it("answers [] for a valid postcode with no addresses", async () => {
    expect(await lookUp("ZZ1 1ZZ")).toEqual([]);
  });

  it.each([
    ["", "Enter postcode"],
    ["   ", "Enter postcode"],
    ["LS1", '"LS1" is not a UK postcode: enter one like LS1 4AP'],
    ["12345", '"12345" is not a UK postcode'],
    ["LS1 4A?", "is not a UK postcode"],
    ["SW1A 1AAA", "is not a UK postcode"],
    ["x".repeat(500), "is not a UK postcode"],
  ])("rejects the postcode %j with BAD_USER_INPUT", async (postcode, message) => {
    const { body, text } = await server.graphql<Lookup>(lookupQuery, { postcode });
    expect(body.data).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0].message).toContain(message);
    expect(body.errors![0].extensions).toMatchObject({ code: "BAD_USER_INPUT", argument: "postcode" });
    expect(text.length).toBeLessThan(1000);
  });

  it("rejects an over-long searchTerm", async () => {
    const { body } = await server.graphql<Lookup>(lookupQuery, { postcode: "LS1 4AP", searchTerm: "a".repeat(101) });
    expect(body.errors![0].extensions?.code).toBe("BAD_USER_INPUT");
  });
});

describe("addressDetails", () => {
  it("gives every part of a company address", async () => {
    const { body } = await server.graphql<Details>(detailsQuery, { addressId: "LS14AP-01" });
    expect(body).toEqual({
      data: {
        addressDetails: {
          buildingName: "Minerva House",
          buildingNumber: "29",
          street: "East Parade",
          line1: "Minerva House",
          line2: "29 East Parade",
          line3: null,
          line4: null,
          line5: null,
          city: "Leeds",
          province: "West Yorkshire",
          countryCode: "GB",
          countryDescription: "United Kingdom",
          company: "Harcourt & Lowe Solicitors LLP",
          postalCode: "LS1 4AP",
        },
      },
    });
  });

  it("gives a flat with no company, and London with no county", async () => {
    const flat = await server.graphql<Details>(detailsQuery, { addressId: "LS14AP-04" });
    expect(flat.body.data!.addressDetails).toMatchObject({
      buildingName: "Flat 2, Parade Court",
      line1: "Flat 2, Parade Court",
      company: null,
    });
    const london = await server.graphql<Details>(detailsQuery, { addressId: "EC1A1BB-02" });
    expect(london.body.data!.addressDetails).toMatchObject({ city: "London", province: null, postalCode: "EC1A 1BB" });
  });

  it("works for every address the lookup lists (except the failing postcode)", async () => {
    for (const postcode of ["LS1 4AP", "M1 1AE", "EC1A 1BB", "CF10 1EP"]) {
      for (const { addressId, searchResult } of await lookUp(postcode)) {
        const { body } = await server.graphql<Details>(detailsQuery, { addressId });
        expect(body.errors, addressId).toBeUndefined();
        const parts = body.data!.addressDetails;
        expect(parts.postalCode).toBe(postcode);
        expect(searchResult).toContain(parts.line1!);
      }
    }
  });

  it("fails with ADDRESS_DETAILS_FAILED for EX4 4QJ, whose addresses still list", async () => {
    const addresses = await lookUp("ex4 4qj");
    expect(addresses.length).toBeGreaterThan(1);
    const { body, text } = await server.graphql<Details>(detailsQuery, { addressId: addresses[0].addressId });
    expect(body.data).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0].message).toBe("The details of this address could not be looked up");
    expect(body.errors![0].extensions?.code).toBe("ADDRESS_DETAILS_FAILED");
    expect(body.errors![0].path).toEqual(["addressDetails"]);
    expect(text).not.toMatch(/stack|\.ts:\d+/);
  });

  it("fails with ADDRESS_DETAILS_FAILED for an unknown addressId", async () => {
    const { body } = await server.graphql<Details>(detailsQuery, { addressId: "LS14AP-99" });
    expect(body.errors![0].extensions?.code).toBe("ADDRESS_DETAILS_FAILED");
  });

  it.each(["", "x".repeat(101)])("rejects the addressId %j with BAD_USER_INPUT", async (addressId) => {
    const { body } = await server.graphql<Details>(detailsQuery, { addressId });
    expect(body.errors![0].extensions).toMatchObject({ code: "BAD_USER_INPUT", argument: "addressId" });
  });
});

describe("normalisePostcode", () => {
  it.each([
    ["ls14ap", "LS1 4AP"],
    ["m11ae", "M1 1AE"],
    ["ec1a1bb", "EC1A 1BB"],
    ["CF101EP", "CF10 1EP"],
    ["w1a 0ax", "W1A 0AX"],
    ["zz11zz", "ZZ1 1ZZ"],
  ])("writes %s as %s", (input, postcode) => {
    expect(normalisePostcode(input)).toBe(postcode);
  });
});
