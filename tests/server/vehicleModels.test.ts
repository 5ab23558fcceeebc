import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { yearsCovered, type VehicleModel as Model } from "../../server/domain/vehicles.ts";
import { startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

type Result = { vehicleModels: { models: Model[]; years: number[] } };

const query = `query ($makeCode: String!, $productClass: String!, $scheme: String!) {
  vehicleModels(makeCode: $makeCode, productClass: $productClass, scheme: $scheme) {
    models { code name formattedName capacity trans fuel doors syear eyear }
    years
  }
}`;
const currentYear = new Date().getFullYear();

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, startupTimeout);
afterAll(() => server?.close());

async function modelsFor(makeCode: string, productClass = "Private_Car", scheme = "New_Driver_RAC") {
  const { body } = await server.graphql<Result>(query, { makeCode, productClass, scheme });
  expect(body.errors).toBeUndefined();
  return body.data!.vehicleModels;
}

/** What the manual vehicle chain offers after picking a year: models made that year, and only their options. */
function builtIn(models: Model[], year: number) {
  return models.filter((m) => m.syear <= year && (m.eyear === null || m.eyear >= year));
}

describe("vehicleModels", () => {
  it("gives a make's cars and every year they cover, ascending, up to this year", async () => {
    const { models, years } = await modelsFor("FORD");
    expect(models.length).toBeGreaterThan(5);
    expect(models.some((m) => m.name.startsWith("Transit"))).toBe(false);
    expect(years).toEqual(Array.from({ length: currentYear - 2011 + 1 }, (_, i) => 2011 + i));
  });

  it("has real choices at each step of the manual chain", async () => {
    const cars = builtIn((await modelsFor("FORD")).models, 2018);
    expect(new Set(cars.map((m) => m.trans))).toEqual(new Set(["001", "002"]));
    const manual = cars.filter((m) => m.trans === "001");
    expect(new Set(manual.map((m) => m.fuel)).size).toBeGreaterThan(1);
    const manualPetrol2014 = builtIn((await modelsFor("FORD")).models, 2014).filter((m) => m.trans === "001" && m.fuel === "002");
    expect(new Set(manualPetrol2014.map((m) => m.doors)).size).toBeGreaterThan(1);
  });

  it("covers the electric capacity and open-ended models", async () => {
    const { models } = await modelsFor("NISSAN");
    const leaf = models.find((m) => m.formattedName.startsWith("Leaf Tekna"))!;
    expect(leaf).toMatchObject({ code: "54001222", fuel: "004", capacity: 0, eyear: null });
  });

  it("gives a single model for SMART so each step can auto-select", async () => {
    const { models, years } = await modelsFor("SMART");
    expect(models).toHaveLength(1);
    expect(years).toEqual([2015, 2016, 2017, 2018, 2019]);
  });

  it("gives empty models and years for a make without models or an unknown make", async () => {
    expect(await modelsFor("DELOREAN")).toEqual({ models: [], years: [] });
    expect(await modelsFor("NOT_A_MAKE")).toEqual({ models: [], years: [] });
  });

  it("gives vans for Commercial_Vehicle", async () => {
    const { models } = await modelsFor("FORD", "Commercial_Vehicle", "Van_RAC");
    expect(models.length).toBeGreaterThan(1);
    expect(models.every((m) => m.name.includes("Transit"))).toBe(true);
  });

  it.each([
    ["an unknown product class", "Car", "New_Driver_RAC"],
    ["an unknown scheme", "Private_Car", "RAC"],
    ["a van's scheme with a car's class", "Private_Car", "Van_RAC"],
    ["a car's scheme with a van's class", "Commercial_Vehicle", "New_Driver_RAC"],
  ])("falls back to the car product for %s (spec §3): the car product's models", async (_, productClass, scheme) => {
    const car = await modelsFor("FORD");
    expect(car.models.length).toBeGreaterThan(1);
    expect(await modelsFor("FORD", productClass, scheme)).toEqual(car);
  });

  it.each([[{ makeCode: " ", productClass: "Private_Car", scheme: "New_Driver_RAC" }, "makeCode must not be empty"]])(
    "rejects bad arguments %j",
    async (variables, message) => {
      const { body } = await server.graphql(query, variables);
      expect(body.errors![0].message).toContain(message);
      expect(body.errors![0].extensions?.code).toBe("BAD_USER_INPUT");
    },
  );
});

describe("yearsCovered", () => {
  it("merges overlapping and open-ended ranges", () => {
    expect(
      yearsCovered(
        [
          { syear: 2019, eyear: 2020 },
          { syear: 2021, eyear: null },
          { syear: 2018, eyear: 2019 },
        ],
        2022,
      ),
    ).toEqual([2018, 2019, 2020, 2021, 2022]);
    expect(yearsCovered([], 2022)).toEqual([]);
  });
});
