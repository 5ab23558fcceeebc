/**
 * The top of the page as HTML, for the build to write into index.html (tools/staticChromePlugin.ts):
 * the app's own PageTop as a first visit shows it, the cookie banner asking. So the page paints its
 * header and banner as soon as its HTML and styles arrive, before any script has run. Rendered at
 * build time only; the browser never loads this module.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { PageTop } from "./PageTop.tsx";

export function staticChromeMarkup(): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <PageTop />
    </MemoryRouter>,
  );
}
