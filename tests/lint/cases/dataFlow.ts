import type { Expected } from "../expectedProblem.ts";

const CLAIMS = "car/pages/claims.json";
const START = "car/pages/start.json";

/** Fixture folder (under tests/fixtures/journeys) to the errors it must produce, exactly. */
export const DEFECTS: Record<string, Expected[]> = {
  // start -> van-details -> rate, start -> claims -> rate: no path goes through both.
  "flow-cross-path": [
    {
      file: CLAIMS,
      message:
        'page "claims": rules[0].errorWhen reads "quote.van.bodyType", asked only on page "van-details", which is never on a path through "claims"',
    },
  ],
  // start -> van-details -> claims, start -> claims: the body type is missing for cars.
  "flow-not-on-every-path": [
    {
      file: CLAIMS,
      message:
        'page "claims": rules[0].errorWhen reads "quote.van.bodyType", asked only on page "van-details", which is not on every path to "claims", and has no fallback',
    },
  ],
  // start reads what van-details, after it, asks.
  "flow-forward-read": [
    {
      file: START,
      message:
        'page "start": rules[0].errorWhen reads "quote.van.bodyType", asked only on later page "van-details": a forward read without a fallback',
    },
  ],
  "flow-forward-read-unmarked": [
    {
      file: START,
      message:
        'asked only on later page "van-details": a forward read; it has a fallback, so mark the allowance with "lint": {"forward-read": "<why>"} on this rule',
    },
  ],
  "flow-forward-read-marked-without-fallback": [
    {
      file: START,
      message: 'asked only on later page "van-details": a forward read without a fallback stays an error even when marked "forward-read"',
    },
  ],
  // Within one driver's pass of the named chain, named-personal comes before named-history; the
  // way back through final starts the next driver's pass, so it does not put history first.
  "flow-named-forward-read": [
    {
      file: "car/pages/named-personal.json",
      message:
        'page "named-personal": field "dob" rules[0].errorWhen reads "driver.history.years", asked only on later page "named-history": a forward read without a fallback',
    },
  ],
};

/** Fixture folders that must lint without errors. */
export const FEATURES: string[] = [
  "flow-reads-in-order", // asked on both branches of a fork, or set by an earlier outcome: read after the join
  "flow-named-drivers", // the named chain hangs off the page that opens it; that page may read its optional slots
  "flow-not-on-every-path-fallback", // an answer asked on some paths only, read with a fallback
  "flow-forward-read-marked", // forward reads with a fallback ({"var": [x, d]} and an "if" testing x), marked
  "flow-not-on-every-path-suppressed", // the not-on-every-path check silenced with a reason
  "flow-cross-path-suppressed", // the cross-path check silenced with a reason
];
