/**
 * What the entry asks for before the app runs: the stored product's journey (the default
 * product's when none is stored or it is unknown) and, on a page that reads reference lists, those
 * lists in one request.
 */
import { describe, expect, it, vi } from "vitest";
import { startEarly } from "../../src/app/earlyStart.ts";
import type { JourneySource, ProductJourney } from "../../src/app/journeySource.ts";

const chunk = (id: string) => ({ journey: { id }, validators: {} }) as unknown as ProductJourney;

function opening(storedProduct: unknown, pathname: string) {
  const source: JourneySource = { products: ["car", "convicted"], defaultProduct: "car", load: vi.fn(async (id: string) => chunk(id)) };
  const referenceData = vi.fn(async (lists: string[]) => Object.fromEntries(lists.map((name) => [name, []])));
  const referenceLists = { car: { "/history": ["licenceType"] }, convicted: { "/history": ["convictionType", "licenceType"] } };
  return { source, referenceData, early: startEarly({ source, storedProduct, referenceLists, pathname, referenceData }) };
}

describe("startEarly", () => {
  it.each([
    { stored: "convicted", product: "convicted" },
    { stored: undefined, product: "car" },
    { stored: "boat", product: "car" },
  ])("asks for the $product journey when the draft holds $stored", async ({ stored, product }) => {
    const { source, early } = opening(stored, "/product");
    expect(early.product).toBe(product);
    expect(source.load).toHaveBeenCalledExactlyOnceWith(product);
    await expect(early.journey).resolves.toEqual(chunk(product));
    expect(early.loaded).toEqual(chunk(product));
  });

  it("asks for the opened page's reference lists, for the product's own page", async () => {
    const { referenceData, early } = opening("convicted", "/history");
    expect(referenceData).toHaveBeenCalledExactlyOnceWith(["convictionType", "licenceType"]);
    expect(early.reference?.lists).toEqual(["convictionType", "licenceType"]);
    await expect(early.reference?.data).resolves.toEqual({ convictionType: [], licenceType: [] });
  });

  it("asks for no reference data on a page that reads none", () => {
    const { referenceData, early } = opening("convicted", "/product");
    expect(referenceData).not.toHaveBeenCalled();
    expect(early.reference).toBeUndefined();
  });

  it("leaves a failed reference request to the page's query to report", async () => {
    const source: JourneySource = { products: ["car"], defaultProduct: "car", load: async (id) => chunk(id) };
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      const early = startEarly({ source, storedProduct: "car", referenceLists: { car: { "/history": ["licenceType"] } }, pathname: "/history", referenceData: () => Promise.reject(new Error("down")) });
      expect(early.reference?.lists).toEqual(["licenceType"]);
      // Nothing has taken the request over: a rejection would be reported by now.
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });
});
