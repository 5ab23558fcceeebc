/** applyOutcomes: clear, set, fieldError, goTo in that order; the first goTo wins; `when` may read `result`. */
import { describe, expect, it } from "vitest";
import { applyOutcomes, callArgs, outcomesFor } from "../../src/engine/index.ts";
import type { Draft, LogicData, Outcome } from "../../src/engine/types.ts";

const TODAY = "2026-11-22";
const dataFor = (draft: Draft, result?: unknown): LogicData => ({
  answers: draft,
  quote: draft,
  limits: { scheme: "New_Driver_RAC" },
  product: draft.product,
  data: {},
  today: TODAY,
  result,
  driver: draft,
  journey: { id: "car", version: "1.0.0" },
});

const draft: Draft = {
  product: "car",
  numberplate: "AB12 CDE",
  linkReg: "AB12 CDE",
  vehicle: { abicode: "OLD", make: "Ford", confirmed: true },
  device: { abiCode: "OLD", deviceType: "C330" },
};

describe("one outcome applies clear, then set, then fieldError, then goTo", () => {
  it.each([
    {
      why: "clear removes whole sections and single paths",
      outcomes: [{ clear: ["vehicle", "device.deviceType", "linkReg"] }],
      expected: {
        product: "car",
        numberplate: "AB12 CDE",
        linkReg: undefined,
        vehicle: undefined,
        device: { abiCode: "OLD", deviceType: undefined },
      },
      goTo: undefined,
    },
    {
      why: "set writes JsonLogic values at absolute paths (literals stay literals)",
      outcomes: [{ set: { "vehicle.confirmed": false, "device.scheme": { var: "limits.scheme" }, "vehicle.seen": { today: [] } } }],
      expected: {
        ...draft,
        vehicle: { abicode: "OLD", make: "Ford", confirmed: false, seen: TODAY },
        device: { abiCode: "OLD", deviceType: "C330", scheme: "New_Driver_RAC" },
      },
      goTo: undefined,
    },
    {
      why: "clear runs before set, so a cleared section is refilled from the result",
      outcomes: [{ clear: ["vehicle"], set: { "vehicle.abicode": { var: "result.abicode" } } }],
      result: { abicode: "NEW" },
      expected: { ...draft, vehicle: { abicode: "NEW" } },
      goTo: undefined,
    },
    {
      why: "set reads the data as it was, not the draft being cleared",
      outcomes: [{ clear: ["vehicle"], set: { "vehicleManual.abiCode": { var: "quote.vehicle.abicode" } } }],
      expected: { ...draft, vehicle: undefined, vehicleManual: { abiCode: "OLD" } },
      goTo: undefined,
    },
    {
      why: "goTo after the changes keeps them",
      outcomes: [{ clear: ["device"], set: { "vehicle.confirmed": false }, goTo: "numberplate" }],
      expected: { ...draft, device: undefined, vehicle: { abicode: "OLD", make: "Ford", confirmed: false } },
      goTo: "numberplate",
    },
  ])("$why", ({ outcomes, result, expected, goTo }) => {
    const outcome = applyOutcomes(outcomes as Outcome[], draft, dataFor(draft, result));
    expect(outcome.draft).toEqual(expected);
    expect(outcome.goTo).toBe(goTo);
  });

  it("leaves the draft it was given unchanged", () => {
    const copy = structuredClone(draft);
    applyOutcomes([{ clear: ["vehicle"], set: { product: "van" } }], draft, dataFor(draft));
    expect(draft).toEqual(copy);
  });

  it.each([{ outcomes: undefined }, { outcomes: [] }])("returns the same draft for $outcomes", ({ outcomes }) => {
    expect(applyOutcomes(outcomes, draft, dataFor(draft))).toEqual({ draft, fieldError: undefined });
  });
});

