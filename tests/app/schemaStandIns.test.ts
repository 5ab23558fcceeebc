/**
 * The browser build replaces two of @rjsf/utils' dependencies with stand-ins that throw
 * (vite.config.ts): fast-uri, which RJSF calls only for a `$ref` or a draft 2020-12 `$id`, and
 * @x0k/json-schema-merge, which it calls only for an `allOf`. That is sound only while no answer
 * schema RJSF sees can hold either: the journey file schema's answerSchema allows none of them, so
 * no journey an analyst can write brings one, and the real products' answer schemas hold none.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { answersSchema } from "../../src/engine/index.ts";
import uriResolverWithoutRefs from "../../src/app/form/uriResolverWithoutRefs.ts";
import * as schemaMerge from "../../src/app/form/schemaMergeWithoutAllOf.ts";
import { journeys } from "../engine/support/realJourneys.ts";

/** The keywords that would take RJSF to a URI resolution or a schema merge. */
const REACHING = ["$ref", "$id", "$schema", "$defs", "definitions", "allOf", "anyOf", "oneOf", "if", "then", "else", "dependencies"];

function keysIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysIn);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysIn(inner)]);
}

describe("the stand-ins for RJSF's URI resolver and allOf merger", () => {
  it("are unreachable by any journey: the journey file schema's answerSchema allows none of the keywords that reach them", () => {
    const fileSchema = JSON.parse(readFileSync("journeys/journey.schema.json", "utf8")) as {
      $defs: { answerSchema: { additionalProperties: boolean; properties: Record<string, unknown> } };
    };
    const { answerSchema } = fileSchema.$defs;
    expect(answerSchema.additionalProperties).toBe(false);
    expect(Object.keys(answerSchema.properties).filter((key) => REACHING.includes(key))).toEqual([]);
    // A list answer's items are the same subset.
    expect(answerSchema.properties.items).toMatchObject({ $ref: "#/$defs/answerSchema" });
  });

  it.each(Object.keys(journeys))(
    "are unreachable by %s's answer schemas, which hold none of those keywords but the root's plain $id",
    (id) => {
      const { $id, ...schema } = { ...answersSchema([journeys[id]]), $id: `answers_${id}` };
      expect($id).not.toContain("#");
      expect(keysIn(schema).filter((key) => REACHING.includes(key))).toEqual([]);
    },
  );

  it("fail loudly if ever called, rather than resolve or merge wrongly", () => {
    expect(() => uriResolverWithoutRefs.resolve()).toThrow(/no \$ref/);
    expect(() => uriResolverWithoutRefs.equal()).toThrow(/no \$ref/);
    // RJSF builds its merger as it loads: building works, merging throws.
    const { compareSchemaDefinitions } = schemaMerge.createComparator();
    const { mergeArrayOfSchemaDefinitions } = schemaMerge.createMerger();
    const merge = schemaMerge.createShallowAllOfMerge();
    for (const called of [
      compareSchemaDefinitions,
      mergeArrayOfSchemaDefinitions,
      merge,
      schemaMerge.createDeduplicator(),
      schemaMerge.createIntersector(),
    ]) {
      expect(called).toThrow(/no allOf/);
    }
  });
});
