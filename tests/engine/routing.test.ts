/**
 * Routing by replay (each page's next step): the replayed path on the real car journey for drafts
 * and submitted sets, and a loop guard on a fixture journey. Where each page goes for given
 * answers is recorded in journeys/car/scenarios/start.json ("where ... goes" tables).
 */
import { describe, expect, it } from "vitest";
import { pageInstance, replayPath } from "../../src/engine/index.ts";
import type { Draft, ResolvedJourney, ResolvedPage } from "../../src/engine/types.ts";
import { check, clock, journey, validDriverPersonal } from "./support/realJourneys.ts";
import { fixtureJourney } from "./support/fixtures.ts";

const PLATE = "AB12 CDE";
const manualAnswers = {
  makeCode: "FO",
  year: 2019,
  transmission: "001",
  fuelType: "002",
  doors: "5",
  leftOrRightHandDrive: "R",
  model: "M1",
};
const confirmedVehicle = { abicode: "32120102", make: "FORD", model: "FIESTA", confirmed: true };

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

describe("pageInstance", () => {
  const page = (id: string, section?: string): ResolvedPage =>
    ({
      id,
      route: section ? `/named/{index}/${id}` : `/${id}`,
      section,
      title: id,
      fields: [],
      file: `${id}.json`,
      next: [{ to: "end", when: { var: `${section ?? "answers"}.done` } }, { to: "end" }],
    }) as ResolvedPage;
  const small = {
    id: "small",
    startPage: "start",
    pageOrder: ["start", "named"],
    pages: { start: page("start"), named: page("named", "namedDrivers.{index}") },
  } as unknown as ResolvedJourney;

  it("fills a named driver's page for its slot, everywhere", () => {
    const second = pageInstance(small, "named", 1);
    expect(second).toMatchObject({ index: 1, section: "namedDrivers.1", route: "/named/1/named" });
    expect(second.next[0].when).toEqual({ var: "namedDrivers.1.done" });
  });

  it("makes each slot's page once, so its rules keep their compiled logic from one replay to the next", () => {
    expect(pageInstance(small, "named", 0)).toBe(pageInstance(small, "named", 0));
    expect(pageInstance(small, "named", 1)).not.toBe(pageInstance(small, "named", 0));
    expect(pageInstance(small, "named", 0).section).toBe("namedDrivers.0");
  });

  it("gives a page of the main path as it is", () => {
    expect(pageInstance(small, "start", 1)).toBe(small.pages.start);
  });
});
