import { readFileSync } from "node:fs";
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import { JOURNEY_SCHEMA_PATH } from "../../tools/lint/schemaValidation.ts";

const schema = JSON.parse(readFileSync(JOURNEY_SCHEMA_PATH, "utf8"));
const validate = new Ajv({ strict: true, allErrors: true }).compile(schema);

const field = { name: "firstName", label: "First name", widget: "text", schema: { type: "string", maxLength: 40 } };
const page = { id: "about-you", route: "/named/{index}/about-you", title: "About you", fields: [field], next: [{ to: "rate" }] };
const manifest = { id: "car", version: "1.2.3", name: "Car", startPage: "about-you", pages: ["pages/a.json"], limits: {} };

describe("journey.schema.json", () => {
  it("compiles with ajv in strict mode", () => {
    expect(() => new Ajv({ strict: true }).compile(schema)).not.toThrow();
  });

  it.each([
    ["a page", page],
    ["a manifest", manifest],
    ["a fields file", { $schema: "../../journey.schema.json", firstName: field, title: { include: "other.json#/title", label: "Title" } }],
  ])("accepts %s", (_kind, file) => {
    expect(validate(file)).toBe(true);
  });

  it.each([
    ["a page with an unknown key", { ...page, nxt: [] }],
    ["a page id that is not kebab-case", { ...page, id: "AboutYou" }],
    ["a route without a leading slash", { ...page, route: "about-you" }],
    [
      "a field schema keyword outside the precompiled subset",
      { ...page, fields: [{ ...field, schema: { type: "string", contentEncoding: "base64" } }] },
    ],
    ["a format no browser or server checks", { ...page, fields: [{ ...field, schema: { type: "string", format: "color" } }] }],
    ["an include without a JSON pointer", { ...page, fields: [{ include: "../common/fields/person.json" }] }],
    ["a manifest version that is not semver", { ...manifest, version: "1.2" }],
    ["a manifest without limits", { ...manifest, limits: undefined }],
    ["a fields-file entry missing its widget", { firstName: { ...field, widget: undefined } }],
  ])("rejects %s", (_case, file) => {
    expect(validate(JSON.parse(JSON.stringify(file)))).toBe(false);
  });
});
