/**
 * Pay per mile on /rate: what a year would cost for the miles the consumer declared on the vehicle
 * use page, and how miles are billed. Fewer than 1,000 miles (answered as 0) is estimated at 1,000,
 * the most it can be, so the estimate is never below what they would pay.
 */
import { groupThousands } from "../../../renderer-widgets/numberText.ts";
import { formatPence } from "./money.ts";
import { quoteText } from "./quoteText.ts";

const FEWEST_MILES_ESTIMATED = 1000;

/** Pence for a year: the upfront amount plus the declared miles at the mile rate (whole pence both). */
export function yearEstimate(upfront: number, pencePerMile: number, miles: number): number {
  return upfront + Math.max(miles, FEWEST_MILES_ESTIMATED) * pencePerMile;
}

export function PayPerMileEstimate({ upfront, pencePerMile, miles }: { upfront: number; pencePerMile: number; miles: number }) {
  const estimate = formatPence(yearEstimate(upfront, pencePerMile, miles));
  return (
    <>
      <p className="govuk-body" id="per-mile-estimate">
        {miles < FEWEST_MILES_ESTIMATED
          ? quoteText("perMileEstimateFewest", { estimate })
          : quoteText("perMileEstimate", { miles: groupThousands(miles), estimate })}
      </p>
      <p className="govuk-body" id="per-mile-billing">
        {quoteText("perMileBilling")}
      </p>
    </>
  );
}
