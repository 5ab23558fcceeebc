// @vitest-environment jsdom
/**
 * The analytics port: the data-layer adapter's GA4 shapes, and its defence in
 * depth: personal-looking values blanked, personal keys dropped, safe page addresses.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  dataLayerAdapter,
  PERSONAL_PATTERNS,
  safeLocation,
  scrubParams,
  scrubText,
  setAnalyticsPort,
  track,
  trackPageView,
  type AnalyticsPort,
} from "../../src/app/analytics.ts";
import { acceptAnalytics } from "./support/consent.ts";

const layer = () => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer;

beforeEach(() => {
  (window as unknown as Record<string, unknown>).dataLayer = [];
  acceptAnalytics();
});

describe("the personal-data patterns", () => {
  it.each([
    ["plate", ["AB12 CDE", "ab12cde", "A123 BCD", "ABC 123D", "abc123d"]],
    ["email", ["alex.morgan@example.com", "A+b@x.co.uk"]],
    ["phone", ["07700900123", "07700 900123", "+44 7700 900123", "+447700900123", "0113 496 0000", "(0113) 4960000"]],
    ["postcode", ["LS1 4AP", "ls14ap", "SW1A 1AA", "M1 1AE", "EC1A 1BB"]],
    ["token", ["Vq3lD0xk2Jm9pQ_rT7uYw-1ZaB4cE6fG8hI0jK2lM4n", "0123456789abcdef0123456789abcdef", "3f2504e0-4f89-11d3-9a0c-0305e82c3301"]],
  ] as const)("%s: each example is blanked, alone or inside a sentence", (name, examples) => {
    for (const example of examples) {
      expect(scrubText(example), example).toBe("");
      expect(scrubText(`seen ${example} here`), example).toBe("seen  here");
      expect(new RegExp(PERSONAL_PATTERNS[name].source, PERSONAL_PATTERNS[name].flags).test(example), example).toBe(true);
    }
  });

  it.each([
    "/named/0/driver-personal",
    "/rate",
    "page_view",
    "comparison_site_interaction",
    "QR-AB12CDEF",
    "POL-0A1B2C3D4E",
    "New_Driver_RAC",
    "INSTALMENTS_WITH_DEPOSIT",
    "step1",
    "GBP",
    "ANNUALLY",
    "car",
    "LOC3",
    "C330",
    "R09",
    "http://127.0.0.1:4317/vehicle?reg=",
    "2026-05-01",
    "0800",
    "12.5",
  ])("leaves ordinary analytics values alone: %s", (value) => {
    expect(scrubText(value)).toBe(value);
  });
});

describe("scrubParams", () => {
  it("drops keys that carry people's details in any spelling, and blanks personal-looking values at any depth", () => {
    const scrubbed = scrubParams({
      first_name: "Alex",
      lastName: "Morgan",
      Surname: "Morgan",
      name: "Alex Morgan",
      "e-mail": "x",
      token: "t",
      reg: "AB12CDE",
      item_name: "step1",
      product: "car",
      value: 123.45,
      note: "call 07700900123 or alex@example.com",
      ecommerce: { items: [{ item_id: "AB12 CDE", item_name: "car", price: 10 }], customer: { email: "a@b.co" } },
    });
    expect(scrubbed).toEqual({
      item_name: "step1",
      product: "car",
      value: 123.45,
      note: "call  or ",
      ecommerce: { items: [{ item_id: "", item_name: "car", price: 10 }], customer: {} },
    });
  });
});

describe("safeLocation", () => {
  it("blanks reg, drops token, quote reference and personal-looking values, keeps the rest, drops the fragment", () => {
    const url = new URL(
      "https://quote.example/vehicle?reg=AB12CDE&token=abc&quoteRef=QR-1&utm_source=pcw&who=alex%40example.com&code=LS1+4AP#top",
    );
    expect(safeLocation(url)).toBe("https://quote.example/vehicle?reg=&utm_source=pcw");
  });

  it("is the plain address when there is no query", () => {
    expect(safeLocation(new URL("https://quote.example/rate"))).toBe("https://quote.example/rate");
  });
});

describe("the data-layer adapter", () => {
  it("pushes events and page views in GA4 shapes onto the data layer named in brand.json", () => {
    track("select_content", { content_type: "intro", item_id: "next" });
    trackPageView({ page_path: "/vehicle", page_location: "https://quote.example/vehicle" });
    expect(layer()).toEqual([
      { event: "select_content", content_type: "intro", item_id: "next" },
      { event: "page_view", page_path: "/vehicle", page_location: "https://quote.example/vehicle" },
    ]);
  });

  it("keeps an e-commerce event's ecommerce object, clearing the previous one first as GA4 asks", () => {
    track("purchase", { ecommerce: { transaction_id: "QR-AB12CDEF", value: 500, currency: "GBP", items: [{ item_id: "car" }] } });
    expect(layer()).toEqual([
      { ecommerce: null },
      { event: "purchase", ecommerce: { transaction_id: "QR-AB12CDEF", value: 500, currency: "GBP", items: [{ item_id: "car" }] } },
    ]);
  });

  it("scrubs what a caller sends by mistake", () => {
    track("comparison_site_interaction", { site: "pcw", email: "alex@example.com", reference: "AB12 CDE" });
    expect(layer()).toEqual([{ event: "comparison_site_interaction", site: "pcw", reference: "" }]);
  });

  it("creates the data layer when the page has none", () => {
    delete (window as unknown as Record<string, unknown>).custom;
    dataLayerAdapter("custom").event("x");
    expect((window as unknown as Record<string, unknown>).custom).toEqual([{ event: "x" }]);
  });
});

describe("the port", () => {
  let previous: AnalyticsPort | undefined;
  afterEach(() => {
    if (previous) setAnalyticsPort(previous);
  });

  it("can be replaced: track and trackPageView then go to the new adapter only", () => {
    const seen: unknown[] = [];
    previous = setAnalyticsPort({ event: (name, params) => seen.push([name, params]), pageView: (view) => seen.push(view) });
    track("view_item", { item_name: "step1" });
    trackPageView({ page_path: "/rate", page_location: "https://quote.example/rate" });
    expect(seen).toEqual([["view_item", { item_name: "step1" }], { page_path: "/rate", page_location: "https://quote.example/rate" }]);
    expect(layer()).toEqual([]);
  });
});
