/** Every route of §2: journey pages from the JSON, the rest from the route table. */
import { lazy, Suspense, useEffect, type JSX } from "react";
import { createBrowserRouter, Outlet, useLocation, useParams, type RouteObject } from "react-router";
import { withDefaults } from "../engine/index.ts";
import { useQuote, useQuoteStoreApi } from "../store/QuoteStoreContext.tsx";
import { journeyFor, useJourneyEnvironment } from "./JourneyEnvironment.tsx";
import type { ResolvedJourney } from "../engine/types.ts";
import { appRoutes, text, type TextKey } from "./catalogue.ts";
import { JourneyPage } from "./JourneyPage.tsx";
import { InfoPage } from "./pages/InfoPage.tsx";
import { RatePage } from "./pages/RatePage.tsx";
import { DeclinedPage } from "./pages/DeclinedPage.tsx";
import { TelematicsPage } from "./pages/TelematicsPage.tsx";
import { DdAgreementPage } from "./pages/DdAgreementPage.tsx";
import { DdPaymentPage } from "./pages/DdPaymentPage.tsx";
import { PaymentPage } from "./pages/PaymentPage.tsx";
import { CompletePage } from "./pages/CompletePage.tsx";
import { RetrievePage } from "./pages/RetrievePage.tsx";
import { TimeoutPage } from "./pages/TimeoutPage.tsx";
import { IncompatiblePage } from "./pages/IncompatiblePage.tsx";
import { DueRedirect } from "./DueRedirect.tsx";
import { Layout } from "./Layout.tsx";

/** The current product's page for this route; another product's page at the same id is not it. */
function CurrentJourneyPage({ pageId, route }: { pageId: string; route: string }) {
  const { journeys } = useJourneyEnvironment();
  const product = useQuote((s) => s.draft.product);
  const params = useParams();
  const journey = journeyFor(journeys, product);
  const page = journey.pages[pageId];
  const index = params.index === undefined ? undefined : Number(params.index);
  const slots = Number(journey.limits.namedDrivers ?? 0);
  if (!page || page.route !== route || (index !== undefined && !(Number.isInteger(index) && index >= 0 && index < slots))) return <DueRedirect />;
  return <JourneyPage key={`${journey.id}:${pageId}:${index ?? ""}`} journey={journey} pageId={pageId} index={index} />;
}

/** Keeps the draft filled with the current product's defaults (§3) and scrolls to top on navigation. */
function Root() {
  const store = useQuoteStoreApi();
  const { journeys, clock } = useJourneyEnvironment();
  const product = useQuote((s) => s.draft.product);
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const { draft, setDraft } = store.getState();
    const filled = withDefaults(journeyFor(journeys, product), draft, clock);
    if (filled !== draft) setDraft(filled);
  }, [product, store, journeys, clock]);
  // Each page opens at the top, unless the link names a place on it (the named-driver block).
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return (
    <Layout>
      <Outlet />
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

function journeyRoutes(journeys: Record<string, ResolvedJourney>): RouteObject[] {
  const ids = new Map<string, string>();
  for (const journey of Object.values(journeys)) {
    for (const id of journey.pageOrder) ids.set(journey.pages[id].route, id);
  }
  return [...ids].map(([route, id]) => ({
    path: route.replace("{index}", ":index"),
    element: <CurrentJourneyPage pageId={id} route={route} />,
  }));
}

const appPages: Record<string, (props: { title: string }) => JSX.Element> = {
  rate: RatePage,
  declined: DeclinedPage,
  telematics: TelematicsPage,
  ddagreement: DdAgreementPage,
  ddpayment: DdPaymentPage,
  payment: PaymentPage,
  complete: CompletePage,
  retrieve: RetrievePage,
  timeout: TimeoutPage,
  incompatible: IncompatiblePage,
};

function appRouteElement(id: string, title: string): JSX.Element {
  const Page = Object.hasOwn(appPages, id) ? appPages[id] : undefined;
  return Page ? <Page title={title} /> : <InfoPage title={title} body={infoBodies[id] ?? "placeholderBody"} />;
}

function appRouteObjects(): RouteObject[] {
  return Object.entries(appRoutes).map(([id, route]) => ({
    path: route.path.replace("{index}", ":index"),
    element: appRouteElement(id, route.title),
  }));
}

/** The route table; `journeys` decides which journey pages exist. */
export function appRouteTable(journeys: Record<string, ResolvedJourney>): RouteObject[] {
  const children: RouteObject[] = [
    { index: true, element: <DueRedirect /> },
    ...journeyRoutes(journeys),
    ...appRouteObjects(),
    { path: "*", element: <InfoPage title={text("fallbackTitle")} body="placeholderBody" /> },
  ];
  if (Showcase) {
    children.push({ path: "/dev/widgets", element: <Suspense><Showcase /></Suspense> });
  }
  return [{ path: "/", element: <Root />, children }];
}

export function createRouter(journeys: Record<string, ResolvedJourney>) {
  return createBrowserRouter(appRouteTable(journeys));
}
