/** A page view for every route the app shows, with the address made safe for analytics. */
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { safeLocation, trackPageView } from "../analytics.ts";

export function usePageViews() {
  const location = useLocation();
  // Once per history entry: StrictMode's second effect run, or a re-render, is not a new view.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (reported.current === location.key) return;
    reported.current = location.key;
    const url = new URL(`${location.pathname}${location.search}`, window.location.origin);
    trackPageView({ page_path: location.pathname, page_location: safeLocation(url) });
  }, [location]);
}
