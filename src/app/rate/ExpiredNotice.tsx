/**
 * The retrieve message a retrieved quote brings to /rate (an expired quote's: its price was
 * updated). It is taken from the draft when the page opens, so it is shown for that visit only
 * and never for a later quote.
 */
import { useEffect, useState } from "react";
import { useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { retrieveText } from "../retrieve/retrieveText.ts";

export function ExpiredNotice() {
  const store = useQuoteStoreApi();
  const [message] = useState(() => {
    const notice = store.getState().draft.retrieveError;
    return typeof notice === "string" ? notice : undefined;
  });
  useEffect(() => {
    const { draft, setDraft } = store.getState();
    if (draft.retrieveError === undefined) return;
    const { retrieveError: _taken, ...rest } = draft;
    setDraft(rest);
  }, [store]);

  if (!message) return null;
  return (
    <div className="govuk-notification-banner" role="region" aria-labelledby="retrieve-notice-title" id="retrieve-notice">
      <div className="govuk-notification-banner__header">
        <h2 className="govuk-notification-banner__title" id="retrieve-notice-title">
          {retrieveText("quoteExpiredTitle")}
        </h2>
      </div>
      <div className="govuk-notification-banner__content">
        <p className="govuk-notification-banner__heading">{message}</p>
      </div>
    </div>
  );
}
