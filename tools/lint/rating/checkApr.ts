/**
 * The monthly plan's terms against the representative APR the catalogue states (the quote page's
 * representative example, common/catalogue-declarations.json): the APR is worked out from the
 * plan's own cash flows (server/rating/finance.ts) for a representative price, as the quote page
 * shows it, so a changed rate, deposit, fee or instalment count that moves it is caught.
 */
import type { RatingFile } from "../../../server/rating/fileFormat.ts";
import { monthlyPlan } from "../../../server/rating/finance.ts";
import { error, type Problem } from "../problem.ts";

/** £1,000: well above the prices where rounding instalments to the penny moves the APR. */
const REPRESENTATIVE_PRICE = 100_000;

export function aprProblems(file: string, rating: RatingFile, stated: { apr: number; file: string } | undefined): Problem[] {
  const terms = rating.payment.monthly;
  if (!terms || !stated) return [];
  const apr = monthlyPlan(REPRESENTATIVE_PRICE, terms).typicalApr;
  if (apr === stated.apr) return [];
  return [
    error(
      file,
      `payment.monthly: these terms give a representative ${apr}% APR (on £1,000), but ${stated.file} states ${stated.apr}%: change the terms back, or the stated APR with the finance provider's agreement`,
      {
        check: "rating-apr",
        pointer: "/payment/monthly",
      },
    ),
  ];
}
