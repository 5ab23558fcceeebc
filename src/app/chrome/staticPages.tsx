/**
 * The words of the pages a first visit may open on (staticPageChoice.ts), as HTML for the build to
 * write into index.html under the static top (tools/staticChromePlugin.ts). Each is the app's own
 * page in the app's own main, rendered as a visitor with nothing kept sees it (a fresh store), in a
 * box of its own that the stylesheet shows only when the head script has chosen it. The app's first
 * render puts the same elements in the same place. Rendered at build time only; the browser never
 * loads this module.
 */
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { QuoteApi } from "../../api/quoteApi.ts";
import { QuoteApiProvider } from "../../api/QuoteApiContext.tsx";
import { createQuoteStore } from "../../store/quoteStore.ts";
import { QuoteStoreProvider } from "../../store/QuoteStoreContext.tsx";
import { appRoutes } from "../catalogue.ts";
import { JourneyEnvironmentProvider, type JourneyEnvironment } from "../JourneyEnvironment.tsx";
import { RetrievePage } from "../pages/RetrievePage.tsx";
import { TimeoutPage } from "../pages/TimeoutPage.tsx";
import { PageMain } from "./PageMain.tsx";
import { STATIC_PAGE_IDS, type StaticPageId } from "./staticPageChoice.ts";

const pages: Record<StaticPageId, ComponentType<{ title: string }>> = { timeout: TimeoutPage, retrieve: RetrievePage };

/** Shows nothing on its own: the stylesheet shows the one the head script chose. */
export const STATIC_PAGES_CLASS = "app-static-pages";
export const staticPageClass = (id: StaticPageId): string => `app-static-page app-static-page--${id}`;

// Rendering, a page only reads which server calls and journeys there are; it calls and reads none of them.
const unusedApi = {} as QuoteApi;
const unusedEnvironment = {} as JourneyEnvironment;

export function staticPagesMarkup(): string {
  return renderToStaticMarkup(
    <QuoteStoreProvider store={createQuoteStore()}>
      <QuoteApiProvider api={unusedApi}>
        <JourneyEnvironmentProvider value={unusedEnvironment}>
          <MemoryRouter>
            <div className={STATIC_PAGES_CLASS}>
              <PageMain>
                {STATIC_PAGE_IDS.map((id) => {
                  const Page = pages[id];
                  return (
                    <div key={id} className={staticPageClass(id)}>
                      <Page title={appRoutes[id].title} />
                    </div>
                  );
                })}
              </PageMain>
            </div>
          </MemoryRouter>
        </JourneyEnvironmentProvider>
      </QuoteApiProvider>
    </QuoteStoreProvider>,
  );
}
