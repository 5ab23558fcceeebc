import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

const query = `query ($registration: String!) {
  vehicleByReg(registration: $registration) {
    registration make { code description } model { code description } fuelType { code description }
    year abicode vehicleLeftRightDrive transmission numberOfDoors cubicCapacity vehicleIdentificationNumber vehicleType
  }
}`;
type Result = { vehicleByReg: Record<string, unknown> | null };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, startupTimeout);
afterAll(() => server?.close());

async function lookUp(registration: string) {
  const { body } = await server.graphql<Result>(query, { registration });
  expect(body.errors).toBeUndefined();
  return body.data!.vehicleByReg;
}

describe("vehicleByReg", () => {
  it("finds a current-style petrol car with every field", async () => {
    expect(await lookUp("AB12 CDE")).toEqual({
      registration: "AB12 CDE",
      make: { code: "FORD", description: "Ford" },
      model: { code: "32001201", description: "Fiesta Zetec 1.0 EcoBoost 5dr" },
      fuelType: { code: "002", description: "Petrol" },
      year: 2012,
      abicode: "32001201",
      vehicleLeftRightDrive: "R",
      transmission: "001",
      numberOfDoors: 5,
      cubicCapacity: 998,
      vehicleIdentificationNumber: "WF0DXXGAKDCA12345",
      vehicleType: "car",
    });
  });

  it.each(["ab12cde", " ab12 cde ", "AB-12-CDE", "a b 1 2 c d e"])("normalises %j to AB12 CDE", async (input) => {
    expect(await lookUp(input)).toMatchObject({ registration: "AB12 CDE", abicode: "32001201" });
  });

  it("returns null, not an error, for a plate that is not on record", async () => {
    expect(await lookUp("ZZ99 ZZZ")).toBeNull();
  });

  it("finds the van, the electric car and the left-hand-drive import", async () => {
    expect(await lookUp("vn68van")).toMatchObject({
      make: { code: "FORD" },
      vehicleType: "van",
      fuelType: { code: "001", description: "Diesel" },
    });
    expect(await lookUp("EV70LTD")).toMatchObject({
      make: { description: "Nissan" },
      fuelType: { code: "004", description: "Electric" },
      cubicCapacity: 0,
      transmission: "002",
    });
    expect(await lookUp("FR16LHD")).toMatchObject({ vehicleLeftRightDrive: "L", vehicleIdentificationNumber: null });
  });

  it("re-spaces an older prefix-style plate", async () => {
    expect(await lookUp("x123abc")).toMatchObject({ registration: "X123 ABC", numberOfDoors: 3 });
  });

  it.each(["abz1234", "1234ab", "q1", "abc123d", "101d101"])(
    "takes %j, a plate in a UK format, and finds it not on record",
    async (plate) => {
      expect(await lookUp(plate)).toBeNull();
    },
  );

  it.each([
    ["", "Enter a registration number"],
    [" - ", "Enter a registration number"],
    ["AB12CDEFGH", "too long"],
    ["HELLO", "is not in any UK registration format"],
    ["ABC1234", "is not in any UK registration format"],
  ])("rejects %j with a clear BAD_USER_INPUT error", async (registration, message) => {
    const { body } = await server.graphql<Result>(query, { registration });
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0].message).toContain(message);
    expect(body.errors![0].extensions?.code).toBe("BAD_USER_INPUT");
  });
});
