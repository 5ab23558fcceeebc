/**
 * The app's own pages (the quote, buying, retrieve and exit pages): each is its own chunk, loaded
 * when its route opens, and prefetched while the browser is idle on the page before it, so moving
 * on shows no loading spinner.
 */
import { lazy, useEffect } from "react";
import { appPageIds, arrivedAppPage, loadAppPage, type AppPage } from "./appPageLoaders.ts";
import { whenIdle } from "./nextPaint.ts";

const appPages: Record<string, AppPage> = Object.fromEntries(
  appPageIds.map((id) => [id, lazy(async () => ({ default: await loadAppPage(id) }))]),
);

const shown: Record<string, AppPage> = {};

/**
 * A page whose chunk has arrived (the entry asks for the opened one) shows at once, without
 * suspending. Chosen once per page: switching from the lazy wrapper later would mount it again.
 */
const shownPage = (id: string): AppPage => (shown[id] ??= arrivedAppPage(id) ?? appPages[id]);

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
  const key = ids.filter((id) => Object.hasOwn(appPages, id)).join(",");
  useEffect(() => {
    if (!key) return;
    return whenIdle(() => key.split(",").forEach((id) => void loadAppPage(id).catch(() => undefined)));
  }, [key]);
}

export const isAppPage = (id: string): boolean => Object.hasOwn(appPages, id);

/** An app page, prefetching the pages it may lead to. */
export function AppPageRoute({ id, title }: { id: string; title: string }) {
  usePrefetchAppPages(nextPages[id] ?? []);
  const Page = shownPage(id);
  return <Page title={title} />;
}
