/**
 * The path the flow panel draws for a state: the van's scenarios, replayed as the app would with
 * every page submitted, pass the business page only for business use, stop where a page's answers
 * do not pass, and run each added named driver's chain back to the page it rejoins.
 */
import { describe, expect, it } from "vitest";
import { JOURNEYS_DIR } from "../../server/journeys/readJourneys.ts";
import { ajvCheck } from "../../server/journeys/ajvCheck.ts";
import { snapshotReader } from "../../tools/studio/studioSnapshot.ts";
import { edgeKey, statePath } from "../../src/studio/flow/statePath.ts";

const van = snapshotReader(JOURNEYS_DIR)().products.find((p) => p.id === "van")!;
const journey = van.journey!;
const check = ajvCheck([journey]);

function pathOf(label: string) {
  const state = van.states.find((s) => s.label === label)!;
  expect(state, label).toBeDefined();
  return statePath(journey, state.draft, { today: () => state.today! }, check);
}

const MAIN = [
  "product",
  "numberplate",
  "vehicle",
  "driver-personal",
  "driver-address",
  "job",
  "history",
  "claims",
  "vehicle-use",
  "van-features",
];

describe("statePath", () => {
  it("takes a van used for business through its business page to the quote, by the edge whose condition holds", () => {
    const { main, named, taken } = pathOf("a van used for business, to the quote");
    expect(main).toEqual([...MAIN, "van-business", "final", "rate"]);
    expect(named).toEqual([]);
    expect(taken.has(edgeKey("van-features", "next 0"))).toBe(true);
    expect(taken.has(edgeKey("van-features", "next 1"))).toBe(false);
    expect(taken.has(edgeKey("final", "next 0"))).toBe(true);
  });

  it("takes a van for social use past the business page, by the default edge", () => {
    const { main, taken } = pathOf("a van for social use (no business page), to the quote");
    expect(main).toEqual([...MAIN, "final", "rate"]);
    expect(taken.has(edgeKey("van-features", "next 1"))).toBe(true);
    expect(taken.has(edgeKey("van-features", "next 0"))).toBe(false);
  });

  it("stops at the page whose answers do not pass, leaving it by no edge", () => {
    const { main, taken } = pathOf("a van used for business cannot skip the business page");
    expect(main).toEqual([...MAIN, "van-business"]);
    expect([...taken].filter((key) => key.startsWith("van-business "))).toEqual([]);
  });

  it("runs an added named driver's chain to the page it rejoins", () => {
    const { main, named, taken } = pathOf("a van for social use with one named driver, to the quote");
    expect(main).toEqual([...MAIN, "final", "rate"]);
    expect(named).toEqual([
      { index: 0, path: ["named-driver-personal", "named-driver-contact", "named-job", "named-history", "named-claims", "final"] },
    ]);
    expect(taken.has(edgeKey("named-claims", "next 0"))).toBe(true);
  });

  it("takes an empty van quote past its product page, and without a plate to the van's manual entry, where it stops", () => {
    const { main, named, taken } = statePath(journey, { product: "van" }, { today: () => "2026-11-22" }, check);
    expect(main).toEqual(["product", "numberplate", "vehicle-manual"]);
    expect(named).toEqual([]);
    expect([...taken].map((key) => key.split(" ")[0])).toEqual(["product", "numberplate"]);
  });
});
