/**
 * The sales channel of a quote (direct, or a comparison site): comparison-site quotes have their own customer-service
 * numbers (car and van), report their sale back to the site, and time out when left idle.
 */
import type { RateResponse } from "../../api/rateResponse.ts";
import type { Draft } from "../../engine/index.ts";
import type { TimedOutChannel } from "../../store/quoteStore.ts";
import { brand } from "../catalogue.ts";
import { rateOf } from "../rate/rateOutcome.ts";

type Channel = Pick<RateResponse, "salesChannel" | "sourceOfBusiness">;

export function isComparisonSite(rate: Channel): boolean {
  return rate.salesChannel === brand.comparisonSite.salesChannel || rate.sourceOfBusiness === brand.comparisonSite.sourceOfBusiness;
}

/**
 * Before a rate exists the draft says where the customer came from (the entry link's source of
 * business); once rated, the rate's channel says so too.
 */
export function isComparisonSiteCustomer(draft: Draft): boolean {
  if (draft.sourceOfBusiness === brand.comparisonSite.sourceOfBusiness) return true;
  const rate = rateOf(draft);
  return rate !== undefined && isComparisonSite(rate);
}

function phoneFor(comparisonSite: boolean, product: unknown): string {
  if (!comparisonSite) return brand.phone.direct;
  return product === "van" ? brand.phone.pcw.van : brand.phone.pcw.car;
}

/** The customer-service number for the quote's channel: comparison-site vans have their own. */
export function channelPhone(rate: Channel, product: unknown): string {
  return phoneFor(isComparisonSite(rate), product);
}

/**
 * The customer-service number for a customer, rated or not (the footer shows it on every page); once
 * their answers have timed out, the number of the channel kept through the reset.
 */
export function customerPhone(draft: Draft, timedOut?: TimedOutChannel): string {
  // Defaults refill a reset draft, so it is known by having no product, source or rate of its own.
  if (timedOut && draft.product === undefined && draft.sourceOfBusiness === undefined && draft.rate === undefined) {
    return channelPhone({ salesChannel: timedOut.salesChannel ?? "", sourceOfBusiness: timedOut.sourceOfBusiness ?? "" }, timedOut.product);
  }
  return phoneFor(isComparisonSiteCustomer(draft), draft.product);
}
