/** The rating engine's public API: the server calls these; everything else in this folder is detail. */
export { loadRatingFiles, type RatingCatalogue } from "./ratingFiles.ts";
export { ratingInputs, ratingInputNames, ratingInputKinds, type RatingInputs, type RatingInputName } from "./inputs.ts";
export { rate, checkChoices } from "./rate.ts";
export { aprFromCashFlows, monthlyPlan, addonMonthlyCost, type CashFlow, type MonthlyPlan } from "./finance.ts";
export type { RatingFile } from "./fileFormat.ts";
export type * from "./types.ts";
