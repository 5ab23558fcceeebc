/**
 * The app's own pages (the quote, buying, retrieve and exit pages): each is its own chunk, loaded
 * when its route opens, and prefetched while the browser is idle on the page before it, so moving
 * on shows no loading spinner.
 */
import { lazy, useEffect, type ComponentType } from "react";

type AppPage = ComponentType<{ title: string }>;

const loaders: Record<string, () => Promise<AppPage>> = {
  rate: () => import("./pages/RatePage.tsx").then((m) => m.RatePage),
  declined: () => import("./pages/DeclinedPage.tsx").then((m) => m.DeclinedPage),
  telematics: () => import("./pages/TelematicsPage.tsx").then((m) => m.TelematicsPage),
  ddagreement: () => import("./pages/DdAgreementPage.tsx").then((m) => m.DdAgreementPage),
  ddpayment: () => import("./pages/DdPaymentPage.tsx").then((m) => m.DdPaymentPage),
  payment: () => import("./pages/PaymentPage.tsx").then((m) => m.PaymentPage),
  complete: () => import("./pages/CompletePage.tsx").then((m) => m.CompletePage),
  retrieve: () => import("./pages/RetrievePage.tsx").then((m) => m.RetrievePage),
  timeout: () => import("./pages/TimeoutPage.tsx").then((m) => m.TimeoutPage),
  incompatible: () => import("./pages/IncompatiblePage.tsx").then((m) => m.IncompatiblePage),
};

const appPages: Record<string, AppPage> = Object.fromEntries(
  Object.entries(loaders).map(([id, load]) => [id, lazy(async () => ({ default: await load() }))]),
);

/** Where each app page may send the user next. */
const nextPages: Record<string, string[]> = {
  rate: ["telematics", "declined", "incompatible"],
  declined: ["rate"],
  telematics: ["ddagreement", "payment"],
  ddagreement: ["ddpayment"],
  ddpayment: ["payment", "complete"],
  payment: ["complete"],
  timeout: ["retrieve"],
};

/** Loads these app pages' chunks once the browser is idle (a chunk loads once; asking again costs nothing). */
export function usePrefetchAppPages(ids: string[]): void {
  const key = ids.filter((id) => Object.hasOwn(loaders, id)).join(",");
  useEffect(() => {
    if (!key) return;
    const prefetch = () => key.split(",").forEach((id) => void loaders[id]().catch(() => undefined));
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(prefetch, 1);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(prefetch, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, [key]);
}

export const isAppPage = (id: string): boolean => Object.hasOwn(appPages, id);

/** An app page, prefetching the pages it may lead to. */
export function AppPageRoute({ id, title }: { id: string; title: string }) {
  usePrefetchAppPages(nextPages[id] ?? []);
  const Page = appPages[id];
  return <Page title={title} />;
}
