/** Each product's productClass/scheme pair is one the server knows, and any other pair is the car product's (spec §3). */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseUnderwriting, UNDERWRITING_PAIRS } from "../../server/domain/underwriting.ts";

const journeysDir = join(import.meta.dirname, "../../journeys");
const manifests = readdirSync(journeysDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(join(journeysDir, entry.name)).includes("manifest.json"))
  .map((entry) => ({
    product: entry.name,
    ...(JSON.parse(readFileSync(join(journeysDir, entry.name, "manifest.json"), "utf8")) as {
      limits?: { productClass: string; scheme: string };
    }),
  }));

describe("the underwriting pair", () => {
  it("is each product's own, as its manifest names it", () => {
    expect(manifests.map((m) => m.product).sort()).toEqual(["car", "convicted", "older", "ppm", "van"]);
    const pairs = manifests.map(({ product, limits }) => [product, limits?.productClass, limits?.scheme]);
    for (const [product, productClass, scheme] of pairs) {
      expect(parseUnderwriting(productClass!, scheme!), product).toMatchObject({ productClass, scheme });
    }
    expect(new Set(pairs.map(([, c, s]) => `${c}/${s}`)).size).toBe(UNDERWRITING_PAIRS.length);
  });

  it.each([
    ["Car", "New_Driver_RAC"],
    ["Private_Car", "RAC"],
    ["Commercial_Vehicle", "Older_Driver_RAC"],
    ["Private_Car", "Van_RAC"],
    ["", ""],
  ])("%s / %s falls back to the car product's pair", (productClass, scheme) => {
    expect(parseUnderwriting(productClass, scheme)).toEqual({ productClass: "Private_Car", scheme: "New_Driver_RAC", vehicleType: "car" });
  });
});
