/**
 * A product whose journey changed must bump its version: a quote records the version it was
 * made with, and retrieval re-rates when it moved. A shared page changed under a product that
 * kept its version is an error (the change reached a product nobody looked at); a change in a
 * product's own files without a bump is a warning.
 */
import type { ResolvedJourney } from "../../../src/engine/index.ts";
import type { Change } from "./changes.ts";

/** The page a change is about, if any. */
export function pageOf(change: Change): string | undefined {
  if ("page" in change) return change.page;
  if ("at" in change) return change.at.page;
  if (change.kind === "fieldMoved") return change.toPage;
  return undefined;
}

export function versionCheck(product: string, a: ResolvedJourney, b: ResolvedJourney, changes: Change[]): Change[] {
  if (a.version !== b.version) return [];
  const own = changes.filter((c) => "product" in c && c.product === product && c.kind !== "behaviour");
  if (own.length === 0) return [];
  const touched = new Set(own.flatMap((c) => [pageOf(c), c.kind === "fieldMoved" ? c.fromPage : undefined]));
  const sharedPages = b.pageOrder.filter((id) => touched.has(id) && isShared(b, id) && a.pages[id] && isShared(a, id));
  return [{ kind: "versionNotBumped", product, version: b.version, sharedPages, severity: sharedPages.length > 0 ? "error" : "warning" }];
}

const isShared = (journey: ResolvedJourney, page: string) => journey.pages[page].file.startsWith("common/");
