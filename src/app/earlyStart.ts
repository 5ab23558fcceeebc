/**
 * What the app asks for before its own code has run: the current product's journey, the code of
 * the app page the address opens (rate, retrieve, ...) and the reference data of the journey page
 * it opens (its lists are known from the build, without the journey). All are requested while the
 * app's code downloads and starts, so a deep page (a reload, a returning user) does not wait for a
 * first render to find out what it needs, and the first render, which waits briefly for them, is
 * the page itself. The entry link has been applied by then, so the product and page are the ones
 * the app will show.
 */
import { referenceDataFrom } from "../api/dataSources.ts";
import type { ReferenceData } from "../engine/index.ts";
import type { ReferenceDataQuery } from "../api/generated/graphql.ts";
import { listsAt, takeEarlyReferenceData } from "./earlyReferenceData.ts";
import type { JourneySource, ProductJourney } from "./journeySource.ts";

export interface EarlyStart {
  product: string;
  /** Not asked for on a page that shows nothing of a journey: it loads behind that page. */
  journey?: Promise<ProductJourney>;
  /** The journey once it has arrived, so a render after that need not wait for the promise. */
  loaded?: ProductJourney;
  /** The opened app page's code (the quote, buying, retrieve and exit pages), when the address is one. */
  pageCode?: Promise<unknown>;
  /** The opened page's reference data (the lists it reads) and its request, when the page reads any; `loaded` once it has arrived. */
  referenceData?: { route: string; lists: string[]; data: Promise<ReferenceData>; loaded?: ReferenceData };
}

interface Opening {
  source: JourneySource;
  /** The product in the stored draft, if any. */
  storedProduct: unknown;
  /** Product id to page route to the reference data (the lists) the page reads. */
  referenceDataByProduct: Record<string, Record<string, string[]>>;
  pathname: string;
  referenceData(lists: string[]): Promise<ReferenceData>;
  /** Asks for the code of the app page at this address, if it is one. */
  appPageCode?(pathname: string): Promise<unknown> | undefined;
  /** Whether the page at this address shows a journey (so the first render waits for it); true if not said. */
  showsJourney?(pathname: string): boolean;
}

export function startEarly({
  source,
  storedProduct,
  referenceDataByProduct,
  pathname,
  referenceData,
  appPageCode,
  showsJourney,
}: Opening): EarlyStart {
  const product = typeof storedProduct === "string" && source.products.includes(storedProduct) ? storedProduct : source.defaultProduct;
  const journey = showsJourney?.(pathname) === false ? undefined : source.load(product);
  const early: EarlyStart = { product, journey, pageCode: appPageCode?.(pathname) };
  journey?.then(
    (chunk) => (early.loaded = chunk),
    () => undefined,
  );
  // The page's own lazy load reports a failure.
  early.pageCode?.catch(() => undefined);
  const lists = listsAt(referenceDataByProduct[product] ?? {}, pathname);
  if (lists) {
    const data = referenceData(lists);
    const asked: NonNullable<EarlyStart["referenceData"]> = { route: pathname, lists, data };
    early.referenceData = asked;
    // The app's query reports a failure; until it takes the request over, one is not unhandled.
    data.then(
      (arrived) => (asked.loaded = arrived),
      () => undefined,
    );
  }
  return early;
}

/**
 * `referenceData`, but lists the journey preload script has already asked for come from its answer.
 * An answer that failed or carries errors is asked for again, so that the request reports it.
 */
export function withEarlyReferenceData(
  referenceData: (lists: string[]) => Promise<ReferenceData>,
  takeEarly = takeEarlyReferenceData,
): (lists: string[]) => Promise<ReferenceData> {
  return (lists) => {
    const early = takeEarly(lists);
    return early ? early.then((answer) => referenceDataInAnswer(answer) ?? referenceData(lists)) : referenceData(lists);
  };
}

function referenceDataInAnswer(answer: unknown): ReferenceData | undefined {
  const { data, errors } = (answer ?? {}) as { data?: Partial<ReferenceDataQuery>; errors?: unknown };
  return Array.isArray(data?.referenceData) && errors === undefined ? referenceDataFrom(data.referenceData) : undefined;
}

/** How long the first render waits for the early requests before it shows the spinner in their place. */
export const EARLY_WAIT_MS = 1000;

/** Resolves when the journey, the page's code and its reference data have arrived (or failed), or after `waitMs`. */
export function arrivedOrLate(early: EarlyStart, waitMs = EARLY_WAIT_MS): Promise<void> {
  const settled = Promise.allSettled([early.journey, early.pageCode, early.referenceData?.data]).then(() => undefined);
  return Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}
