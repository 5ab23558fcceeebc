/**
 * The app's entry, kept small: it asks at once for the current product's journey and the opened
 * page's reference data, then loads the app, so those requests run while the app's code downloads
 * and starts rather than after its first render. The entry asks for the app's code once the page's
 * static top (index.html) has been painted: on a slow connection its 97 KB would share the
 * bandwidth that first paint needs. On a journey page the journey's chunk asks for it sooner, with
 * the form's chunk (formCode.ts), which it imports two of ajv's helpers from and which imports the
 * app's (giving the helpers a chunk of their own put the app's start after the first paint, where
 * it counts as blocking time).
 */
import "govuk-frontend/dist/govuk/govuk-frontend.min.css";
import "./app.css";
// The widgets' styles come with the page's, not with the app's code after it.
import "../../renderer-widgets/widgets.css";
import { createQuoteStore } from "../store/quoteStore.ts";
import { graphqlClient } from "../api/client.ts";
import { beaconAdapter, linkErrorReporter } from "./errorReporting.ts";
import { createQuoteApi } from "../api/quoteApi.ts";
import referenceDataByProduct from "virtual:reference-data";
import { builtJourneys } from "./builtEnvironment.ts";
import { arrivedOrLate, startEarly, withEarlyReferenceData } from "./earlyStart.ts";
import { appPageAt, loadAppPage, opensWithoutJourney } from "./appPageLoaders.ts";
import { applyEntryQuery } from "./applyEntryQuery.ts";
import { comparisonSiteEvent, pageQuoteReference } from "./startup.ts";
import { track } from "./analytics.ts";
import { brand } from "./catalogue.ts";
import { nextPaint } from "./nextPaint.ts";

const store = createQuoteStore(window.sessionStorage);
// The entry link first: it may choose the product, and its query leaves the address bar (a link to "/"
// by the redirect to the page it is due, in the same navigation).
const entry = applyEntryQuery(store, window.location, window.history, pageQuoteReference(document));
const partnerEvent = entry && comparisonSiteEvent(entry, brand.comparisonSite.sourceOfBusiness);
if (partnerEvent) track(partnerEvent.name, partnerEvent.params);
// The server calls go to the server that sent the page; another host would pass its own. Their
// failures worth knowing about are reported to /client-errors.
const api = createQuoteApi(graphqlClient(window.location.origin, { reportLinkError: linkErrorReporter(beaconAdapter()) }));
const early = startEarly({
  source: builtJourneys,
  storedProduct: store.getState().draft.product,
  referenceDataByProduct,
  pathname: window.location.pathname,
  // The journey preload script may have asked for them already.
  referenceData: withEarlyReferenceData(api.referenceData),
  appPageCode: (pathname) => {
    const id = appPageAt(pathname);
    return id === undefined ? undefined : loadAppPage(id);
  },
  showsJourney: (pathname) => !opensWithoutJourney(pathname),
});
// The first render waits briefly for what the opened page needs, so that it is the page itself
// rather than a spinner and then the page (two renders and a paint more before the first input).
void Promise.all([nextPaint().then(() => import("./startApp.tsx")), arrivedOrLate(early)]).then(([{ startApp }]) =>
  startApp({ store, api, early }),
);
