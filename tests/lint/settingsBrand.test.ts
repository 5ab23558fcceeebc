/** brand.json against its schema: checked for the app's journeys folder, and wherever `brandFile` points. */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BRAND_FILE, checkBrandFile } from "../../tools/lint/checkBrand.ts";
import { lintJourneys } from "../../tools/lint/index.ts";
import { isError, REPO_ROOT } from "../../tools/lint/problem.ts";

const FIXTURES = join(REPO_ROOT, "tests/fixtures/journeys");
const BRANDS = join(FIXTURES, "_brand");
const shown = (name: string) => `tests/fixtures/journeys/_brand/${name}.json`;
const messages = (path: string) => checkBrandFile(path).map(({ file, message, check }) => ({ file, message, check }));

describe("brand.json against src/config/brand.schema.json", () => {
  it("accepts the app's brand settings", () => {
    expect(checkBrandFile(BRAND_FILE)).toEqual([]);
  });

  it("says which key was meant when one is misspelt", () => {
    expect(messages(join(BRANDS, "misspelt.json"))).toEqual([
      { file: shown("misspelt"), message: '(top level): unknown property "homeUrll" (did you mean "homeUrl"?)', check: "brand-schema" },
    ]);
  });

  it("reports a missing setting and one of the wrong form", () => {
    const found = messages(join(BRANDS, "missing-and-mistyped.json")).map((p) => p.message);
    expect(found).toEqual([
      expect.stringContaining('phone.direct: "call us" is not in the expected form: A UK phone number'),
      'idleTimeout: missing property "debounceMs"',
    ]);
  });

  it("reports a brand file that is not there", () => {
    expect(messages(join(BRANDS, "none.json"))).toEqual([
      { file: shown("none"), message: "not found: the app and the server read the brand's settings from it", check: "brand-schema" },
    ]);
  });

  it("is part of a lint when a brand file is given, and not otherwise outside the app's journeys", () => {
    const registries = {
      widgetNamesFile: join(FIXTURES, "_registries/widgetNames.json"),
      referenceDataFile: join(FIXTURES, "_registries/referenceData.json"),
    };
    const clean = join(FIXTURES, "clean");
    expect(lintJourneys(clean, { ...registries, brandFile: join(BRANDS, "misspelt.json") }).filter(isError)).toEqual([
      expect.objectContaining({ file: shown("misspelt"), message: expect.stringContaining('"homeUrll"') }),
    ]);
    expect(lintJourneys(clean, { ...registries, brandFile: join(BRANDS, "right.json") })).toEqual([]);
    expect(lintJourneys(clean, registries)).toEqual([]);
  });
});
