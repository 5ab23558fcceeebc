/** Where the named-driver chain may be entered: from the page whose button opens it, into a slot that is added or next. */
import { describe, expect, it } from "vitest";
import {
  addedNamedDrivers,
  isNamedDriverPage,
  isNamedSlot,
  namedDriverPages,
  namedEntryPages,
  namedSlotIndexes,
  openableNamedSlot,
  withNamedDriverAdded,
} from "../../src/engine/index.ts";
import type { ResolvedJourney, ResolvedPage } from "../../src/engine/types.ts";

const page = (id: string, goTo?: string): ResolvedPage =>
  ({
    id,
    route: `/${id}`,
    title: id,
    fields: [],
    file: `${id}.json`,
    next: [{ to: "end" }],
    actions: goTo ? [{ id: "add", label: "Add", then: [{ goTo }] }] : undefined,
  }) as ResolvedPage;

const journey = {
  id: "small",
  version: "1.0.0",
  name: "Small",
  startPage: "start",
  namedStartPage: "named-details",
  limits: { namedDrivers: 2 },
  pageOrder: ["start", "last", "named-details"],
  pages: { start: page("start"), last: page("last", "named-details"), "named-details": page("named-details") },
} as ResolvedJourney;

describe("named-driver chain", () => {
  it("is entered from the pages whose buttons go to its first page", () => {
    expect(namedEntryPages(journey)).toEqual(["last"]);
    expect(namedEntryPages({ ...journey, namedStartPage: undefined })).toEqual([]);
  });

  it.each([
    { named: undefined, index: 0, ok: true, why: "nobody added: the first slot is next" },
    { named: undefined, index: 1, ok: false, why: "the second slot before the first" },
    { named: [{ added: true }, { added: false }], index: 0, ok: true, why: "an added driver's slot" },
    { named: [{ added: true }, { added: false }], index: 1, ok: true, why: "the next free slot" },
    { named: [{ added: true }, { added: true }], index: 1, ok: true, why: "both added" },
    { named: undefined, index: 2, ok: false, why: "no such slot" },
  ])("slot $index with $named: $ok ($why)", ({ named, index, ok }) => {
    expect(openableNamedSlot(journey, named ? { named } : {}, index)).toBe(ok);
  });
});

describe("named-driver slots", () => {
  it("are as many as limits.namedDrivers, none when it is unset", () => {
    expect(namedSlotIndexes(journey)).toEqual([0, 1]);
    expect(namedSlotIndexes({ limits: {} })).toEqual([]);
  });

  it.each([
    { index: 0, ok: true },
    { index: 1, ok: true },
    { index: 2, ok: false },
    { index: -1, ok: false },
    { index: 0.5, ok: false },
    { index: Number.NaN, ok: false },
  ])("slot $index is one of the product's: $ok", ({ index, ok }) => {
    expect(isNamedSlot(journey, index)).toBe(ok);
  });

  it("are asked by the pages whose section holds {index}", () => {
    const perSlot = { ...journey.pages["named-details"], section: "named.{index}.driverPersonal" };
    const withSection = { ...journey, pages: { ...journey.pages, "named-details": perSlot } };
    expect(isNamedDriverPage(perSlot)).toBe(true);
    expect(isNamedDriverPage(journey.pages.start)).toBe(false);
    expect(isNamedDriverPage(undefined)).toBe(false);
    expect(namedDriverPages(withSection)).toEqual(["named-details"]);
  });

  it("are added by their flag, which withNamedDriverAdded sets", () => {
    const draft = withNamedDriverAdded({ named: [{ added: false }, { added: false }] }, 1);
    expect(draft).toEqual({ named: [{ added: false }, { added: true }] });
    expect(addedNamedDrivers(journey, draft)).toEqual([1]);
  });
});
