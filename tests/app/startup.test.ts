// @vitest-environment jsdom
/**
 * Start-up: readEntryQuery turns the entry query into a draft patch, a token and rejections;
 * applyEntryQuery applies it to the store and strips it from the address bar.
 */
import { describe, expect, it } from "vitest";
import { comparisonSiteEvent, LINK_PRODUCTS, pageQuoteReference, readEntryQuery } from "../../src/app/startup.ts";
import { applyEntryQuery } from "../../src/app/applyEntryQuery.ts";
import { createQuoteStore } from "../../src/store/quoteStore.ts";

describe("readEntryQuery", () => {
  it.each([
    { search: "", patch: {}, rejected: [], token: undefined },
    { search: "?", patch: {}, rejected: [], token: undefined },
    { search: "?reg=ab12cde", patch: { numberplate: "AB12 CDE", linkReg: "AB12 CDE" }, rejected: [], token: undefined },
    { search: "?reg=AB12%20CDE", patch: { numberplate: "AB12 CDE", linkReg: "AB12 CDE" }, rejected: [], token: undefined },
    { search: "?reg=a123bcd", patch: { numberplate: "A123 BCD", linkReg: "A123 BCD" }, rejected: [], token: undefined },
    { search: "reg=ab12cde", patch: { numberplate: "AB12 CDE", linkReg: "AB12 CDE" }, rejected: [], token: undefined },
    { search: "?noreg", patch: { numberplate: false }, rejected: [], token: undefined },
    { search: "?noreg=true", patch: { numberplate: false }, rejected: [], token: undefined },
    { search: "?noreg&reg=ab12cde", patch: { numberplate: false }, rejected: [], token: undefined },
    { search: "?reg=ab12cde&noreg", patch: { numberplate: false }, rejected: [], token: undefined },
    { search: "?reg=HELLO%20WORLD", patch: {}, rejected: ["reg"], token: undefined },
    { search: "?reg=", patch: {}, rejected: ["reg"], token: undefined },
    { search: "?product=car", patch: { product: "car" }, rejected: [], token: undefined },
    { search: "?product=older", patch: { product: "older" }, rejected: [], token: undefined },
    { search: "?product=convicted", patch: { product: "convicted" }, rejected: [], token: undefined },
    { search: "?product=van", patch: {}, rejected: ["product"], token: undefined },
    { search: "?product=ppm", patch: {}, rejected: ["product"], token: undefined },
    { search: "?product=junk", patch: {}, rejected: ["product"], token: undefined },
    { search: "?product=CAR", patch: {}, rejected: ["product"], token: undefined },
    { search: "?token=abc123", patch: {}, rejected: [], token: "abc123" },
    { search: "?token=", patch: {}, rejected: [], token: undefined },
    {
      search: "?reg=xx&product=van&token=t1",
      patch: {},
      rejected: ["reg", "product"],
      token: "t1",
    },
    {
      search: "?reg=ab12cde&product=older&token=t2",
      patch: { numberplate: "AB12 CDE", linkReg: "AB12 CDE", product: "older" },
      rejected: [],
      token: "t2",
    },
    { search: "?utm_source=mail", patch: {}, rejected: [], token: undefined },
  ])("$search -> $patch, rejected $rejected, token $token", ({ search, patch, rejected, token }) => {
    const entry = readEntryQuery(search);
    expect(entry.patch).toEqual(patch);
    expect(entry.rejected).toEqual(rejected);
    expect(entry.token).toBe(token);
  });

  it("accepts exactly the products an entry link may name", () => {
    expect([...LINK_PRODUCTS]).toEqual(["car", "older", "convicted"]);
  });

  it("leaves no linkReg key when noreg wins", () => {
    expect(readEntryQuery("?noreg&reg=ab12cde").patch).not.toHaveProperty("linkReg");
  });
});

