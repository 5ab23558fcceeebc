/**
 * The app itself, started by the entry (main.tsx) with what it has already set up and asked for:
 * the store (with the entry link applied), the server calls and the early requests for the current
 * journey and the page's reference data.
 */
import { StrictMode, startTransition } from "react";
import { BrowserRouter } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { QuoteStore } from "../store/quoteStore.ts";
import { QuoteStoreProvider } from "../store/QuoteStoreContext.tsx";
import type { QuoteApi } from "../api/quoteApi.ts";
import { QuoteApiProvider } from "../api/QuoteApiContext.tsx";
import { AppRoutes } from "./routes.tsx";
import { builtJourneys, builtPageRoutes } from "./builtEnvironment.ts";
import { LoadedJourneyEnvironment } from "./LoadedJourneyEnvironment.tsx";
import { systemClock } from "./clock.ts";
import type { EarlyStart } from "./earlyStart.ts";
import type { JourneySource } from "./journeySource.ts";
import { referenceDataQueryKey } from "./referenceDataQueryKey.ts";
import { FirstPaint } from "./firstPaint.tsx";
import { nextTask } from "./nextPaint.ts";
import { loadFormCode } from "./formCodeLoader.ts";

export async function startApp({ store, api, early }: { store: QuoteStore; api: QuoteApi; early: EarlyStart }) {
  // The app's start in short tasks, each a task of its own, not one long one that holds the page:
  // the journey's code has just run, then React DOM's, then the first render, in slices.
  await nextTask();
  // React DOM makes five Error objects as its module starts. In a browser whose DevTools runtime is
  // on (Lighthouse, Playwright), each Error records a stack with lines and columns, and V8 re-parses
  // every function on that stack to find them: imported statically, React DOM starts at the top level
  // of the app's chunk, and the whole chunk (300 KB) is parsed again. Imported here, from a callback,
  // only React DOM's own code is (the chunk keeps it: vite.config.ts): 270 ms less at 4× CPU on a load.
  const { createRoot } = await import("react-dom/client");
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
  // The page's reference data, already asked for, goes under the key its page reads (the same lists):
  // set at once if it has arrived, so the first render is the page rather than a spinner before it.
  const asked = early.referenceData;
  if (asked?.loaded) queryClient.setQueryData(referenceDataQueryKey(asked.lists), asked.loaded);
  else if (asked)
    void queryClient.prefetchQuery({ queryKey: referenceDataQueryKey(asked.lists), queryFn: () => asked.data, staleTime: Infinity });
  // The journey asked for early is the one the environment loads, not a second request.
  const source: JourneySource = { ...builtJourneys, load: (id) => (id === early.product && early.journey) || builtJourneys.load(id) };
  // A journey at hand shows from the first render, with the form's code: its chunk came with the journey's.
  if (early.loaded) await loadFormCode();
  document.body.classList.add("js-enabled", "govuk-frontend-supported");
  await nextTask();
  const root = createRoot(document.getElementById("root")!);
  // A transition: React renders it in slices of a few milliseconds and yields between them. Rendered
  // at once, the first render was one task of some 340 ms at 4× CPU, most of Lighthouse's blocking time.
  startTransition(() =>
    root.render(
      <StrictMode>
        <FirstPaint>
          <QuoteStoreProvider store={store}>
            <QueryClientProvider client={queryClient}>
              <QuoteApiProvider api={api}>
                <LoadedJourneyEnvironment
                  source={source}
                  clock={systemClock}
                  initial={early.loaded && { [early.product]: early.loaded }}
                  behindThePage={!early.journey}
                >
                  <BrowserRouter>
                    <AppRoutes pageRoutes={builtPageRoutes} />
                  </BrowserRouter>
                </LoadedJourneyEnvironment>
              </QuoteApiProvider>
            </QueryClientProvider>
          </QuoteStoreProvider>
        </FirstPaint>
      </StrictMode>,
    ),
  );
}
