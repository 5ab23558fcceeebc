/** Renders the real app route table over a store, journeys and server calls (a fake unless given: see fakeApi), at a URL, for jsdom tests. */
import { Fragment, StrictMode } from "react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { Clock, ResolvedJourney } from "../../../src/engine/index.ts";
import { appRouteTable } from "../../../src/app/routes.tsx";
import { JourneyEnvironmentProvider, type JourneyLoading } from "../../../src/app/JourneyEnvironment.tsx";
import { QuoteStoreProvider } from "../../../src/store/QuoteStoreContext.tsx";
import type { QuoteStore } from "../../../src/store/quoteStore.ts";
import type { QuoteApi } from "../../../src/api/quoteApi.ts";
import { QuoteApiProvider } from "../../../src/api/QuoteApiContext.tsx";
import { fakeApi } from "./fakeApi.ts";
import { answerValidation } from "./answerValidation.ts";
import { loadFormCode } from "../../../src/app/formCodeLoader.ts";
// A journey page asks for the intro's module without waiting for it (JourneyPage.tsx). Loaded here
// first, a test that ends on a journey page leaves no import in flight as its environment goes.
import "../../../src/app/IntroModal.tsx";
// The app loads the form's code with the first journey (LoadedJourneyEnvironment); these tests give
// their journeys whole, so it is at hand before any renders, as it is for a journey page in the app.
await loadFormCode();

export function renderApp({
  journeys,
  clock,
  store,
  url,
  api = fakeApi(),
  strict = false,
  loading,
}: {
  journeys: Record<string, ResolvedJourney>;
  clock: Clock;
  store: QuoteStore;
  url: string;
  /** The server calls the pages make. */
  api?: QuoteApi;
  /** Under React's StrictMode, as the app runs in development: effects run twice. */
  strict?: boolean;
  /** How far journeys have loaded, for an app that loads them on demand (by default, all are at hand). */
  loading?: JourneyLoading;
}) {
  const router = createMemoryRouter(appRouteTable(journeys), { initialEntries: [url] });
  // Every path the router goes to. A page may send the user on at once (where a quote is due may be
  // a page this thin fixture cannot open), so a test can wait for the visit rather than for the
  // address to stay.
  const visited: string[] = [];
  router.subscribe((state) => void visited.push(state.location.pathname));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Mode = strict ? StrictMode : Fragment;
  const view = render(
    <Mode>
      <QuoteStoreProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <QuoteApiProvider api={api}>
            <JourneyEnvironmentProvider value={{ journeys, clock, ...answerValidation(journeys) }} loading={loading}>
              <RouterProvider router={router} />
            </JourneyEnvironmentProvider>
          </QuoteApiProvider>
        </QueryClientProvider>
      </QuoteStoreProvider>
    </Mode>,
  );
  return { router, visited, user: userEvent.setup(), view };
}
