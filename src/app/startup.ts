/**
 * Entry query (§2 Start-up): reg, product, token and noreg. Pure, so it is unit tested; the app
 * applies the patch and strips the query. Values it cannot use are reported, never silently kept.
 */
import { normalisePlate } from "../engine/index.ts";

export const LINK_PRODUCTS = ["car", "older", "convicted"] as const;

export interface EntryQuery {
  /** `linkReg` remembers a plate that came with the link, so the journey can skip the reg page for it. */
  patch: { numberplate?: string | false; linkReg?: string; product?: string };
  token?: string;
  /** Names of query parameters that were present but unusable. */
  rejected: string[];
}

export function readEntryQuery(search: string): EntryQuery {
  const query = new URLSearchParams(search);
  const result: EntryQuery = { patch: {}, rejected: [] };
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
  return result;
}
