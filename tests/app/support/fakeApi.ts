/**
 * A stand-in for the app's server calls. Tests supply the calls they exercise; reference lists
 * are empty unless supplied, and any other call fails, as a call to a server that is not there would.
 */
import type { QuoteApi } from "../../../src/api/quoteApi.ts";

/** Any function a test offers for a call; the test's own assertions pin its shape. */
type Call = (...args: never) => unknown;
type Calls<T> = { [K in keyof T]?: Call };

export interface FakeCalls {
  dataSources?: Record<string, Call>;
  referenceData?: Call;
  rating?: Calls<QuoteApi["rating"]>;
  purchase?: Calls<QuoteApi["purchase"]>;
  retrieve?: Calls<QuoteApi["retrieve"]>;
}

const missing = (name: string) => () => Promise.reject(new Error(`${name} is not faked in this test`));

function group<T extends object>(name: string, keys: (keyof T & string)[], given: Calls<T> = {}): T {
  return Object.fromEntries(keys.map((key) => [key, given[key] ?? missing(`${name}.${key}`)])) as T;
}

export function fakeApi(calls: FakeCalls = {}): QuoteApi {
  return {
    dataSources: (calls.dataSources ?? {}) as QuoteApi["dataSources"],
    referenceData: (calls.referenceData ?? (async () => ({}))) as QuoteApi["referenceData"],
    rating: group<QuoteApi["rating"]>("rating", ["rateQuote", "repriceQuote"], calls.rating),
    purchase: group<QuoteApi["purchase"]>("purchase", ["bankValidation", "prepareTakeUp", "payLocalCard", "takeUpQuote"], calls.purchase),
    retrieve: group<QuoteApi["retrieve"]>("retrieve", ["retrieve", "sendQuoteEmail"], calls.retrieve),
  };
}
