import { describe, expect, it } from "vitest";
import { answerReads, guardedVars } from "../../tools/lint/dataFlowReads.ts";
import { slotPaths } from "../../tools/lint/dataFlowWrites.ts";
import { field, journey, page } from "./dataFlowTestJourney.ts";

const cover = () => ({ var: "quote.final.coverStartDate" });

describe("guardedVars", () => {
  it("guards the reads of a path inside an if that tests it and has an else", () => {
    const test = cover();
    const use = cover();
    expect(guardedVars({ if: [{ isDate: [test] }, use, { today: [] }] })).toEqual(new Set([test, use]));
  });

  it("does not guard an if without an else, which gives null when the test fails", () => {
    expect(guardedVars({ if: [{ isDate: [cover()] }, cover()] }).size).toBe(0);
  });

  it("does not guard another path in the guarded branch", () => {
    const other = { var: "quote.driverPersonal.dob" };
    const guarded = guardedVars({ if: [{ var: "quote.final.coverStartDate" }, { ageAt: [other, cover()] }, 0] });
    expect(guarded.has(other)).toBe(false);
    expect(guarded.size).toBe(2);
  });

  it("finds a guard nested anywhere, and pairs each test with its own branch", () => {
    const late = { var: "quote.b" };
    const logic = { "+": [1, { if: [{ var: "quote.a" }, 1, { var: "quote.b" }, late, 0] }] };
    expect(guardedVars(logic).has(late)).toBe(true);
  });
});

describe("answerReads", () => {
  const named = page({ id: "named-history", section: "named.{index}.history" });
  const slots = slotPaths(journey([named]));
  const readsOf = (logic: Record<string, unknown>, section = "history") =>
    answerReads(page({ id: "history", section, fields: [field("years", logic)] }), (f) => `field "${f.name}"`, slots);

  it("maps answers, quote and driver paths to draft paths, and leaves out value, limits and data", () => {
    const reads = readsOf(
      {
        visibleWhen: {
          and: [{ var: "answers.years" }, { var: "quote.final.ncd" }, { var: "value" }, { var: "limits.ncdMax" }, { var: "data.models" }],
        },
        default: { var: "driver.driverPersonal.dob" },
      },
      "named.{index}.history",
    );
    expect(reads.map((r) => [r.where, r.path, r.draftPath])).toEqual([
      ['field "years" visibleWhen', "answers.years", "named.{index}.history.years"],
      ['field "years" visibleWhen', "quote.final.ncd", "final.ncd"],
      ['field "years" default', "driver.driverPersonal.dob", "named.{index}.driverPersonal.dob"],
    ]);
  });

  it("writes a literal named-driver slot as {index} and says so", () => {
    const [read] = readsOf({ visibleWhen: { var: "quote.named.1.added" } });
    expect(read).toMatchObject({ draftPath: "named.{index}.added", slot: true });
  });

  it("skips reads of a whole object", () => {
    expect(readsOf({ visibleWhen: { var: "answers" } })).toEqual([]);
  });

  it("has a fallback only when every read of the path in that place has one", () => {
    const withFallback = readsOf({ visibleWhen: { or: [cover(), { today: [] }] } });
    const oneWithout = readsOf({ visibleWhen: { and: [{ or: [cover(), { today: [] }] }, cover()] } });
    const guarded = readsOf({ visibleWhen: { if: [{ isDate: [cover()] }, cover(), { today: [] }] } });
    expect(withFallback.map((r) => r.hasFallback())).toEqual([true]);
    expect(oneWithout.map((r) => r.hasFallback())).toEqual([false]);
    expect(guarded.map((r) => r.hasFallback())).toEqual([true]);
  });

  it("reads the outcomes of an action's server call", () => {
    const withLoad = page({
      id: "address",
      section: "driverAddress",
      actions: [
        {
          id: "continue",
          label: "Continue",
          load: { source: "addressDetails", args: {}, onResult: [{ set: { "final.contacts.0.email": { var: "answers.email" } } }] },
        },
      ],
    });
    const reads = answerReads(withLoad, (f) => f.name, slots);
    expect(reads.map((r) => [r.where, r.draftPath])).toEqual([
      ["actions[0].load.onResult[0].set.final.contacts.0.email", "driverAddress.email"],
    ]);
  });
});
