/** summaryLines: lines only for pages on the replayed path, in path order, empty values left out. */
import { describe, expect, it } from "vitest";
import { summaryLines } from "../../src/engine/index.ts";
import type { Draft } from "../../src/engine/types.ts";
import { fixtureJourney } from "./support/fixtures.ts";
import { clock, journey, validDriverPersonal } from "./support/realJourneys.ts";

describe("summary lines on a fixture journey", () => {
  const summaryJourney = fixtureJourney("summary");
  const draft: Draft = { about: { name: "Sam", nickname: "", title: "nonselected", cars: 0 }, town: "leeds" };

  it.each([
    { path: [], expected: [] },
    {
      path: ["one"],
      expected: [
        ["one", "Name", "Sam"],
        ["one", "Cars", "0"],
      ],
    },
    { path: ["two"], expected: [["two", "Town", "LEEDS"]] },
    {
      path: ["one", "two"],
      expected: [
        ["one", "Name", "Sam"],
        ["one", "Cars", "0"],
        ["two", "Town", "LEEDS"],
      ],
    },
    {
      path: ["two", "one"],
      expected: [
        ["two", "Town", "LEEDS"],
        ["one", "Name", "Sam"],
        ["one", "Cars", "0"],
      ],
    },
    {
      path: ["one", "two", "three"],
      expected: [
        ["one", "Name", "Sam"],
        ["one", "Cars", "0"],
        ["two", "Town", "LEEDS"],
        ["three", "Off the path", "always shown when on the path"],
      ],
    },
    {
      path: ["one", "driver-address"],
      expected: [
        ["one", "Name", "Sam"],
        ["one", "Cars", "0"],
      ],
    },
  ])("path $path", ({ path, expected }) => {
    const rows = summaryLines(summaryJourney, draft, path, clock).map((r) => [r.page, r.label, r.value]);
    expect(rows).toEqual(expected);
  });

  it.each([
    { answers: { name: undefined }, why: "unanswered" },
    { answers: { name: null }, why: "null" },
    { answers: { name: "" }, why: "blank" },
    { answers: { name: "nonselected" }, why: "the select placeholder" },
  ])("leaves out a $why value", ({ answers }) => {
    const labels = summaryLines(summaryJourney, { about: answers }, ["one"], clock).map((r) => r.label);
    expect(labels).not.toContain("Name");
  });

  it.each([
    { product: "van", shown: true },
    { product: "car", shown: false },
  ])("a line with visibleWhen shows for $product: $shown", ({ product, shown }) => {
    const labels = summaryLines(summaryJourney, { product, about: { name: "Sam" } }, ["one"], clock).map((r) => r.label);
    expect(labels.includes("Only for vans")).toBe(shown);
  });
});

describe("summary lines on the real car journey", () => {
  const draft: Draft = { product: "car", driverPersonal: { ...validDriverPersonal, dob: "2007-03-27" } };

  it("works out the policyholder's age from the injected today", () => {
    const [today] = summaryLines(journey("car"), draft, ["driver-personal"], clock);
    const [later] = summaryLines(journey("car"), draft, ["driver-personal"], { today: () => "2027-03-27" });
    expect(today.value).toMatch(/\b19\b/);
    expect(later.value).toBe(today.value.replace(/\b19\b/, "20"));
  });
});
