import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

type ReferenceDataAnswer = { referenceData: Array<{ name: string; options: Array<{ code: string; value: string }> }> };

const specLists = [
  "fuelType",
  "transmission",
  "numberOfDoors",
  "leftOrRight",
  "vanKeeperOwner",
  "keeperOwner",
  "use",
  "vanUsage",
  "vanSocialUsage",
  "daytimeLocation",
  "vanLocationWhenNotInUse",
  "vehicleLocationWhenNotInUse",
  "otherVehicleOptions",
  "vanSignage",
  "companyType",
  "gender",
  "maritalStatus",
  "relationshipToProposer",
  "vanRelationshipToProposer",
  "title",
  "driverLengthInUK",
  "paymentMethod",
  "occupation",
  "business",
  "employmentType",
  "licenceType",
  "vanLicenceType",
  "convictionType",
  "vehicleMakes",
];
const extraLists = ["claimType", "studentType", "notInWorkType", "overnightHomeOrElsewhere"];
const query = "query ($lists: [String!]!) { referenceData(lists: $lists) { name options { code value } } }";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, startupTimeout);
afterAll(() => server?.close());

async function fetchReferenceData(lists: string[]) {
  const { body } = await server.graphql<ReferenceDataAnswer>(query, { lists });
  expect(body.errors).toBeUndefined();
  return new Map(body.data!.referenceData.map((list) => [list.name, list.options]));
}

describe("referenceData", () => {
  it("serves every list the spec names, plus the extra ones, each non-empty", async () => {
    const referenceData = await fetchReferenceData([...specLists, ...extraLists]);
    for (const name of [...specLists, ...extraLists]) {
      expect(referenceData.get(name)?.length, name).toBeGreaterThan(0);
    }
  });

  it("answers in the order asked", async () => {
    const { body } = await server.graphql<ReferenceDataAnswer>(query, { lists: ["title", "fuelType", "gender"] });
    expect(body.data!.referenceData.map((list) => list.name)).toEqual(["title", "fuelType", "gender"]);
  });

  it("uses the spec's codes", async () => {
    const referenceData = await fetchReferenceData([
      "fuelType",
      "transmission",
      "employmentType",
      "claimType",
      "overnightHomeOrElsewhere",
      "paymentMethod",
    ]);
    expect(referenceData.get("fuelType")).toEqual([
      { code: "001", value: "Diesel" },
      { code: "002", value: "Petrol" },
      { code: "003", value: "LPG" },
      { code: "004", value: "Electric" },
      { code: "005", value: "Hybrid" },
    ]);
    expect(referenceData.get("transmission")).toEqual([
      { code: "001", value: "Manual" },
      { code: "002", value: "Automatic" },
    ]);
    expect(referenceData.get("employmentType")!.map((o) => o.code)).toEqual(["E", "SE", "S", "R", "NIW"]);
    expect(referenceData.get("claimType")!.map((o) => o.code)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8"]);
    expect(referenceData.get("overnightHomeOrElsewhere")!.map((o) => o.code)).toEqual(["Home", "Elsewhere"]);
    expect(
      referenceData
        .get("paymentMethod")!
        .map((o) => o.code)
        .sort(),
    ).toEqual(["ANNUALLY", "MONTHLY"]);
  });

  it("has the job codes the journey presets, and realistic occupation and business lists", async () => {
    const referenceData = await fetchReferenceData(["occupation", "business", "studentType", "notInWorkType"]);
    const occupation = referenceData.get("occupation")!;
    expect(occupation).toContainEqual({ code: "R09", value: "Retired" });
    expect(referenceData.get("business")).toEqual(
      expect.arrayContaining([
        { code: "323", value: "Education" },
        { code: "947", value: "None - Retired" },
        { code: "186", value: "Not In Paid Work" },
      ]),
    );
    expect(occupation.length).toBeGreaterThanOrEqual(60);
    expect(referenceData.get("business")!.length).toBeGreaterThanOrEqual(60);
    expect(referenceData.get("studentType")).toHaveLength(15);
    expect(referenceData.get("notInWorkType")).toHaveLength(8);
    // Student and not-in-work answers are occupation codes, so a retrieved quote can be labelled.
    const occupationCodes = new Set(occupation.map((o) => o.code));
    for (const option of [...referenceData.get("studentType")!, ...referenceData.get("notInWorkType")!]) {
      expect(occupationCodes.has(option.code), option.value).toBe(true);
    }
  });

  it("lists DVLA endorsement codes with their descriptions", async () => {
    const convictions = (await fetchReferenceData(["convictionType"])).get("convictionType")!;
    const codes = convictions.map((o) => o.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        "AC10",
        "BA10",
        "CD10",
        "CD90",
        "CU80",
        "DD40",
        "DR10",
        "DR20",
        "DR30",
        "DR31",
        "DR61",
        "DR80",
        "DR90",
        "IN10",
        "LC20",
        "MS10",
        "MW10",
        "PC10",
        "SP30",
        "SP60",
        "TS10",
        "UT50",
      ]),
    );
    expect(convictions).toContainEqual({ code: "IN10", value: "Using a vehicle uninsured against third party risks" });
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}\d{2}$/);
  });

  it("lists the drink-driving codes first, DR10 leading, then the others by code (spec §5)", async () => {
    const codes = (await fetchReferenceData(["convictionType"])).get("convictionType")!.map((o) => o.code);
    const drink = codes.filter((code) => code.startsWith("DR"));
    expect(drink.length).toBeGreaterThan(0);
    expect(codes.slice(0, drink.length)).toEqual(drink);
    expect(drink[0]).toBe("DR10");
    expect(drink).toEqual([...drink].sort());
    const others = codes.slice(drink.length);
    expect(others).toEqual([...others].sort());
  });

  it("serves exactly what server/fixtures/referenceData.json holds, under the same names", async () => {
    const fixture = JSON.parse(readFileSync(new URL("../../server/fixtures/referenceData.json", import.meta.url), "utf8")) as Record<
      string,
      unknown
    >;
    const referenceData = await fetchReferenceData(Object.keys(fixture));
    expect(Object.fromEntries(referenceData)).toEqual(fixture);
  });

  it("rejects an unknown list by name", async () => {
    const { body } = await server.graphql(query, { lists: ["fuelType", "x"] });
    expect(body.data).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0].message).toBe('Unknown reference list "x"');
    expect(body.errors![0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("answers an empty request with no lists", async () => {
    const { body } = await server.graphql<ReferenceDataAnswer>(query, { lists: [] });
    expect(body).toEqual({ data: { referenceData: [] } });
  });
});
