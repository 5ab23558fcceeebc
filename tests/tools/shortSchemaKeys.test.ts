/** The browser's journeys number their schema keys: one short key per schema, the same in every product. */
import { describe, expect, it } from "vitest";
import type { ResolvedJourney, ResolvedPage } from "../../src/engine/index.ts";
import { withShortSchemaKeys } from "../../tools/shortSchemaKeys.ts";

const page = (id: string, keys: string[]) =>
  ({
    id,
    route: `/${id}`,
    fields: keys.map((schemaKey, at) => ({ name: `${id}${at}`, schema: {}, schemaKey })),
  }) as unknown as ResolvedPage;
const journey = (id: string, pages: ResolvedPage[]) =>
  ({ id, pageOrder: pages.map((p) => p.id), pages: Object.fromEntries(pages.map((p) => [p.id, p])) }) as unknown as ResolvedJourney;
const keysOf = (j: ResolvedJourney) => Object.values(j.pages).flatMap((p) => p.fields.map((f) => f.schemaKey));

describe("withShortSchemaKeys", () => {
  const van = journey("van", [page("vehicle", ["s1hlnc2k", "sm5c0id"]), page("business", ["sftgk7a"])]);
  const car = journey("car", [page("vehicle", ["s1hlnc2k", "sm5c0id"]), page("use", ["sm5c0id", "s1ngm27h"])]);
  const short = withShortSchemaKeys({ van, car });

  it("gives each distinct schema key one short key, numbered across the products in a fixed order", () => {
    expect(keysOf(short.car)).toEqual(["s0", "s1", "s1", "s2"]);
    expect(keysOf(short.van)).toEqual(["s0", "s1", "s3"]);
  });

  it("numbers the same way whatever order the products come in", () => {
    expect(withShortSchemaKeys({ car, van })).toEqual(short);
  });

  it("changes nothing else, and leaves the journeys it was given as they were", () => {
    const keyless = (j: ResolvedJourney) => Object.values(j.pages).map((p) => p.fields.map(({ schemaKey: _key, ...f }) => f));
    expect(keyless(short.car)).toEqual(keyless(car));
    expect({ ...short.car, pages: undefined }).toEqual({ ...car, pages: undefined });
    expect(keysOf(car)).toEqual(["s1hlnc2k", "sm5c0id", "sm5c0id", "s1ngm27h"]);
  });
});
