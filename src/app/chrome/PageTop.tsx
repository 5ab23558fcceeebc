/**
 * The top of every page: the cookie banner (until the consumer chooses), the skip link and the
 * header. The build draws it into index.html too (staticChrome.tsx), so the page shows it before
 * its script has run, and the app's first render puts the same elements in the same place.
 */
import { text } from "../catalogue.ts";
import { CookieBanner } from "./CookieBanner.tsx";
import { Header } from "./Header.tsx";

export function PageTop() {
  return (
    <>
      <CookieBanner />
      <a href="#main-content" className="govuk-skip-link">
        {text("skipToContent")}
      </a>
      <Header />
    </>
  );
}
