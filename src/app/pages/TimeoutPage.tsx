/**
 * /timeout, where the idle timeout sends the user: opening it is the security reset. Every answer
 * is cleared, but a rated quote's token and reference stay in the store's session state, so Retrieve
 * quote brings the quote back through /retrieve (said beside it, for a quote never emailed); Start new
 * quote clears those too. The customer's channel stays too, so a comparison-site customer is given
 * their channel's number.
 */
import { useEffect } from "react";
import { Link } from "react-router";
import { useQuote, useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { customerPhone } from "../buy/channel.ts";
import { appRoutes, brand, text } from "../catalogue.ts";
import { useDocumentTitle } from "../useDocumentTitle.ts";

export function TimeoutPage({ title }: { title: string }) {
  const store = useQuoteStoreApi();
  const phone = useQuote((s) => customerPhone(s.draft, s.session.timedOutChannel));
  useDocumentTitle(title);
  useEffect(() => store.getState().timeOut(), [store]);

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">{text("timeoutBody")}</h1>
        <p className="govuk-body">{text("timeoutExplanation")}</p>
        <div className="govuk-button-group">
          {/* Links, as on /retrieve: in the page's HTML (staticPages.tsx) they work before the app has started. */}
          <Link to={brand.homeUrl} className="govuk-button" draggable={false} onClick={() => store.getState().reset()}>
            {text("startNewQuote")}
          </Link>
          <Link
            to={appRoutes.retrieve.path}
            className="govuk-button govuk-button--secondary"
            draggable={false}
            aria-describedby="timeout-retrieve-help"
          >
            {text("retrieveQuote")}
          </Link>
        </div>
        <p className="govuk-body" id="timeout-retrieve-help">
          {text("timeoutRetrieveHelp")}
        </p>
        <p className="govuk-body" id="timeout-phone">
          {text("timeoutCallUs", { phone })}
        </p>
      </div>
    </div>
  );
}
