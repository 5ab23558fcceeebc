/**
 * The rating-file fixture table: each folder under tests/fixtures/rating/lint is a root whose
 * car/manifest.json only marks car/ as a product, and whose car/rating.json shows one defect.
 */
import type { Expected } from "./expectedProblem.ts";

export const RATING_DEFECTS: Record<string, Expected[]> = {
  "missing-rating-file": [{ file: "car/rating.json", message: "missing: every product needs a rating file" }],
  "invalid-json": [{ file: "car/rating.json", message: "not valid JSON" }],
  "not-canonical": [{ file: "car/rating.json", message: "not in the canonical layout" }],
  "wrong-schema-path": [
    {
      file: "car/rating.json",
      message: '"$schema" is "../rating.schema.json" but rating.schema.json is at "../../../../../../journeys/rating.schema.json"',
    },
  ],
  "schema-typo": [{ file: "car/rating.json", message: 'factors[0]: unknown property "lable" (did you mean "label"?)' }],
  "bands-and-values": [{ file: "car/rating.json", message: "factors[0]: A factor has bands or values, not both." }],
  "unknown-input": [
    { file: "car/rating.json", message: 'factors[0].input: "driverAge" must be one of "policyholderAge", "youngestDriverAge"' },
  ],
  "bands-on-text-input": [
    {
      file: "car/rating.json",
      message: 'factors[2] "postcodeArea": bands need a number input, but postcodeArea is a string',
      check: "rating-values",
    },
  ],
  "boolean-value-key": [
    {
      file: "car/rating.json",
      message: 'factors[1] "protectedNcd".values: key "yes" can never match protectedNcd',
      check: "rating-values",
    },
  ],
  "band-overlap": [
    {
      file: "car/rating.json",
      message: 'factors[0] "driverAge".bands[1]: from 24 overlaps the band before (to 24)',
      check: "rating-bands",
    },
  ],
  "band-gap": [
    {
      file: "car/rating.json",
      message: 'factors[0] "driverAge".bands[1]: gap: nothing covers 25 (the band before ends at 24)',
      check: "rating-bands",
    },
  ],
  "band-order": [
    {
      file: "car/rating.json",
      message: 'factors[0] "driverAge".bands[1]: from 17 is below the band before (from 25); list bands lowest first',
      check: "rating-bands",
    },
  ],
  "band-to-below-from": [
    { file: "car/rating.json", message: 'factors[0] "driverAge".bands[1]: to 20 is below from 25', check: "rating-bands" },
  ],
  "open-band-not-last": [
    {
      file: "car/rating.json",
      message: 'compulsoryExcess.byPolicyholderAge[0]: only the last band may leave out "to"',
      check: "rating-bands",
    },
  ],
  "duplicate-factor-id": [
    { file: "car/rating.json", message: `factors[2]: id "protectedNcd" is also factors[1]'s`, check: "rating-duplicate" },
  ],
  "duplicate-voluntary-excess": [
    { file: "car/rating.json", message: "voluntaryExcess[2]: amount 25000 is also voluntaryExcess[1]'s", check: "rating-duplicate" },
  ],
  "no-zero-voluntary-excess": [{ file: "car/rating.json", message: "voluntaryExcess: must offer 0", check: "rating-excess" }],
  "mandatory-not-selected": [
    {
      file: "car/rating.json",
      message: 'addons[0] "BREAKDOWN_COVER": mandatory, so selectedByDefault must be true',
      check: "rating-addon",
    },
  ],
  "unknown-operator": [
    {
      file: "car/rating.json",
      message: 'underwriting[0] "more-than-6-points".when: unknown JsonLogic operator "ageAt"',
      check: "rating-rule-logic",
    },
  ],
  "unknown-input-in-logic": [
    {
      file: "car/rating.json",
      message: 'underwriting[0] "more-than-6-points".when: "points" is not a rating input',
      check: "rating-rule-input",
    },
  ],
  "pay-per-mile-with-monthly": [{ file: "car/rating.json", message: "payment: Pay per mile has no monthly plan." }],
  "factor-zero": [
    { file: "car/rating.json", message: "factors[0].bands[1].factor: 0 would make every price it applies to 0", check: "rating-factor" },
  ],
  "factor-not-a-number": [{ file: "car/rating.json", message: 'factors[1].missing: "1" is not a number', check: "rating-factor" }],
  "excess-order": [
    {
      file: "car/rating.json",
      message: "voluntaryExcess[2]: £250 comes after £500; list the amounts lowest first",
      check: "rating-excess",
    },
  ],
  "excess-factor-rising": [
    {
      file: "car/rating.json",
      message: "voluntaryExcess[2]: a £500 excess is priced higher (× 0.95) than £250 (× 0.93)",
      check: "rating-excess",
    },
  ],
  "addon-monthly-only": [{ file: "car/rating.json", message: "addons[0]: priced monthly only", check: "rating-addon" }],
  "stray-rating-file": [{ file: "old-car/rating.json", message: "not used: the folder has no manifest.json, so it is not a product" }],
};
