/**
 * Routing by replay (§2 'Next-step flow') on the real car journey: each page's edges, then the
 * whole replayed path for drafts and submitted sets, and a loop guard on a fixture journey.
 */
import { describe, expect, it } from "vitest";
import { nextTarget, replayPath } from "../../src/engine/index.ts";
import type { Draft } from "../../src/engine/types.ts";
import { check, clock, journey, page, pageData, validDriverPersonal } from "./support/realJourneys.ts";
import { fixtureJourney } from "./support/fixtures.ts";

const PLATE = "AB12 CDE";
const manualAnswers = {
  makeCode: "FO", year: 2019, transmission: "001", fuelType: "002", doors: "5", leftOrRightHandDrive: "R", model: "M1",
};
const confirmedVehicle = { abicode: "32120102", make: "FORD", model: "FIESTA", confirmed: true };

describe("nextTarget on each page of the car journey", () => {
  it.each([
    { pageId: "product", draft: { product: "car", numberplate: PLATE, linkReg: PLATE }, to: "vehicle", why: "a plate from a link" },
    { pageId: "product", draft: { product: "car", numberplate: false }, to: "vehicle-manual", why: "no reg (?noreg)" },
    { pageId: "product", draft: { product: "car", numberplate: "" }, to: "numberplate", why: "plate not given yet" },
    { pageId: "product", draft: { product: "car" }, to: "numberplate", why: "no plate answer at all" },
    { pageId: "product", draft: { product: "car", numberplate: PLATE }, to: "numberplate", why: "a typed plate is shown again" },
    { pageId: "product", draft: { product: "car", numberplate: "XY51 ABC", linkReg: PLATE }, to: "numberplate", why: "the plate changed since the link" },
    { pageId: "numberplate", draft: { numberplate: PLATE }, to: "vehicle", why: "a plate" },
    { pageId: "numberplate", draft: { numberplate: "" }, to: "vehicle-manual", why: "left blank" },
    { pageId: "vehicle", draft: { numberplate: PLATE, vehicle: confirmedVehicle }, to: "driver-personal", why: "confirmed with an abicode" },
    { pageId: "vehicle", draft: { numberplate: false, vehicle: confirmedVehicle }, to: "driver-personal", why: "confirmed manual vehicle" },
    { pageId: "vehicle", draft: { numberplate: PLATE }, to: "numberplate", why: "rejected (vehicle cleared) with a plate" },
    { pageId: "vehicle", draft: { numberplate: PLATE, vehicle: { abicode: "32120102" } }, to: "numberplate", why: "not confirmed, with a plate" },
    { pageId: "vehicle", draft: { numberplate: false }, to: "vehicle-manual", why: "rejected without a plate" },
    { pageId: "vehicle", draft: { numberplate: PLATE, vehicle: { confirmed: true } }, to: "numberplate", why: "confirmed but no abicode" },
    { pageId: "vehicle-manual", draft: { vehicleManual: { model: "M1" } }, to: "vehicle", why: "always to the confirmation" },
    { pageId: "driver-personal", draft: { driverPersonal: validDriverPersonal }, to: "driver-address", why: "hands over to the app route" },
  ])("$pageId -> $to ($why)", ({ pageId, draft, to }) => {
    expect(nextTarget(page("car", pageId), pageData("car", pageId, draft as Draft))).toBe(to);
  });
});

