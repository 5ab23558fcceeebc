/**
 * /retrieve, "Retrieve your quote". The email's link is used at once: its token (and any quote
 * reference with it) retrieves the quote with no click, once every journey is at hand, so the
 * consumer lands on the quote. Otherwise, with a token kept from a timed-out quote (or left after
 * too many attempts), the page offers an optional quote reference (from the link or the host page)
 * and Retrieve quote. Without a token it says the email's link is needed. A failed retrieve leaves
 * the draft empty and says why, with a way to start a new quote; a quote already bought says so,
 * with its policy reference, and offers a new quote.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Spinner } from "../../../renderer-widgets/Spinner.tsx";
import { useQuote, useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { brand } from "../catalogue.ts";
import { ErrorSummary } from "../form/ErrorSummary.tsx";
import { TextField } from "../buy/TextField.tsx";
import { retrieveText } from "../retrieve/retrieveText.ts";
import { useRetrieve } from "../retrieve/useRetrieve.ts";
import { normaliseQuoteRef } from "../startup.ts";
import { useDocumentTitle } from "../useDocumentTitle.ts";
import { useJourneyLoading } from "../JourneyEnvironment.tsx";

export function RetrievePage({ title }: { title: string }) {
  const store = useQuoteStoreApi();
  const token = useQuote((s) => s.session.retrieveLink?.token);
  const offeredRef = useQuote((s) => s.session.retrieveLink?.quoteRef);
  const retrieveError = useQuote((s) => (typeof s.draft.retrieveError === "string" ? s.draft.retrieveError : undefined));
  const { retrieve, busy, tryAgain, bought } = useRetrieve();
  // A retrieved quote may be of any product: Retrieve quote waits until every journey is at hand.
  const { all: ready, loadAll } = useJourneyLoading();
  const [quoteRef, setQuoteRef] = useState(offeredRef ?? "");
  const [fieldError, setFieldError] = useState<string>();
  const [focusKey, setFocusKey] = useState(retrieveError ? 1 : 0);
  // Opening the email's link: nothing to fill in, only the wait, until the quote opens or the retrieve fails.
  const [opening, setOpening] = useState(() => store.getState().session.retrieveLink?.atOnce === true);

  // 'Quote not found' belongs to this page: leaving it, the empty draft must not carry it on to a later
  // quote. (A retrieved quote's message, 'Quote expired', goes on to the quote page.)
  useEffect(
    () => () => {
      const { draft, setDraft } = store.getState();
      if (draft.retrieveError !== undefined && draft.product === undefined) {
        const { retrieveError: _shown, ...rest } = draft;
        setDraft(rest);
      }
    },
    [store],
  );

  // Every journey is asked for only when there is a quote to retrieve: without a token the page only
  // says the email's link is needed, and four journeys more would cost it time for nothing.
  useEffect(() => {
    if (token && !ready) loadAll();
  }, [token, ready, loadAll]);

  // The link's token is used once: the mark goes before the call, so a reload (or React's second
  // effect run) does not ask again.
  useEffect(() => {
    const link = store.getState().session.retrieveLink;
    if (!ready || !link?.token || !link.atOnce) return;
    store.getState().setSession({ retrieveLink: { token: link.token, quoteRef: link.quoteRef } });
    void retrieve(link.token, link.quoteRef).then((found) => {
      if (found) return;
      setOpening(false);
      setFocusKey((k) => k + 1);
    });
    // Once every journey is at hand; `retrieve` is the same call whichever render made it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, store]);

  const message = tryAgain ?? retrieveError;
  const errors: Record<string, string> = { ...(fieldError ? { quoteRef: fieldError } : {}), ...(message ? { "": message } : {}) };
  useDocumentTitle(title, Object.keys(errors).length > 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token || busy || !ready) return;
    const typed = quoteRef.trim();
    const ref = normaliseQuoteRef(typed);
    if (typed !== "" && !ref) {
      setFieldError(retrieveText("quoteRefInvalid"));
      setFocusKey((k) => k + 1);
      return;
    }
    setFieldError(undefined);
    if (!(await retrieve(token, ref))) setFocusKey((k) => k + 1);
  };

  const startNew = (
    <Link
      to={brand.homeUrl}
      className={`govuk-button${token ? " govuk-button--secondary" : ""}`}
      draggable={false}
      onClick={() => store.getState().reset()}
    >
      {retrieveText("startNewQuote")}
    </Link>
  );

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <ErrorSummary errors={errors} focusKey={focusKey} />
        <h1 className="govuk-heading-l">{title}</h1>
        {bought ? (
          <>
            <BoughtNotice policyReference={bought} />
            {startNew}
          </>
        ) : opening ? (
          <Spinner label={retrieveText("retrieving")} />
        ) : token ? (
          <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
            <p className="govuk-body">{retrieveText("intro")}</p>
            <TextField
              name="quoteRef"
              label={retrieveText("quoteRefLabel")}
              hint={retrieveText("quoteRefHint")}
              error={fieldError}
              value={quoteRef}
              onValue={setQuoteRef}
              width="govuk-input--width-10"
              autoComplete="off"
              spellCheck={false}
            />
            {busy && <Spinner label={retrieveText("retrieving")} />}
            <div className="govuk-button-group">
              <button type="submit" className="govuk-button" disabled={busy || !ready}>
                {retrieveText("retrieveButton")}
              </button>
              {startNew}
            </div>
          </form>
        ) : (
          <>
            <p className="govuk-body" id="retrieve-needs-link">
              {retrieveText("noLink")}
            </p>
            {startNew}
          </>
        )}
      </div>
    </div>
  );
}

/** The link's quote was bought: never offered again, it names the policy it became. Focused as it appears, in place of the wait. */
function BoughtNotice({ policyReference }: { policyReference: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus({ preventScroll: true }), []);
  return (
    <div
      className="govuk-notification-banner"
      role="region"
      aria-labelledby="already-bought-title"
      id="already-bought"
      tabIndex={-1}
      ref={ref}
    >
      <div className="govuk-notification-banner__header">
        <h2 className="govuk-notification-banner__title" id="already-bought-title">
          {retrieveText("alreadyBoughtTitle")}
        </h2>
      </div>
      <div className="govuk-notification-banner__content">
        <p className="govuk-notification-banner__heading">{retrieveText("alreadyBought")}</p>
        <p className="govuk-body" id="already-bought-policy">
          {retrieveText("alreadyBoughtPolicy", { policyReference })}
        </p>
      </div>
    </div>
  );
}
