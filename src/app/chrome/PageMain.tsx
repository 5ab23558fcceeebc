/**
 * The page's own part, below its top: the skip link's target, where each page renders. The build
 * draws it too, around the pages a first visit sees before the app has started (staticPages.tsx).
 */
import type { ReactNode } from "react";

export function PageMain({ children }: { children: ReactNode }) {
  return (
    <div className="govuk-width-container">
      <main className="govuk-main-wrapper" id="main-content" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