describe("a list of outcomes", () => {
  const notFound = { field: "numberplate", message: "We couldn't find a vehicle with that registration" };
  const other = { field: "numberplate", message: "Another message" };

  it.each([
    {
      why: "the first goTo wins and later outcomes do not run",
      outcomes: [{ goTo: "incompatible" }, { set: { product: "van" }, goTo: "error" }],
      goTo: "incompatible",
      product: "car",
      fieldError: undefined,
    },
    {
      why: "outcomes before the goTo all apply",
      outcomes: [{ set: { product: "older" } }, { set: { "vehicle.make": "Vauxhall" } }, { goTo: "vehicle" }],
      goTo: "vehicle",
      product: "older",
      fieldError: undefined,
    },
    {
      why: "a fieldError travels with the goTo",
      outcomes: [{ fieldError: notFound, goTo: "numberplate" }],
      goTo: "numberplate",
      product: "car",
      fieldError: notFound,
    },
    {
      why: "a later fieldError replaces an earlier one",
      outcomes: [{ fieldError: notFound }, { fieldError: other }],
      goTo: undefined,
      product: "car",
      fieldError: other,
    },
    {
      why: "a fieldError without a goTo is still returned",
      outcomes: [{ fieldError: notFound }, { set: { product: "van" } }],
      goTo: undefined,
      product: "van",
      fieldError: notFound,
    },
  ])("$why", ({ outcomes, goTo, product, fieldError }) => {
    const outcome = applyOutcomes(outcomes as Outcome[], draft, dataFor(draft));
    expect(outcome.goTo).toBe(goTo);
    expect(outcome.draft.product).toBe(product);
    expect(outcome.fieldError).toEqual(fieldError);
  });
});

describe("`when` decides whether an outcome applies, and may read `result`", () => {
  // The device loader of the vehicle page: store the result, then leave when the car cannot take a device.
  const deviceOutcomes: Outcome[] = [
    { set: { "device.deviceType": { var: "result.deviceType" } } },
    { when: { "===": [{ var: "result.deviceType" }, "NOT_COMPATIBLE"] }, goTo: "incompatible" },
  ];
  it.each([
    { deviceType: "C330", goTo: undefined },
    { deviceType: "IC6", goTo: undefined },
    { deviceType: "NOT_COMPATIBLE", goTo: "incompatible" },
  ])("device $deviceType -> goTo $goTo", ({ deviceType, goTo }) => {
    const outcome = applyOutcomes(deviceOutcomes, draft, dataFor(draft, { deviceType }));
    expect(outcome.goTo).toBe(goTo);
    expect((outcome.draft.device as Record<string, unknown>).deviceType).toBe(deviceType);
  });

  it.each([
    { product: "older", goTo: "incompatible" },
    { product: "car", goTo: undefined },
  ])("a `when` over the quote: $product -> $goTo", ({ product, goTo }) => {
    const outcomes: Outcome[] = [{ when: { in: [{ var: "product" }, ["older", "ppm"]] }, set: { flagged: true }, goTo: "incompatible" }];
    const withProduct = { ...draft, product };
    const outcome = applyOutcomes(outcomes, withProduct, dataFor(withProduct));
    expect(outcome.goTo).toBe(goTo);
    expect(outcome.draft.flagged).toBe(goTo ? true : undefined);
  });
});

describe("a journey's server call", () => {
  const call = {
    args: { registration: { var: "quote.numberplate" }, fixed: "x" },
    onResult: [{ goTo: "found" }],
    onEmpty: [{ goTo: "missing" }],
    onError: [{ goTo: "error" }],
  };

  it("evaluates its arguments over the page data", () => {
    expect(callArgs(call, dataFor({ numberplate: "AB12 CDE" }))).toEqual({ registration: "AB12 CDE", fixed: "x" });
  });

  it.each([
    { ended: { failed: false as const, result: { abicode: "1" } }, expected: "found" },
    { ended: { failed: false as const, result: null }, expected: "missing" },
    { ended: { failed: false as const, result: undefined }, expected: "missing" },
    { ended: { failed: true as const }, expected: "error" },
  ])("picks the outcomes for $ended", ({ ended, expected }) => {
    expect(outcomesFor(call, ended)?.[0].goTo).toBe(expected);
  });
});
