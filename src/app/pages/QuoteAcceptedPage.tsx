/** /rate until rating exists: confirms the server accepted the quote request, with its reference. */
import { useQuote } from "../../store/QuoteStoreContext.tsx";
import { text } from "../catalogue.ts";
import { useDocumentTitle } from "../useDocumentTitle.ts";
import { InfoPage } from "./InfoPage.tsx";

export function QuoteAcceptedPage({ title }: { title: string }) {
  const quoteRef = useQuote((s) => s.draft.quoteRef);
  useDocumentTitle(title);
  // Without an accepted request there is nothing to confirm (and redirecting would bounce back here).
  if (typeof quoteRef !== "string") return <InfoPage title={title} body="placeholderBody" />;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds govuk-panel govuk-panel--confirmation">
        <h1 className="govuk-panel__title">{text("quoteAcceptedTitle")}</h1>
        <div className="govuk-panel__body">{text("quoteAcceptedBody", { quoteRef })}</div>
      </div>
    </div>
  );
}
