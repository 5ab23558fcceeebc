/** The product chunk's pages are ordered for gzip: a near-copy follows its original; nothing else changes. */
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { ResolvedJourney } from "../../src/engine/index.ts";
import { pagesInCompressibleOrder } from "../../tools/pagesInCompressibleOrder.ts";

/** Deterministic filler words, so that pages share little unless one copies another. */
function words(seed: number, count: number): string {
  let state = seed;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    out.push(state.toString(36));
  }
  return out.join(" ");
}

const page = (id: string, label: string) => ({ id, route: `/${id}`, fields: [{ name: "answer", label, schemaKey: "s1" }] });

// 40 KiB of pages between `history` and its third-person copy: more than gzip's 32 KiB window.
const between = ["claims", "car", "final"];
const historyWords = words(1, 2000);
const journey = {
  id: "fixture",
  pageOrder: ["history", ...between, "named-history"],
  pages: {
    history: page("history", `Your ${historyWords}`),
    ...Object.fromEntries(between.map((id, at) => [id, page(id, words(at + 2, 2000))])),
    "named-history": page("named-history", `Their ${historyWords}`),
  },
} as unknown as ResolvedJourney;

const gzipSize = (value: unknown) => gzipSync(JSON.stringify(value), { level: 9 }).length;

describe("pagesInCompressibleOrder", () => {
  const ordered = pagesInCompressibleOrder(journey);

  it("puts a page that copies another straight after it, and keeps the journey's order for the rest", () => {
    expect(Object.keys(ordered.pages)).toEqual(["history", "named-history", "claims", "car", "final"]);
  });

  it("changes nothing but the pages' key order", () => {
    expect(ordered).toEqual(journey);
    expect(ordered.pageOrder).toEqual(journey.pageOrder);
  });

  it("gzips smaller than the journey as it was", () => {
    expect(gzipSize(ordered)).toBeLessThan(gzipSize(journey) - 2000);
  });

  it("leaves pages that copy nothing where they were", () => {
    const { "named-history": _copy, ...pages } = journey.pages;
    const alone = { ...journey, pageOrder: journey.pageOrder.slice(0, -1), pages };
    expect(Object.keys(pagesInCompressibleOrder(alone).pages)).toEqual(["history", "claims", "car", "final"]);
  });
});
