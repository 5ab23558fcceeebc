/**
 * Entry query, read once on entry: reg, product, token, noreg, plus quoteRef (for /retrieve), affiliate
 * and source=pcw (a comparison-site entry). Pure, so it is unit tested; the app applies the patch
 * and strips the query. Values it cannot use are reported, never silently kept.
 */
import { normalisePlate } from "../engine/index.ts";

export const LINK_PRODUCTS = ["car", "older", "convicted"] as const;

/** The query parameters read on entry; all of them are stripped from the address bar. */
export const ENTRY_PARAMS = ["reg", "product", "token", "noreg", "quoteRef", "affiliate", "source"] as const;

/** The `source` value that marks a comparison-site customer. */
export const COMPARISON_SITE_SOURCE = "pcw";

const AFFILIATE = /^[A-Za-z0-9-]{1,20}$/;
// Quote references are letters, digits and hyphens (QR-AB12CD34); anything else cannot name one.
const QUOTE_REF = /^[A-Za-z0-9-]{1,20}$/;

export interface EntryQuery {
  /** `linkReg` remembers a plate that came with the link, so the journey can skip the reg page for it. */
  patch: { numberplate?: string | false; linkReg?: string; product?: string; affiliate?: string };
  token?: string;
  /** A quote reference for the retrieve page to offer. */
  quoteRef?: string;
  /** The link came from a comparison site (source=pcw). */
  comparisonSite: boolean;
  /** Names of query parameters that were present but unusable. */
  rejected: string[];
}

export function normaliseQuoteRef(value: string | null | undefined): string | undefined {
  const ref = value?.trim().toUpperCase();
  return ref && QUOTE_REF.test(ref) ? ref : undefined;
}

export function readEntryQuery(search: string): EntryQuery {
  const query = new URLSearchParams(search);
  const result: EntryQuery = { patch: {}, rejected: [], comparisonSite: false };
  if (query.has("noreg")) result.patch.numberplate = false;
  const reg = query.get("reg");
  if (reg !== null && !query.has("noreg")) {
    const plate = normalisePlate(reg);
    if (plate) result.patch = { ...result.patch, numberplate: plate, linkReg: plate };
    else result.rejected.push("reg");
  }
  const product = query.get("product");
  if (product !== null) {
    if ((LINK_PRODUCTS as readonly string[]).includes(product)) result.patch.product = product;
    else result.rejected.push("product");
  }
  const token = query.get("token");
  if (token) result.token = token;
  const quoteRef = query.get("quoteRef");
  if (quoteRef !== null) {
    result.quoteRef = normaliseQuoteRef(quoteRef);
    if (!result.quoteRef) result.rejected.push("quoteRef");
  }
  const affiliate = query.get("affiliate");
  if (affiliate !== null) {
    if (AFFILIATE.test(affiliate)) result.patch.affiliate = affiliate;
    else result.rejected.push("affiliate");
  }
  const source = query.get("source");
  if (source !== null) {
    if (source.toLowerCase() === COMPARISON_SITE_SOURCE) result.comparisonSite = true;
    else result.rejected.push("source");
  }
  return result;
}

/**
 * The quote reference a host page may set for the retrieve page: `<meta name="quote-reference">`
 * in the document head. Unusable or empty content counts as none.
 */
export function pageQuoteReference(document: {
  querySelector(selectors: string): { getAttribute(name: string): string | null } | null;
}): string | undefined {
  const meta = document.querySelector('meta[name="quote-reference"]');
  return normaliseQuoteRef(meta?.getAttribute("content"));
}

/**
 * The comparison site's partner-interacted event for an entry from it, reported
 * once, on entry. It names the sales channel and product only: no answers, no token.
 */
export function comparisonSiteEvent(
  entry: EntryQuery,
  sourceOfBusiness: string,
): { name: string; params: Record<string, unknown> } | undefined {
  if (!entry.comparisonSite) return undefined;
  return { name: "comparison_site_interaction", params: { source_of_business: sourceOfBusiness, product: entry.patch.product ?? null } };
}
