/** /declined, "Unable to quote": why, as a category the catalogue words (never the internal rule), and a fresh start. */
import { Link, Navigate } from "react-router";
import { useQuote, useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { appRoutes } from "../catalogue.ts";
import { DueRedirect } from "../DueRedirect.tsx";
import { useDocumentTitle } from "../useDocumentTitle.ts";
import { declineReason, quoteText } from "../rate/quoteText.ts";
import { isPriced, rateOf } from "../rate/rateOutcome.ts";

export function DeclinedPage({ title }: { title: string }) {
  const store = useQuoteStoreApi();
  const rate = useQuote((s) => rateOf(s.draft));
  useDocumentTitle(title);
  if (!rate) return <DueRedirect />;
  if (isPriced(rate)) return <Navigate to={appRoutes.rate.path} replace />;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">{title}</h1>
        <p className="govuk-body">{quoteText("declinedBody")}</p>
        <p className="govuk-body" id="decline-reason">
          {declineReason(rate.ratingOutcome.declineCategory)}
        </p>
        <Link to="/product" className="govuk-button" draggable={false} onClick={() => store.getState().reset()}>
          {quoteText("declinedStartAgain")}
        </Link>
      </div>
    </div>
  );
}