describe("replayPath on the car journey", () => {
  const linked = { product: "car", numberplate: PLATE, linkReg: PLATE };
  const typed = { product: "car", numberplate: PLATE };
  const noreg = { product: "car", numberplate: false };

  it.each([
    {
      name: "nothing submitted",
      draft: {},
      submitted: [],
      path: ["product"],
      current: "product",
    },
    {
      name: "a product chosen but not submitted",
      draft: { product: "car" },
      submitted: [],
      path: ["product"],
      current: "product",
    },
    {
      name: "plate from a link: product -> vehicle",
      draft: linked,
      submitted: ["product"],
      path: ["product", "vehicle"],
      current: "vehicle",
    },
    {
      name: "noreg: product -> vehicle-manual",
      draft: noreg,
      submitted: ["product"],
      path: ["product", "vehicle-manual"],
      current: "vehicle-manual",
    },
    {
      name: "typed plate: product -> numberplate",
      draft: typed,
      submitted: ["product"],
      path: ["product", "numberplate"],
      current: "numberplate",
    },
    {
      name: "typed plate: numberplate -> vehicle",
      draft: typed,
      submitted: ["product", "numberplate"],
      path: ["product", "numberplate", "vehicle"],
      current: "vehicle",
    },
    {
      name: "vehicle submitted but not confirmed stops at vehicle",
      draft: { ...typed, vehicle: { abicode: "32120102" } },
      submitted: ["product", "numberplate", "vehicle"],
      path: ["product", "numberplate", "vehicle"],
      current: "vehicle",
    },
    {
      name: "confirmed with an abicode -> driver-personal",
      draft: { ...typed, vehicle: confirmedVehicle },
      submitted: ["product", "numberplate", "vehicle"],
      path: ["product", "numberplate", "vehicle", "driver-personal"],
      current: "driver-personal",
    },
    {
      name: "link plate confirmed -> driver-personal without the numberplate page",
      draft: { ...linked, vehicle: confirmedVehicle },
      submitted: ["product", "vehicle"],
      path: ["product", "vehicle", "driver-personal"],
      current: "driver-personal",
    },
    {
      name: "rejected link vehicle (linkReg cleared) goes back through numberplate",
      draft: typed,
      submitted: ["product", "vehicle"],
      path: ["product", "numberplate"],
      current: "numberplate",
    },
    {
      name: "manual vehicle: vehicle-manual -> vehicle",
      draft: { ...noreg, vehicleManual: manualAnswers },
      submitted: ["product", "vehicle-manual"],
      path: ["product", "vehicle-manual", "vehicle"],
      current: "vehicle",
    },
    {
      name: "an incomplete manual vehicle stops at vehicle-manual",
      draft: { ...noreg, vehicleManual: { ...manualAnswers, year: "nonselected" } },
      submitted: ["product", "vehicle-manual"],
      path: ["product", "vehicle-manual"],
      current: "vehicle-manual",
    },
    {
      name: "invalid answer on a submitted page (plate HELLO) stops there",
      draft: { product: "car", numberplate: "HELLO" },
      submitted: ["product", "numberplate", "vehicle"],
      path: ["product", "numberplate"],
      current: "numberplate",
    },
    {
      name: "a product the page does not offer stops at product",
      draft: { product: "motorbike", numberplate: PLATE, linkReg: PLATE },
      submitted: ["product", "vehicle"],
      path: ["product"],
      current: "product",
    },
    {
      name: "driver-personal submitted with a driver too young stops there",
      draft: { ...typed, vehicle: confirmedVehicle, driverPersonal: { ...validDriverPersonal, dob: "2015-01-01" } },
      submitted: ["product", "numberplate", "vehicle", "driver-personal"],
      path: ["product", "numberplate", "vehicle", "driver-personal"],
      current: "driver-personal",
    },
    {
      name: "the end of the journey hands over to the app route driver-address",
      draft: { ...typed, vehicle: confirmedVehicle, driverPersonal: validDriverPersonal },
      submitted: ["product", "numberplate", "vehicle", "driver-personal"],
      path: ["product", "numberplate", "vehicle", "driver-personal", "driver-address"],
      current: "driver-address",
    },
  ])("$name", ({ draft, submitted, path, current }) => {
    const replay = replayPath({ journey: journey("car"), draft: draft as Draft, submitted: new Set(submitted), clock, check });
    // Every page before the due one (or the hand-over) has accepted answers.
    expect(replay).toEqual({ path, current, completed: path.slice(0, -1) });
  });
});

describe("loop guard", () => {
  const looping = fixtureJourney("loop");

  it.each([
    { submitted: [], path: ["a"], current: "a", completed: [] },
    { submitted: ["a"], path: ["a", "b"], current: "b", completed: ["a"] },
    { submitted: ["a", "b"], path: ["a", "b"], current: "a", completed: ["a", "b"] },
  ])("edges a -> b -> a with $submitted submitted stop at $current", ({ submitted, path, current, completed }) => {
    expect(replayPath({ journey: looping, draft: {}, submitted: new Set(submitted), clock, check })).toEqual({ path, current, completed });
  });
});
