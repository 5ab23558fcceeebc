import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import "govuk-frontend/dist/govuk/govuk-frontend.min.css";
import "./app.css";
import { createQuoteStore } from "../store/quoteStore.ts";
import { QuoteStoreProvider } from "../store/QuoteStoreContext.tsx";
import { createRouter } from "./routes.tsx";
import { applyEntryQuery } from "./applyEntryQuery.ts";
import { comparisonSiteEvent, pageQuoteReference } from "./startup.ts";
import { track } from "./analytics.ts";
import { brand } from "./catalogue.ts";
import { builtEnvironment } from "./builtEnvironment.ts";
import { JourneyEnvironmentProvider } from "./JourneyEnvironment.tsx";

const store = createQuoteStore(window.sessionStorage);
const entry = applyEntryQuery(store, window.location, window.history, pageQuoteReference(document));
const partnerEvent = entry && comparisonSiteEvent(entry, brand.comparisonSite.sourceOfBusiness);
if (partnerEvent) track(partnerEvent.name, partnerEvent.params);
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
document.body.classList.add("js-enabled", "govuk-frontend-supported");

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QuoteStoreProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <JourneyEnvironmentProvider value={builtEnvironment}>
          <RouterProvider router={createRouter(builtEnvironment.journeys)} />
        </JourneyEnvironmentProvider>
      </QueryClientProvider>
    </QuoteStoreProvider>
  </StrictMode>,
);