describe("readEntryQuery: retrieve, affiliate and comparison-site parameters", () => {
  it.each([
    { search: "?token=t1&quoteRef=qr-ab12cd34", token: "t1", quoteRef: "QR-AB12CD34", rejected: [] },
    { search: "?token=t1&quoteRef=%20QR-AB12CD34%20", token: "t1", quoteRef: "QR-AB12CD34", rejected: [] },
    { search: "?token=t1&quoteRef=QR%2FAB", token: "t1", quoteRef: undefined, rejected: ["quoteRef"] },
    { search: "?token=t1&quoteRef=", token: "t1", quoteRef: undefined, rejected: ["quoteRef"] },
    { search: "?quoteRef=QR-AB12CD34", token: undefined, quoteRef: "QR-AB12CD34", rejected: [] },
  ])("$search -> token $token, quoteRef $quoteRef", ({ search, token, quoteRef, rejected }) => {
    const entry = readEntryQuery(search);
    expect(entry.token).toBe(token);
    expect(entry.quoteRef).toBe(quoteRef);
    expect(entry.rejected).toEqual(rejected);
    expect(entry.patch).toEqual({});
  });

  it.each([
    { search: "?affiliate=moneysaver-2", patch: { affiliate: "moneysaver-2" }, rejected: [] },
    { search: "?affiliate=A", patch: { affiliate: "A" }, rejected: [] },
    { search: "?affiliate=abcdefghij0123456789", patch: { affiliate: "abcdefghij0123456789" }, rejected: [] },
    { search: "?affiliate=abcdefghij0123456789x", patch: {}, rejected: ["affiliate"] },
    { search: "?affiliate=", patch: {}, rejected: ["affiliate"] },
    { search: "?affiliate=two%20words", patch: {}, rejected: ["affiliate"] },
    { search: "?affiliate=%3Cscript%3E", patch: {}, rejected: ["affiliate"] },
  ])("$search -> $patch, rejected $rejected", ({ search, patch, rejected }) => {
    const entry = readEntryQuery(search);
    expect(entry.patch).toEqual(patch);
    expect(entry.rejected).toEqual(rejected);
  });

  it.each([
    { search: "?source=pcw", comparisonSite: true, rejected: [] },
    { search: "?source=PCW", comparisonSite: true, rejected: [] },
    { search: "?source=google", comparisonSite: false, rejected: ["source"] },
    { search: "?source=", comparisonSite: false, rejected: ["source"] },
    { search: "", comparisonSite: false, rejected: [] },
  ])("$search -> comparison site $comparisonSite", ({ search, comparisonSite, rejected }) => {
    const entry = readEntryQuery(search);
    expect(entry.comparisonSite).toBe(comparisonSite);
    expect(entry.rejected).toEqual(rejected);
  });

  it("reads a whole comparison-site link", () => {
    const entry = readEntryQuery("?source=pcw&product=car&reg=AB12CDE&affiliate=compare-1");
    expect(entry).toEqual({
      patch: { numberplate: "AB12 CDE", linkReg: "AB12 CDE", product: "car", affiliate: "compare-1" },
      comparisonSite: true,
      rejected: [],
    });
  });
});

describe("comparisonSiteEvent", () => {
  it("is reported for a comparison-site entry only, with the channel and product and nothing personal", () => {
    const event = comparisonSiteEvent(readEntryQuery("?source=pcw&product=car&reg=AB12CDE&token=secret"), "PCW");
    expect(event).toEqual({ name: "comparison_site_interaction", params: { source_of_business: "PCW", product: "car" } });
    expect(JSON.stringify(event)).not.toMatch(/AB12|secret/);
    expect(comparisonSiteEvent(readEntryQuery("?product=car"), "PCW")).toBeUndefined();
  });
});

describe("pageQuoteReference", () => {
  function head(content: string | null): Document {
    const doc = document.implementation.createHTMLDocument("host");
    if (content !== null) {
      const meta = doc.createElement("meta");
      meta.name = "quote-reference";
      meta.content = content;
      doc.head.append(meta);
    }
    return doc;
  }

  it.each([
    { content: "QR-AB12CD34", ref: "QR-AB12CD34" },
    { content: " qr-ab12cd34 ", ref: "QR-AB12CD34" },
    { content: "", ref: undefined },
    { content: "not a reference", ref: undefined },
    { content: null, ref: undefined },
  ])("meta content $content -> $ref", ({ content, ref }) => {
    expect(pageQuoteReference(head(content))).toBe(ref);
  });
});

