/** `{page} | {brand} insurance`, prefixed "Error: " while the page shows errors. */
import { useLayoutEffect } from "react";
import { text } from "./catalogue.ts";

export function useDocumentTitle(page: string, hasErrors = false) {
  // In the commit that shows the page, so the title never lags behind a page that loaded lazily.
  useLayoutEffect(() => {
    document.title = `${hasErrors ? text("errorTitlePrefix") : ""}${text("documentTitle", { page })}`;
  }, [page, hasErrors]);
}
