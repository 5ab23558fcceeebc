/**
 * The app's own pages' code, one chunk each, and which of them have arrived. Kept apart from the
 * React side (appPages.tsx) so the entry can ask for the opened page's chunk before the app starts,
 * and the first render can show that page rather than a spinner before it.
 */
import type { ComponentType } from "react";
import { appRoutes } from "./catalogue.ts";

export type AppPage = ComponentType<{ title: string }>;

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
  privacy: () => import("./pages/NoticePage.tsx").then((m) => m.PrivacyPage),
  cookies: () => import("./pages/NoticePage.tsx").then((m) => m.CookiesPage),
  help: () => import("./pages/NoticePage.tsx").then((m) => m.HelpPage),
};

const arrived: Record<string, AppPage> = {};

export const appPageIds = Object.keys(loaders);

/** Loads an app page's chunk (once: asking again costs nothing). */
export function loadAppPage(id: string): Promise<AppPage> {
  return loaders[id]().then((page) => (arrived[id] = page));
}

/** The page's component if its chunk has arrived. */
export const arrivedAppPage = (id: string): AppPage | undefined => arrived[id];

/**
 * The app pages that show nothing of any journey (their words are the catalogue's, their facts the
 * draft's): they open without waiting for the product's journey to arrive, which then loads behind
 * them. /retrieve asks for every journey itself, and only when it has a quote to retrieve.
 */
const journeyFreePages = new Set(["declined", "retrieve", "timeout", "incompatible", "privacy", "cookies", "help"]);

/** Whether the page at this address opens without a journey. */
export function opensWithoutJourney(pathname: string): boolean {
  const id = appPageAt(pathname);
  return id !== undefined && journeyFreePages.has(id);
}

/** The app page an address opens, if it is one. */
export function appPageAt(pathname: string): string | undefined {
  return appPageIds.find((id) => appRoutes[id]?.path === pathname);
}
