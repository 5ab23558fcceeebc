/** The modules the journeys plugin (tools/journeysPlugin.ts) builds from the journey files. */
declare module "virtual:journeys" {
  import type { ProductJourney } from "./journeySource.ts";
  /** Every product id. */
  export const products: string[];
  /** The product whose journey serves before one is chosen. */
  export const defaultProduct: string;
  /** Journey page route (`/named/{index}/...` as written) to page id, over every product. */
  export const pageRoutes: Record<string, string>;
  /** Loads one product's journey chunk. */
  export function loadProduct(id: string): Promise<ProductJourney>;
}

declare module "virtual:journeys/*" {
  import type { ProductJourney } from "./journeySource.ts";
  export const journey: ProductJourney["journey"];
  export const answers: ProductJourney["answers"];
}

declare module "virtual:reference-data" {
  /** Product id to journey page route to the reference data that page reads (its lists' names, sorted); pages that read none are left out. */
  const referenceDataByProduct: Record<string, Record<string, string[]>>;
  export default referenceDataByProduct;
}
