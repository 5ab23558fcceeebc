/**
 * A page view for every route the app shows, with the address made safe for analytics, once the
 * consumer has accepted analytics cookies: the page they accept on is reported then.
 */
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { safeLocation, trackPageView } from "../analytics.ts";
import { useConsent } from "../consent.ts";

export function usePageViews() {
  const location = useLocation();
  const accepted = useConsent().choice === "accepted";
  // Once per history entry: StrictMode's second effect run, or a re-render, is not a new view.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!accepted || reported.current === location.key) return;
    reported.current = location.key;
    const url = new URL(`${location.pathname}${location.search}`, window.location.origin);
    trackPageView({ page_path: location.pathname, page_location: safeLocation(url) });
  }, [location, accepted]);
}
