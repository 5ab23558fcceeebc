/**
 * The cookie banner (until the consumer chooses), header, main and footer around every page, with the
 * page views and the idle timeout that belong to every page.
 */
import type { ReactNode } from "react";
import { text } from "./catalogue.ts";
import { CookieBanner } from "./chrome/CookieBanner.tsx";
import { Footer } from "./chrome/Footer.tsx";
import { Header } from "./chrome/Header.tsx";
import { usePageViews } from "./chrome/usePageViews.ts";
import { IdleTimeout } from "./idle/IdleTimeout.tsx";
import { AfterFirstPaint } from "./firstPaint.tsx";

export function Layout({ children }: { children: ReactNode }) {
  usePageViews();
  return (
    <>
      <CookieBanner />
      <a href="#main-content" className="govuk-skip-link">
        {text("skipToContent")}
      </a>
      <Header />
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
