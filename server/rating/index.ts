/** The rating engine's public API: the server calls these; everything else in this folder is detail. */
export { loadRatingFiles } from "./ratingFiles.ts";
export { ratingInputs } from "./inputs.ts";
export { rate } from "./rate.ts";
export type * from "./types.ts";
