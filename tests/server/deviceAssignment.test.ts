import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

const query = `query ($abiCode: String!, $productClass: String!, $scheme: String!) {
  deviceAssignment(abiCode: $abiCode, productClass: $productClass, scheme: $scheme) { deviceType obdLocation }
}`;
type Result = { deviceAssignment: { deviceType: string; obdLocation: string | null } | null };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, startupTimeout);
afterAll(() => server?.close());

/** As the app does it: look the plate up, then ask for a device for its ABI code. */
async function assignForPlate(registration: string, scheme = "New_Driver_RAC", productClass = "Private_Car") {
  const lookup = await server.graphql<{ vehicleByReg: { abicode: string } }>(
    "query ($r: String!) { vehicleByReg(registration: $r) { abicode } }",
    { r: registration },
  );
  return server.graphql<Result>(query, { abiCode: lookup.body.data!.vehicleByReg.abicode, productClass, scheme });
}

describe("deviceAssignment", () => {
  it("gives the windscreen IC6 device for most schemes", async () => {
    for (const scheme of ["New_Driver_RAC", "Convicted_Driver_RAC", "PPM_RAC"]) {
      const { body } = await assignForPlate("AB12 CDE", scheme);
      expect(body).toEqual({ data: { deviceAssignment: { deviceType: "IC6", obdLocation: null } } });
    }
    const van = await assignForPlate("VN68 VAN", "Van_RAC", "Commercial_Vehicle");
    expect(van.body.data!.deviceAssignment).toEqual({ deviceType: "IC6", obdLocation: null });
  });

  it("gives the plug-in C330 with an OBD location for older drivers", async () => {
    const ford = await assignForPlate("AB12 CDE", "Older_Driver_RAC");
    expect(ford.body.data!.deviceAssignment).toEqual({ deviceType: "C330", obdLocation: "LOC1" });
    const nissan = await assignForPlate("EV70 LTD", "Older_Driver_RAC");
    expect(nissan.body.data!.deviceAssignment).toEqual({ deviceType: "C330", obdLocation: "LOC5" });
    const unknown = await server.graphql<Result>(query, { abiCode: "99999999", productClass: "Private_Car", scheme: "Older_Driver_RAC" });
    expect(unknown.body.data!.deviceAssignment!.obdLocation).toMatch(/^LOC([1-9]|10)$/);
  });

  it("answers NOT_COMPATIBLE for NC11 OLD whatever the scheme", async () => {
    for (const scheme of ["New_Driver_RAC", "Older_Driver_RAC"]) {
      const { body } = await assignForPlate("NC11 OLD", scheme);
      expect(body).toEqual({ data: { deviceAssignment: { deviceType: "NOT_COMPATIBLE", obdLocation: null } } });
    }
  });

  it("fails with DEVICE_ERROR for DE51 ERR", async () => {
    const { body, text } = await assignForPlate("DE51 ERR");
    expect(body.data).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0].extensions?.code).toBe("DEVICE_ERROR");
    expect(body.errors![0].path).toEqual(["deviceAssignment"]);
    expect(text).not.toMatch(/stack|\bat .*\.ts:\d+/);
  });

  it.each([
    ["an unknown product class", "Van", "Van_RAC"],
    ["an unknown scheme", "Private_Car", "Old_Driver"],
    ["the older driver's scheme with a van's class", "Commercial_Vehicle", "Older_Driver_RAC"],
  ])("falls back to the car product for %s (spec §3): the car product's device", async (_, productClass, scheme) => {
    const car = await assignForPlate("AB12 CDE");
    expect(car.body.data?.deviceAssignment?.deviceType).toBeTruthy();
    expect((await assignForPlate("AB12 CDE", scheme, productClass)).body).toEqual(car.body);
    // The older driver's own pair gets the plug-in device the car's does not: the fallback is the car's.
    expect((await assignForPlate("AB12 CDE", "Older_Driver_RAC")).body).not.toEqual(car.body);
  });

  it.each([
    [{ abiCode: "", productClass: "Private_Car", scheme: "New_Driver_RAC" }, "abiCode must be"],
    [{ abiCode: "32001201; DROP TABLE", productClass: "Private_Car", scheme: "New_Driver_RAC" }, "abiCode must be"],
  ])("rejects bad arguments %j", async (variables, message) => {
    const { body } = await server.graphql(query, variables);
    expect(body.errors![0].message).toContain(message);
    expect(body.errors![0].extensions?.code).toBe("BAD_USER_INPUT");
  });
});
