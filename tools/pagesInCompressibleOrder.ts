/**
 * A journey's pages in an order that gzips smaller, for the product chunk the browser downloads.
 *
 * gzip finds repeats only within the last 32 KiB it has read. A page that is mostly a copy of an
 * earlier one (a named driver's history repeats the driver's, in the third person) then costs its
 * full size when other pages sit between the two. Here each such near-copy follows the page it
 * copies, and every other page keeps the journey's page order. Nothing reads the pages' key order:
 * the journey's `pageOrder` is the order of the journey, and it is unchanged.
 */
import { gzipSync } from "node:zlib";
import type { ResolvedJourney } from "../src/engine/index.ts";

/** A page is a near-copy of another when gzip, having read the other, needs less than this share of the page's own size. */
const NEAR_COPY = 0.3;

const gzipSize = (text: string) => gzipSync(text, { level: 9 }).length;

export function pagesInCompressibleOrder(journey: ResolvedJourney): ResolvedJourney {
  const ids = Object.keys(journey.pages).sort((a, b) => rank(journey, a) - rank(journey, b));
  const text = new Map(ids.map((id) => [id, JSON.stringify(journey.pages[id])]));
  const size = new Map(ids.map((id) => [id, gzipSize(text.get(id)!)]));
  const placed = new Set<string>();
  const order: string[] = [];
  for (const id of ids) {
    if (placed.has(id)) continue;
    const copy = nearestCopy(
      id,
      ids.filter((other) => !placed.has(other) && other !== id),
      text,
      size,
    );
    for (const next of copy ? [id, copy] : [id]) {
      placed.add(next);
      order.push(next);
    }
  }
  return { ...journey, pages: Object.fromEntries(order.map((id) => [id, journey.pages[id]])) };
}

/** A page's place in the journey's order; pages off it come after, as they were. */
function rank(journey: ResolvedJourney, id: string): number {
  const at = journey.pageOrder.indexOf(id);
  return at >= 0 ? at : journey.pageOrder.length;
}

/** The candidate that compresses best after `id`, when it is a near-copy of it. */
function nearestCopy(id: string, candidates: string[], text: Map<string, string>, size: Map<string, number>): string | undefined {
  const alone = size.get(id)!;
  let best: string | undefined;
  let bestShare = NEAR_COPY;
  for (const other of candidates) {
    const share = (gzipSize(text.get(id)! + text.get(other)!) - alone) / size.get(other)!;
    if (share < bestShare) [best, bestShare] = [other, share];
  }
  return best;
}
