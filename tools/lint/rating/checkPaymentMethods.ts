/**
 * The ways to pay that /final offers (the manifest's limits.paymentMethods) against the rating
 * file's payment terms: a product asked "Monthly by direct debit" whose rating has no monthly plan
 * would price only the card payment, and a plan never offered is one nobody can choose.
 */
import type { RatingFile } from "../../../server/rating/fileFormat.ts";
import type { ResolvedJourney } from "../../../src/engine/index.ts";
import { error, type Problem } from "../problem.ts";

export function paymentMethodProblems(file: string, rating: RatingFile, journey: ResolvedJourney): Problem[] {
  const offered = journey.limits.paymentMethods;
  if (!Array.isArray(offered)) return [];
  const monthlyOffered = offered.includes("MONTHLY");
  if (monthlyOffered === Boolean(rating.payment.monthly)) return [];
  const message = monthlyOffered
    ? `payment: there is no monthly plan, but the ${journey.id} manifest's limits.paymentMethods offers MONTHLY on /final: add payment.monthly, or take MONTHLY out of limits.paymentMethods`
    : `payment.monthly: a monthly plan that /final never offers (the ${journey.id} manifest's limits.paymentMethods has no MONTHLY): add MONTHLY there, or remove the plan`;
  return [error(file, message, { check: "rating-payment-methods", pointer: monthlyOffered ? "/payment" : "/payment/monthly" })];
}
