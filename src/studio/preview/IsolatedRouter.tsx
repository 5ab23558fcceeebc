/**
 * A router of the preview's own, inside the app's: a page's buttons and links move the preview,
 * not the studio. React Router refuses a router inside another, so the app router's location and
 * matched routes are hidden from the one inside.
 */
import type { ContextType, ReactNode } from "react";
import { MemoryRouter, UNSAFE_LocationContext, UNSAFE_RouteContext } from "react-router";

const NO_ROUTE = { outlet: null, matches: [], isDataRoute: false };

export function IsolatedRouter({ path, children }: { path: string; children: ReactNode }) {
  return (
    <UNSAFE_LocationContext.Provider value={null as unknown as ContextType<typeof UNSAFE_LocationContext>}>
      <UNSAFE_RouteContext.Provider value={NO_ROUTE}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </UNSAFE_RouteContext.Provider>
    </UNSAFE_LocationContext.Provider>
  );
}
