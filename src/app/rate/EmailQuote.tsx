/**
 * 'Email me this quote' on /rate: the server emails a link to the quote (its token stays out of
 * the page), and the page confirms with the masked address it went to, or says what went wrong.
 * A quote bought meanwhile (in another tab: ALREADY_TAKEN_UP) is shown as bought, on /complete.
 */
import { useQuoteApi } from "../../api/QuoteApiContext.tsx";
import { useClosedQuote } from "../buy/useClosedQuote.ts";
import { useSingleFlightMutation } from "../useSingleFlightMutation.ts";
import { rateLimitMessage } from "../retrieve/retrieveFailure.ts";
import { retrieveText } from "../retrieve/retrieveText.ts";

export function EmailQuote({ token, quoteRef }: { token: string; quoteRef: string }) {
  const { retrieve: retrieveCalls } = useQuoteApi();
  const { showBought } = useClosedQuote();
  const email = useSingleFlightMutation({ mutationFn: () => retrieveCalls.sendQuoteEmail(token, quoteRef), onError: showBought });
  const send = () => {
    if (!email.inFlight()) email.mutate();
  };
  const state = email.isPending
    ? { kind: "sending" as const }
    : email.isSuccess
      ? { kind: "sent" as const, sentTo: email.data }
      : email.isError
        ? { kind: "failed" as const, message: rateLimitMessage(email.error, retrieveText("emailTooMany")) ?? retrieveText("emailFailed") }
        : { kind: "idle" as const };

  return (
    <section className="app-email-quote" aria-label={retrieveText("emailButton")}>
      {/* Announced when it changes: the confirmation or the failure replaces nothing the user is reading. */}
      <div aria-live="polite" id="email-quote-status">
        {state.kind === "sent" && (
          <div className="govuk-notification-banner govuk-notification-banner--success" aria-labelledby="email-quote-title">
            <div className="govuk-notification-banner__header">
              <h2 className="govuk-notification-banner__title" id="email-quote-title">
                {retrieveText("emailSentTitle")}
              </h2>
            </div>
            <div className="govuk-notification-banner__content">
              <p className="govuk-notification-banner__heading">{retrieveText("emailSent", { sentTo: state.sentTo })}</p>
            </div>
          </div>
        )}
        {state.kind === "failed" && (
          <p className="govuk-error-message" id="email-quote-error">
            {state.message}
          </p>
        )}
      </div>
      <button
        type="button"
        className="govuk-button govuk-button--secondary"
        disabled={state.kind === "sending"}
        aria-describedby={state.kind === "failed" ? "email-quote-error" : undefined}
        onClick={send}
      >
        {state.kind === "sending" ? retrieveText("emailSending") : retrieveText("emailButton")}
      </button>
    </section>
  );
}
