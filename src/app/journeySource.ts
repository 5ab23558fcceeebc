/** Where the app's journeys come from: a manifest known at start, and one chunk per product loaded on demand. */
import type { createPrecompiledValidator } from "@rjsf/validator-ajv8";
import type { AnswersSchema, ResolvedJourney } from "../engine/index.ts";

/** One product's chunk: its journey, and its answer schemas with their precompiled validator functions. */
export interface ProductJourney {
  journey: ResolvedJourney;
  answers: { schema: AnswersSchema; validateFns: Parameters<typeof createPrecompiledValidator>[0] };
}

export interface JourneySource {
  products: string[];
  /** The product whose journey serves before one is chosen. */
  defaultProduct: string;
  load(product: string): Promise<ProductJourney>;
}
