/**
 * What the entry asks for before the app runs: the stored product's journey (the default
 * product's when none is stored or it is unknown) and, on a page that reads reference lists, those
 * lists in one request.
 */
import { describe, expect, it, vi } from "vitest";
import { arrivedOrLate, startEarly, withEarlyReferenceData } from "../../src/app/earlyStart.ts";
import type { JourneySource, ProductJourney } from "../../src/app/journeySource.ts";

const chunk = (id: string) => ({ journey: { id }, validators: {} }) as unknown as ProductJourney;

function opening(storedProduct: unknown, pathname: string) {
  const source: JourneySource = { products: ["car", "convicted"], defaultProduct: "car", load: vi.fn(async (id: string) => chunk(id)) };
  const referenceData = vi.fn(async (lists: string[]) => Object.fromEntries(lists.map((name) => [name, []])));
  const referenceDataByProduct = {
    car: { "/history": ["licenceType"] },
    convicted: { "/history": ["convictionType", "licenceType"], "/named/{index}/history": ["convictionType"] },
  };
  return { source, referenceData, early: startEarly({ source, storedProduct, referenceDataByProduct, pathname, referenceData }) };
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

  it("asks for no journey on a page that shows none, and the first render does not wait for one", async () => {
    const source: JourneySource = { products: ["car"], defaultProduct: "car", load: vi.fn(async (id: string) => chunk(id)) };
    const early = startEarly({
      source,
      storedProduct: "car",
      referenceDataByProduct: {},
      pathname: "/timeout",
      referenceData: vi.fn(),
      showsJourney: (pathname) => pathname !== "/timeout",
    });
    expect(source.load).not.toHaveBeenCalled();
    expect(early.journey).toBeUndefined();
    expect(early.product).toBe("car");
    await expect(arrivedOrLate(early, 60_000)).resolves.toBeUndefined();
  });

  it("asks for the opened page's reference lists, for the product's own page", async () => {
    const { referenceData, early } = opening("convicted", "/history");
    expect(referenceData).toHaveBeenCalledExactlyOnceWith(["convictionType", "licenceType"]);
    expect(early.referenceData?.lists).toEqual(["convictionType", "licenceType"]);
    expect(early.referenceData?.loaded).toBeUndefined();
    await expect(early.referenceData?.data).resolves.toEqual({ convictionType: [], licenceType: [] });
    expect(early.referenceData?.loaded).toEqual({ convictionType: [], licenceType: [] });
  });

  it("asks for a named driver's page's lists, listed under its route with {index}", () => {
    const { referenceData, early } = opening("convicted", "/named/1/history");
    expect(referenceData).toHaveBeenCalledExactlyOnceWith(["convictionType"]);
    expect(early.referenceData?.route).toBe("/named/1/history");
  });

  it("asks for no reference data on a page that reads none", () => {
    const { referenceData, early } = opening("convicted", "/product");
    expect(referenceData).not.toHaveBeenCalled();
    expect(early.referenceData).toBeUndefined();
  });

  it("leaves a failed reference request to the page's query to report", async () => {
    const source: JourneySource = { products: ["car"], defaultProduct: "car", load: async (id) => chunk(id) };
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      const early = startEarly({
        source,
        storedProduct: "car",
        referenceDataByProduct: { car: { "/history": ["licenceType"] } },
        pathname: "/history",
        referenceData: () => Promise.reject(new Error("down")),
      });
      expect(early.referenceData?.lists).toEqual(["licenceType"]);
      // Nothing has taken the request over: a rejection would be reported by now.
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });

  it("lets the first render wait for both early requests, with what arrived at hand", async () => {
    const { early } = opening("convicted", "/history");
    await arrivedOrLate(early);
    expect(early.loaded).toEqual(chunk("convicted"));
    expect(early.referenceData?.loaded).toEqual({ convictionType: [], licenceType: [] });
  });

  it("stops waiting for a request that takes too long", async () => {
    vi.useFakeTimers();
    try {
      const source: JourneySource = { products: ["car"], defaultProduct: "car", load: () => new Promise<ProductJourney>(() => {}) };
      const early = startEarly({
        source,
        storedProduct: "car",
        referenceDataByProduct: {},
        pathname: "/product",
        referenceData: async () => ({}),
      });
      const waited = vi.fn();
      void arrivedOrLate(early, 1000).then(waited);
      await vi.advanceTimersByTimeAsync(999);
      expect(waited).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(waited).toHaveBeenCalledOnce();
      expect(early.loaded).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("asks for the opened app page's code, and the first render waits for it too", async () => {
    let arrive!: () => void;
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const appPageCode = vi.fn((pathname: string) => (pathname === "/rate" ? code : undefined));
    const source: JourneySource = { products: ["car"], defaultProduct: "car", load: async (id) => chunk(id) };
    const early = startEarly({
      source,
      storedProduct: "car",
      referenceDataByProduct: {},
      pathname: "/rate",
      referenceData: async () => ({}),
      appPageCode,
    });
    expect(appPageCode).toHaveBeenCalledExactlyOnceWith("/rate");
    const waited = vi.fn();
    void arrivedOrLate(early).then(waited);
    await new Promise((resolve) => setImmediate(resolve));
    expect(waited).not.toHaveBeenCalled();
    arrive();
    await vi.waitFor(() => expect(waited).toHaveBeenCalledOnce());
  });
});

describe("withEarlyReferenceData", () => {
  const lists = ["convictionType", "licenceType"];
  const answer = {
    data: {
      referenceData: [
        { name: "licenceType", options: [{ code: "F", value: "Full" }] },
        { name: "convictionType", options: [] },
      ],
    },
  };
  const setUp = (early: Promise<unknown> | undefined) => {
    const referenceData = vi.fn(async () => ({ asked: [] }));
    const takeEarly = vi.fn(() => early);
    return { referenceData, takeEarly, ask: withEarlyReferenceData(referenceData, takeEarly) };
  };

  it("takes the preload script's answer for the same lists, without a request of its own", async () => {
    const { referenceData, takeEarly, ask } = setUp(Promise.resolve(answer));
    await expect(ask(lists)).resolves.toEqual({ licenceType: [{ code: "F", value: "Full" }], convictionType: [] });
    expect(takeEarly).toHaveBeenCalledExactlyOnceWith(lists);
    expect(referenceData).not.toHaveBeenCalled();
  });

  it("asks itself when the preload script asked for nothing, or for other lists", async () => {
    const { referenceData, ask } = setUp(undefined);
    await expect(ask(lists)).resolves.toEqual({ asked: [] });
    expect(referenceData).toHaveBeenCalledExactlyOnceWith(lists);
  });

  it.each([
    ["failed", undefined],
    ["carries errors", { data: null, errors: [{ message: "Service unavailable" }] }],
    ["has no lists", { data: {} }],
  ])("asks again when the early answer %s, so that its own request reports a failure", async (_case, early) => {
    const { referenceData, ask } = setUp(Promise.resolve(early));
    await expect(ask(lists)).resolves.toEqual({ asked: [] });
    expect(referenceData).toHaveBeenCalledExactlyOnceWith(lists);
  });
});
