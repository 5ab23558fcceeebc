/** Header, main and footer around every page; brand and texts from configuration and catalogue. */
import type { ReactNode } from "react";
import { brand, text } from "./catalogue.ts";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main-content" className="govuk-skip-link">{text("skipToContent")}</a>
      <header className="govuk-header app-header">
        <div className="govuk-header__container govuk-width-container">
          <span className="govuk-header__logotype app-logo">{brand.logoText}</span>
          <span className="app-powered-by">{text("poweredBy", { provider: brand.poweredByText })}</span>
        </div>
      </header>
      <div className="govuk-width-container">
        <main className="govuk-main-wrapper" id="main-content" tabIndex={-1}>
          {children}
        </main>
      </div>
      <footer className="govuk-footer">
        <div className="govuk-width-container">
          <p className="govuk-body-s">{text("footerDisclaimer")}</p>
        </div>
      </footer>
    </>
  );
}
