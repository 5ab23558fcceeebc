/** Every route of the app: journey pages from the JSON, the rest from the route table. */
import { lazy, Suspense, useEffect, useMemo, useState, type JSX } from "react";
import { Outlet, useLocation, useParams, useRoutes, type RouteObject } from "react-router";
import { isNamedSlot, withDefaults, type ResolvedJourney, type ResolvedPage } from "../engine/index.ts";
import { useQuote, useQuoteStoreApi } from "../store/QuoteStoreContext.tsx";
import { journeyFor, useJourneyEnvironment, useJourneyLoading } from "./JourneyEnvironment.tsx";
import { appRoutes, type TextKey } from "./catalogue.ts";
import { useFormCode } from "./formCodeLoader.ts";
import { InfoPage } from "./pages/InfoPage.tsx";
import { NotFoundPage } from "./pages/NotFoundPage.tsx";
import { AppPageRoute, isAppPage, usePrefetchAppPages } from "./appPages.tsx";
import { opensWithoutJourney } from "./appPageLoaders.ts";
import { LoadingPage } from "./LoadingPage.tsx";
import { DueRedirect } from "./DueRedirect.tsx";
import { policyOf } from "./buy/purchase.ts";
import { Layout } from "./Layout.tsx";

/**
 * The current product's page for this route; another product's page at the same id is not it. A
 * bought quote's pages are not shown: it is never changed or offered again (DueRedirect: /complete).
 */
function CurrentJourneyPage({ pageId, route }: { pageId: string; route: string }) {
  const { JourneyPage } = useFormCode();
  const { journeys } = useJourneyEnvironment();
  const product = useQuote((s) => s.draft.product);
  const bought = useQuote((s) => policyOf(s.draft) !== undefined);
  const params = useParams();
  const journey = journeyFor(journeys, product);
  const page = journey.pages[pageId];
  const index = params.index === undefined ? undefined : Number(params.index);
  usePrefetchAppPages(page ? nextTargets(page) : []);
  if (bought || !page || page.route !== route || (index !== undefined && !isNamedSlot(journey, index))) return <DueRedirect />;
  return <JourneyPage key={`${journey.id}:${pageId}:${index ?? ""}`} journey={journey} pageId={pageId} index={index} />;
}

/** Keeps the draft filled with the current product's defaults (in every unanswered field that has one) and scrolls to top on navigation. */
function Root() {
  const store = useQuoteStoreApi();
  const { journeys, clock } = useJourneyEnvironment();
  const loading = useJourneyLoading();
  const loadedNow = loading.current;
  const product = useQuote((s) => s.draft.product);
  const { pathname, hash } = useLocation();
  useEffect(() => {
    // Another product's journey, shown while this one loads, has other defaults.
    if (!loadedNow) return;
    const { draft, setDraft } = store.getState();
    const filled = withDefaults(journeyFor(journeys, product), draft, clock);
    if (filled !== draft) setDraft(filled);
  }, [product, store, journeys, clock, loadedNow]);
  // Each page opens at the top, unless the link names a place on it (the named-driver block).
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  // The page shown when the product changed stays while its journey loads; another page waits for it,
  // unless it shows nothing of a journey.
  const [settledPath, setSettledPath] = useState(pathname);
  if (loading.current && settledPath !== pathname) setSettledPath(pathname);
  const withoutJourney = opensWithoutJourney(pathname);
  const showPage = withoutJourney || (loading.usable && (loading.current || settledPath === pathname));
  return (
    <Layout>
      {loading.failed && !withoutJourney ? (
        <InfoPage title={appRoutes.error.title} body="errorBody" />
      ) : showPage ? (
        <Suspense fallback={<LoadingPage />}>
          <Outlet />
        </Suspense>
      ) : (
        <LoadingPage />
      )}
    </Layout>
  );
}

const infoBodies: Record<string, TextKey> = {
  error: "errorBody",
};

// The widget showcase exists for development and browser tests only; production builds leave it out.
const showcaseModule =
  import.meta.env.MODE === "production"
    ? undefined
    : import.meta.glob<{ default: () => JSX.Element }>("../../renderer-widgets/showcase/WidgetShowcase.tsx")[
        "../../renderer-widgets/showcase/WidgetShowcase.tsx"
      ];
const Showcase = showcaseModule && lazy(showcaseModule);

// The journey studio exists in the dev server only (npm run studio): no build has it, nor its route
// (every build makes import.meta.hot undefined, whatever its mode).
const studioModule = import.meta.hot
  ? import.meta.glob<{ default: () => JSX.Element }>("../studio/StudioPage.tsx")["../studio/StudioPage.tsx"]
  : undefined;
const Studio = studioModule && lazy(studioModule);

/** Where a journey page may lead besides its own journey: the app pages worth prefetching. */
function nextTargets(page: ResolvedPage): string[] {
  return [
    ...page.next.map((edge) => edge.to),
    ...(page.actions ?? []).flatMap((a) => (a.then ?? []).flatMap((o) => (o.goTo ? [o.goTo] : []))),
  ];
}

/** Each journey page's route and page id, over every product (products share routes). */
export function pageRoutesOf(journeys: Record<string, ResolvedJourney>): Record<string, string> {
  const routes: Record<string, string> = {};
  for (const journey of Object.values(journeys)) {
    for (const id of journey.pageOrder) routes[journey.pages[id].route] = id;
  }
  return routes;
}

function journeyRoutes(pageRoutes: Record<string, string>): RouteObject[] {
  return Object.entries(pageRoutes).map(([route, id]) => ({
    path: route.replace("{index}", ":index"),
    element: <CurrentJourneyPage pageId={id} route={route} />,
  }));
}

function appRouteElement(id: string, title: string): JSX.Element {
  if (!isAppPage(id)) return Object.hasOwn(infoBodies, id) ? <InfoPage title={title} body={infoBodies[id]} /> : <NotFoundPage />;
  return <AppPageRoute id={id} title={title} />;
}

function appRouteObjects(): RouteObject[] {
  return Object.entries(appRoutes).map(([id, route]) => ({
    path: route.path.replace("{index}", ":index"),
    element: appRouteElement(id, route.title),
  }));
}

/** The route table; `journeys` (or, before they load, their page routes) decides which journey pages exist. */
export function appRouteTable(journeys: Record<string, ResolvedJourney>, pageRoutes = pageRoutesOf(journeys)): RouteObject[] {
  const children: RouteObject[] = [
    { index: true, element: <DueRedirect /> },
    ...journeyRoutes(pageRoutes),
    ...appRouteObjects(),
    { path: "*", element: <NotFoundPage /> },
  ];
  if (Showcase) {
    children.push({
      path: "/dev/widgets",
      element: (
        <Suspense>
          <Showcase />
        </Suspense>
      ),
    });
  }
  const table: RouteObject[] = [{ path: "/", element: <Root />, children }];
  // Outside the app's layout: the studio draws pages itself, several at a time.
  if (Studio)
    table.push({
      path: "/studio",
      element: (
        <Suspense>
          <Studio />
        </Suspense>
      ),
    });
  return table;
}

/** The app's routes, mounted under a declarative router (BrowserRouter): the app uses no data-router features, and the declarative one is half the size. */
export function AppRoutes({ pageRoutes }: { pageRoutes: Record<string, string> }) {
  const table = useMemo(() => appRouteTable({}, pageRoutes), [pageRoutes]);
  return useRoutes(table);
}
