/**
 * What the app asks for before its own code has run: the current product's journey and the
 * reference data of the page the address opens (its lists are known from the build, without the
 * journey). Both are requested while the app's code downloads and starts, so a deep page (a
 * reload, a returning user) does not wait for a first render to find out what it needs. The entry
 * link has been applied by then, so the product and page are the ones the app will show.
 */
import type { ReferenceLists } from "../api/dataSources.ts";
import type { JourneySource, ProductJourney } from "./journeySource.ts";

export interface EarlyStart {
  product: string;
  journey: Promise<ProductJourney>;
  /** The journey once it has arrived, so a render after that need not wait for the promise. */
  loaded?: ProductJourney;
  /** The opened page's reference lists and their request, when the page reads any. */
  reference?: { route: string; lists: string[]; data: Promise<ReferenceLists> };
}

interface Opening {
  source: JourneySource;
  /** The product in the stored draft, if any. */
  storedProduct: unknown;
  /** Product id to page route to the lists the page reads. */
  referenceLists: Record<string, Record<string, string[]>>;
  pathname: string;
  referenceData(lists: string[]): Promise<ReferenceLists>;
}

export function startEarly({ source, storedProduct, referenceLists, pathname, referenceData }: Opening): EarlyStart {
  const product = typeof storedProduct === "string" && source.products.includes(storedProduct) ? storedProduct : source.defaultProduct;
  const early: EarlyStart = { product, journey: source.load(product) };
  early.journey.then((chunk) => (early.loaded = chunk), () => undefined);
  const lists = referenceLists[product]?.[pathname];
  if (lists) {
    const data = referenceData(lists);
    // The app's query reports a failure; until it takes the request over, one is not unhandled.
    data.catch(() => undefined);
    early.reference = { route: pathname, lists, data };
  }
  return early;
}
