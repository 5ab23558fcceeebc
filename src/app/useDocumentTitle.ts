/** `{page} | {brand} insurance`, prefixed "Error: " while the page shows errors. */
import { useEffect } from "react";
import { text } from "./catalogue.ts";

export function useDocumentTitle(page: string, hasErrors = false) {
  useEffect(() => {
    document.title = `${hasErrors ? text("errorTitlePrefix") : ""}${text("documentTitle", { page })}`;
  }, [page, hasErrors]);
}
