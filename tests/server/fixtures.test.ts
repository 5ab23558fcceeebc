import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { normalisePostcode } from "../../server/domain/postcode.ts";
import { normalisePlate } from "../../src/engine/index.ts";

/** Cross-checks between the fixture files, so a typo in one shows up here rather than in the app. */
const read = <T>(name: string): T => JSON.parse(readFileSync(new URL(`../../server/fixtures/${name}`, import.meta.url), "utf8")) as T;

type Option = { code: string; value: string };
type Model = {
  code: string;
  name: string;
  formattedName: string;
  capacity: number;
  trans: string;
  fuel: string;
  doors: number;
  syear: number;
  eyear: number | null;
  vehicleType: string;
};

const referenceData = read<Record<string, Option[]>>("referenceData.json");
const modelsByMake = read<Record<string, Model[]>>("vehicleModels.json");
const vehicles =
  read<Array<{ registration: string; abiCode: string; year: number; leftRightDrive: string; vin: string | null }>>("vehicles.json");
const deviceRules = read<{
  rules: Array<{ abiCode: string; outcome: string }>;
  obdLocationByMake: Record<string, string>;
  defaultObdLocation: string;
}>("deviceRules.json");
type Area = { postcode: string; city: string; province?: string; detailsFail?: boolean; addresses: Array<Record<string, string>> };
const addresses = read<{ postcodes: Area[] }>("addresses.json");
const addressParts = ["buildingName", "buildingNumber", "street", "line1", "line2", "line3", "line4", "line5", "company"];
const models = Object.values(modelsByMake).flat();
const codes = (list: string) => new Set(referenceData[list].map((option) => option.code));

describe("fixtures", () => {
  it("have unique codes within every reference list", () => {
    for (const [name, options] of Object.entries(referenceData)) {
      expect(new Set(options.map((o) => o.code)).size, name).toBe(options.length);
      for (const option of options) expect(Object.keys(option).sort(), name).toEqual(["code", "value"]);
    }
  });

  it("give every make in vehicleMakes an entry in vehicleModels, and nothing else", () => {
    expect(Object.keys(modelsByMake).sort()).toEqual([...codes("vehicleMakes")].sort());
    expect(modelsByMake.SMART).toHaveLength(1);
    expect(modelsByMake.DELOREAN).toEqual([]);
  });

  it("describe models with codes from the reference lists", () => {
    expect(new Set(models.map((m) => m.code)).size).toBe(models.length);
    for (const model of models) {
      expect(codes("fuelType").has(model.fuel), model.formattedName).toBe(true);
      expect(codes("transmission").has(model.trans), model.formattedName).toBe(true);
      expect(codes("numberOfDoors").has(String(model.doors)), model.formattedName).toBe(true);
      expect(model.code).toMatch(/^\d{8}$/);
      if (model.eyear !== null) expect(model.eyear).toBeGreaterThanOrEqual(model.syear);
      if (model.fuel === "004") expect(model.capacity).toBe(0);
    }
  });

  it("register vehicles that exist in the models and were built in their year", () => {
    for (const vehicle of vehicles) {
      // A plate the reg page takes, as it shows it, or no journey could look the vehicle up.
      expect(normalisePlate(vehicle.registration)).toBe(vehicle.registration);
      const model = models.find((m) => m.code === vehicle.abiCode);
      expect(model, vehicle.registration).toBeDefined();
      expect(vehicle.year, vehicle.registration).toBeGreaterThanOrEqual(model!.syear);
      expect(vehicle.year, vehicle.registration).toBeLessThanOrEqual(model!.eyear ?? new Date().getFullYear());
    }
    expect(vehicles.map((v) => v.registration)).not.toContain("ZZ99 ZZZ");
    expect(normalisePlate("ZZ99 ZZZ"), "the plate not on record is still one the reg page takes").toBe("ZZ99 ZZZ");
  });

  it("point device rules at real models and OBD locations at LOC1..LOC10", () => {
    for (const rule of deviceRules.rules)
      expect(
        models.some((m) => m.code === rule.abiCode),
        rule.abiCode,
      ).toBe(true);
    for (const location of [...Object.values(deviceRules.obdLocationByMake), deviceRules.defaultObdLocation]) {
      expect(location).toMatch(/^LOC([1-9]|10)$/);
    }
  });

  it("match the test registrations listed in server/README.md", () => {
    const readme = readFileSync(new URL("../../server/README.md", import.meta.url), "utf8");
    const section = readme.split("## Test registrations")[1].split("\n## ")[0];
    const listed = [...section.matchAll(/^\| `([A-Z0-9 ]+)` \|/gm)].map((match) => match[1]);
    expect(listed.filter((plate) => plate !== "ZZ99 ZZZ")).toEqual(vehicles.map((v) => v.registration));
  });

  it("give addresses in normalised postcodes, with parts the details query knows and a first line each", () => {
    const postcodes = addresses.postcodes.map((area) => area.postcode);
    expect(new Set(postcodes).size).toBe(postcodes.length);
    expect(postcodes).not.toContain("ZZ1 1ZZ");
    for (const area of addresses.postcodes) {
      expect(normalisePostcode(area.postcode)).toBe(area.postcode);
      expect(area.city, area.postcode).toBeTruthy();
      expect(area.addresses.length, area.postcode).toBeGreaterThan(0);
      for (const address of area.addresses) {
        expect(addressParts, JSON.stringify(address)).toEqual(expect.arrayContaining(Object.keys(address)));
        expect(address.line1, JSON.stringify(address)).toBeTruthy();
      }
    }
    const several = addresses.postcodes.find((area) => area.postcode === "LS1 4AP")!;
    expect(several.addresses.length).toBeGreaterThanOrEqual(8);
    expect(several.addresses.some((a) => a.company)).toBe(true);
    expect(several.addresses.some((a) => a.line1.startsWith("Flat"))).toBe(true);
    expect(addresses.postcodes.filter((area) => area.detailsFail).map((area) => area.postcode)).toEqual(["EX4 4QJ"]);
  });

  it("match the test postcodes listed in server/README.md", () => {
    const readme = readFileSync(new URL("../../server/README.md", import.meta.url), "utf8");
    const section = readme.split("## Test postcodes")[1].split("\n## ")[0];
    const rows = [...section.matchAll(/^\| `([A-Z0-9 ]+)` \|[^|]*\| (\d+) \|/gm)].map((match) => [match[1], Number(match[2])]);
    expect(rows.filter(([postcode]) => postcode !== "ZZ1 1ZZ")).toEqual(
      addresses.postcodes.map((area) => [area.postcode, area.addresses.length]),
    );
    expect(rows).toContainEqual(["ZZ1 1ZZ", 0]);
  });
});
