/**
 * The sales channel of a quote (§1, §6): comparison-site quotes have their own customer-service
 * numbers (car and van) and report their sale back to the site.
 */
import type { RateResponse } from "../../api/rateResponse.ts";
import { brand } from "../catalogue.ts";

export function isComparisonSite(rate: Pick<RateResponse, "salesChannel" | "sourceOfBusiness">): boolean {
  return rate.salesChannel === brand.comparisonSite.salesChannel || rate.sourceOfBusiness === brand.comparisonSite.sourceOfBusiness;
}

/** The customer-service number for the quote's channel: comparison-site vans have their own. */
export function channelPhone(rate: Pick<RateResponse, "salesChannel" | "sourceOfBusiness">, product: unknown): string {
  if (!isComparisonSite(rate)) return brand.phone.direct;
  return product === "van" ? brand.phone.pcw.van : brand.phone.pcw.car;
}
