/** The linter's schema validators, compiled once per schema content and loaded from the cache after. */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Ajv from "ajv";
import { afterEach, describe, expect, it } from "vitest";
import { cachedValidator, validatorWithMemory } from "../../tools/lint/cachedValidator.ts";
import { JOURNEY_SCHEMA_PATH, readableErrors } from "../../tools/lint/schemaValidation.ts";

const OPTIONS = { strict: true, allErrors: true, verbose: true };
const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), "lint-validators-"));
  folders.push(made);
  return made;
};
afterEach(() => folders.splice(0).forEach((made) => rmSync(made, { recursive: true, force: true })));

/** A manifest with a misspelt limit and a misspelt intro key: errors whose wording reads the schema (did you mean). */
const manifest = JSON.parse(readFileSync(join(JOURNEY_SCHEMA_PATH, "../car/manifest.json"), "utf8"));
const misspelt = { ...manifest, limits: { ...manifest.limits, ncdMaxx: 9 }, intro: { ...manifest.intro, step3: {} } };

describe("cachedValidator", () => {
  it("stores compiled code once, and the stored code words errors as a fresh compile does", () => {
    const first = folder();
    const compiled = cachedValidator(JOURNEY_SCHEMA_PATH, OPTIONS, first);
    const stored = readdirSync(first);
    expect(stored).toEqual([expect.stringMatching(/^journey\.schema-[0-9a-f]{20}\.cjs$/)]);

    // Another folder holding only that file: the validator must come from it, not from a compile.
    const second = folder();
    copyFileSync(join(first, stored[0]), join(second, stored[0]));
    const loaded = cachedValidator(JOURNEY_SCHEMA_PATH, OPTIONS, second);
    expect(loaded).not.toBe(compiled);

    const fresh = new Ajv(OPTIONS).compile(JSON.parse(readFileSync(JOURNEY_SCHEMA_PATH, "utf8")));
    expect(fresh(misspelt)).toBe(false);
    const expected = readableErrors(fresh.errors ?? []);
    expect(expected).toContain('limits: unknown property "ncdMaxx" (did you mean "ncdMax"?)');
    for (const validate of [compiled, loaded]) {
      expect(validate(misspelt)).toBe(false);
      expect(readableErrors(validate.errors ?? [])).toEqual(expected);
      expect(validate(manifest)).toBe(true);
    }
  });

  it("compiles afresh when the schema changes, and drops the stale version", () => {
    const cache = folder();
    const schemaPath = join(folder(), "thing.schema.json");
    writeFileSync(schemaPath, JSON.stringify({ type: "object", properties: { a: { type: "integer" } }, additionalProperties: false }));
    expect(cachedValidator(schemaPath, OPTIONS, cache)({ b: 1 })).toBe(false);
    const before = readdirSync(cache);
    writeFileSync(schemaPath, JSON.stringify({ type: "object", properties: { b: { type: "integer" } }, additionalProperties: false }));
    expect(cachedValidator(schemaPath, OPTIONS, cache)({ b: 1 })).toBe(true);
    const after = readdirSync(cache);
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
  });
});

describe("validatorWithMemory", () => {
  const schema = { type: "object", properties: { a: { type: "integer" } }, additionalProperties: false };

  it("validates a text once, remembers that it passed, and answers errors for one that fails", () => {
    const cache = folder();
    const schemaPath = join(folder(), "thing.schema.json");
    writeFileSync(schemaPath, JSON.stringify(schema));
    const errorsOf = validatorWithMemory(schemaPath, OPTIONS, cache);
    expect(errorsOf({ a: 1 }, '{"a": 1}')).toEqual([]);
    expect(errorsOf({ b: 1 }, '{"b": 1}')).toEqual([expect.objectContaining({ keyword: "additionalProperties" })]);
    const remembered = readdirSync(cache).filter((name) => name.endsWith(".passed.json"));
    expect(remembered).toHaveLength(1);
    expect(JSON.parse(readFileSync(join(cache, remembered[0]), "utf8"))).toHaveLength(1);
  });

  it("does not validate, nor load a validator for, a text that passed in an earlier run", () => {
    const first = folder();
    const schemaPath = join(folder(), "thing.schema.json");
    writeFileSync(schemaPath, JSON.stringify(schema));
    validatorWithMemory(schemaPath, OPTIONS, first)({ a: 1 }, '{"a": 1}');
    const memory = readdirSync(first).find((name) => name.endsWith(".passed.json"))!;
    // A later run with only the memory: the same text passes without a compiled validator appearing.
    const later = folder();
    copyFileSync(join(first, memory), join(later, memory));
    expect(validatorWithMemory(schemaPath, OPTIONS, later)({ a: 1 }, '{"a": 1}')).toEqual([]);
    expect(readdirSync(later)).toEqual([memory]);
    // The same text under an edited schema is validated afresh.
    writeFileSync(schemaPath, JSON.stringify({ ...schema, properties: { a: { type: "string" } } }));
    expect(validatorWithMemory(schemaPath, OPTIONS, later)({ a: 1 }, '{"a": 1}')).toEqual([expect.objectContaining({ keyword: "type" })]);
  });
});