describe("applyEntryQuery", () => {
  function enter(url: string, pageQuoteRef?: string, seed?: (store: ReturnType<typeof createQuoteStore>) => void) {
    const store = createQuoteStore();
    seed?.(store);
    window.history.replaceState(null, "", url);
    const entry = applyEntryQuery(store, window.location, window.history, pageQuoteRef);
    return { store, entry, url: `${window.location.pathname}${window.location.search}${window.location.hash}` };
  }

  it("keeps a token and reference for /retrieve in the store only, to use at once, and strips them from the address bar", () => {
    const { store, url } = enter("/retrieve?token=tok-1&quoteRef=QR-AB12CD34&utm_source=mail");
    expect(url).toBe("/retrieve?utm_source=mail");
    expect(store.getState().session.retrieveLink).toEqual({ token: "tok-1", quoteRef: "QR-AB12CD34", atOnce: true });
    expect(JSON.stringify(store.getState().draft)).not.toContain("tok-1");
  });

  it("opens /retrieve for a token on any path", () => {
    expect(enter("/?token=tok-1").url).toBe("/retrieve");
    expect(enter("/product?token=tok-1").url).toBe("/retrieve");
  });

  it("offers the host page's reference when the link names none, and the link's when it does", () => {
    expect(enter("/retrieve?token=tok-1", "QR-PAGE0001").store.getState().session.retrieveLink).toEqual({
      token: "tok-1",
      quoteRef: "QR-PAGE0001",
      atOnce: true,
    });
    expect(enter("/retrieve?token=tok-1&quoteRef=QR-LINK0001", "QR-PAGE0001").store.getState().session.retrieveLink).toEqual({
      token: "tok-1",
      quoteRef: "QR-LINK0001",
      atOnce: true,
    });
    const plain = enter("/retrieve", "QR-PAGE0001");
    expect(plain.entry).toBeUndefined();
    expect(plain.store.getState().session.retrieveLink).toEqual({ quoteRef: "QR-PAGE0001" });
  });

  it("replaces a token kept before with a new link's, and keeps it when only a reference comes", () => {
    const seed = (store: ReturnType<typeof createQuoteStore>) =>
      store.getState().setSession({ retrieveLink: { token: "old", quoteRef: "QR-OLD00001" } });
    expect(enter("/retrieve?token=new", undefined, seed).store.getState().session.retrieveLink).toEqual({ token: "new", atOnce: true });
    expect(enter("/retrieve?quoteRef=QR-NEW00001", undefined, seed).store.getState().session.retrieveLink).toEqual({
      token: "old",
      quoteRef: "QR-NEW00001",
    });
  });

  it('a comparison-site link marks the source of business, with the affiliate, product and plate, and opens "/"', () => {
    const { store, url, entry } = enter("/product?source=pcw&product=car&reg=AB12CDE&affiliate=compare-1#top");
    expect(url).toBe("/#top");
    expect(entry?.comparisonSite).toBe(true);
    expect(store.getState().draft).toEqual({
      numberplate: "AB12 CDE",
      linkReg: "AB12 CDE",
      product: "car",
      affiliate: "compare-1",
      sourceOfBusiness: "PCW",
    });
    expect(store.getState().submitted).toEqual(["product"]);
  });

  it("rejected values change nothing but are still stripped", () => {
    const { store, url } = enter("/product?source=spam&affiliate=%3Cx%3E&product=van");
    expect(url).toBe("/");
    expect(store.getState().draft).toEqual({});
    expect(store.getState().session.retrieveLink).toBeUndefined();
  });

  it('leaves a link to "/" for the redirect to the due page to strip, in the same navigation', () => {
    const { store, url } = enter("/?product=convicted&reg=ZZ99ZZZ");
    expect(url).toBe("/?product=convicted&reg=ZZ99ZZZ");
    expect(store.getState().draft).toMatchObject({ product: "convicted", numberplate: "ZZ99 ZZZ" });
  });

  it("leaves a URL without entry parameters alone", () => {
    const { store, url } = enter("/job?utm_source=x");
    expect(url).toBe("/job?utm_source=x");
    expect(store.getState().draft).toEqual({});
  });
});
