/**
 * The cookie banner (until the consumer chooses), header, main and footer around every page, with the
 * page views and the idle timeout that belong to every page.
 */
import type { ReactNode } from "react";
import { Footer } from "./chrome/Footer.tsx";
import { PageTop } from "./chrome/PageTop.tsx";
import { usePageViews } from "./chrome/usePageViews.ts";
import { IdleTimeout } from "./idle/IdleTimeout.tsx";
import { AfterFirstPaint } from "./firstPaint.tsx";

export function Layout({ children }: { children: ReactNode }) {
  usePageViews();
  return (
    <>
      <PageTop />
      <div className="govuk-width-container">
        <main className="govuk-main-wrapper" id="main-content" tabIndex={-1}>
          {children}
        </main>
      </div>
      <AfterFirstPaint>
        <Footer />
      </AfterFirstPaint>
      <IdleTimeout />
    </>
  );
}
