/** Where the app's journeys come from: a manifest known at start, and one chunk per product loaded on demand. */
import type { CompiledValidator, ResolvedJourney } from "../engine/index.ts";

/** One product's chunk: its journey and the precompiled validators of its fields. */
export interface ProductJourney {
  journey: ResolvedJourney;
  validators: Record<string, CompiledValidator>;
}

export interface JourneySource {
  products: string[];
  /** The product whose journey serves before one is chosen. */
  defaultProduct: string;
  load(product: string): Promise<ProductJourney>;
}
