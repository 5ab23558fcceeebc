import { describe, expect, it } from "vitest";
import { answerWriters, ENTRY_PATHS, slotPaths } from "../../tools/lint/dataFlowWrites.ts";
import { field, journey, page } from "./dataFlowTestJourney.ts";

describe("slotPaths", () => {
  const slots = slotPaths(journey([page({ id: "named-job", section: "named.{index}.job" })]));

  it("writes a literal slot number of a named-driver section as {index}", () => {
    expect(slots.normalise("named.0.job.statusCode")).toEqual({ path: "named.{index}.job.statusCode", slot: true });
    expect(slots.normalise("named.1")).toEqual({ path: "named.{index}", slot: true });
  });

  it("leaves other paths alone, including the slot placeholder itself", () => {
    expect(slots.normalise("named.{index}.job.statusCode")).toEqual({ path: "named.{index}.job.statusCode", slot: false });
    expect(slots.normalise("namedCount.0")).toEqual({ path: "namedCount.0", slot: false });
    expect(slots.normalise("final.contacts.1.email")).toEqual({ path: "final.contacts.1.email", slot: false });
  });
});

describe("answerWriters", () => {
  const product = journey([
    page({
      id: "address",
      section: "driverAddress",
      fields: [field("postcode", { effects: [{ set: { lookupPostcode: "x" } }] })],
      actions: [
        {
          id: "continue",
          label: "Continue",
          load: { source: "s", args: {}, onResult: [{ set: { "driverAddress.addressParts": { var: "result" } } }] },
        },
      ],
    }),
    page({ id: "vehicle", section: "vehicle", loaders: [{ source: "v", args: {}, onResult: [{ set: { "vehicle.make": "Ford" } }] }] }),
    page({
      id: "named-claims",
      section: "named.{index}.claims",
      fields: [field("claim1")],
      actions: [{ id: "c", label: "C", then: [{ set: { "named.{index}.added": true } }] }],
    }),
  ]);
  const writers = answerWriters(product, slotPaths(product));

  it("finds fields asked in their page's section, and effects setting paths within it", () => {
    expect(writers.writersOf("driverAddress.postcode")).toEqual([{ page: "address", kind: "asked" }]);
    expect(writers.writersOf("driverAddress.lookupPostcode")).toEqual([{ page: "address", kind: "set" }]);
  });

  it("finds outcomes of loaders and of actions' server calls, which set absolute paths", () => {
    expect(writers.writersOf("vehicle.make")).toEqual([{ page: "vehicle", kind: "set" }]);
    expect(writers.writersOf("driverAddress.addressParts.line1")).toEqual([{ page: "address", kind: "set" }]);
  });

  it("finds the writers of answers inside an object read whole", () => {
    expect(writers.writersOf("vehicle")).toEqual([{ page: "vehicle", kind: "set" }]);
  });

  it("finds named-driver answers whichever slot is read", () => {
    const slots = slotPaths(product);
    expect(writers.writersOf(slots.normalise("named.1.added").path)).toEqual([{ page: "named-claims", kind: "set" }]);
    expect(writers.writersOf("named.{index}.claims.claim1")).toEqual([{ page: "named-claims", kind: "asked" }]);
  });

  it("finds nothing for an answer no page writes", () => {
    expect(writers.writersOf("driverAddress.email")).toEqual([]);
  });
});

describe("ENTRY_PATHS", () => {
  it("holds what an entry link presets before the first page", () => {
    expect([...ENTRY_PATHS].sort()).toEqual(["affiliate", "linkReg", "numberplate", "product"]);
  });
});
