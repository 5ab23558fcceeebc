/**
 * The cookie banner (until the consumer chooses), header, main and footer around every page, with the
 * page views and the idle timeout that belong to every page.
 */
import type { ReactNode } from "react";
import { Footer } from "./chrome/Footer.tsx";
import { PageMain } from "./chrome/PageMain.tsx";
import { PageTop } from "./chrome/PageTop.tsx";
import { usePageViews } from "./chrome/usePageViews.ts";
import { IdleTimeout } from "./idle/IdleTimeout.tsx";
import { AfterFirstPaint } from "./firstPaint.tsx";

export function Layout({ children }: { children: ReactNode }) {
  usePageViews();
  return (
    <>
      <PageTop />
      <PageMain>{children}</PageMain>
      <AfterFirstPaint>
        <Footer />
      </AfterFirstPaint>
      <IdleTimeout />
    </>
  );
}
