import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import "govuk-frontend/dist/govuk/govuk-frontend.min.css";
import "./app.css";
import { createQuoteStore } from "../store/quoteStore.ts";
import { QuoteStoreProvider } from "../store/QuoteStoreContext.tsx";
import { AppRoutes } from "./routes.tsx";
import { applyEntryQuery } from "./applyEntryQuery.ts";
import { comparisonSiteEvent, pageQuoteReference } from "./startup.ts";
import { track } from "./analytics.ts";
import { brand } from "./catalogue.ts";
import { builtJourneys, builtPageRoutes } from "./builtEnvironment.ts";
import { LoadedJourneyEnvironment } from "./LoadedJourneyEnvironment.tsx";
import { systemClock } from "./clock.ts";
import { graphqlClient } from "../api/client.ts";
import { createQuoteApi } from "../api/quoteApi.ts";
import { QuoteApiProvider } from "../api/QuoteApiContext.tsx";

const store = createQuoteStore(window.sessionStorage);
const entry = applyEntryQuery(store, window.location, window.history, pageQuoteReference(document));
const partnerEvent = entry && comparisonSiteEvent(entry, brand.comparisonSite.sourceOfBusiness);
if (partnerEvent) track(partnerEvent.name, partnerEvent.params);
// The server calls go to the server that sent the page; another host would pass its own.
const api = createQuoteApi(graphqlClient(window.location.origin));
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
document.body.classList.add("js-enabled", "govuk-frontend-supported");

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QuoteStoreProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <QuoteApiProvider api={api}>
          <LoadedJourneyEnvironment source={builtJourneys} clock={systemClock}>
            <BrowserRouter>
              <AppRoutes pageRoutes={builtPageRoutes} />
            </BrowserRouter>
          </LoadedJourneyEnvironment>
        </QuoteApiProvider>
      </QueryClientProvider>
    </QuoteStoreProvider>
  </StrictMode>,
);
