/**
 * /rate, "Your quote": the reference, the price for the chosen payment method, the addons and the
 * voluntary excess (each change is priced again by the server), the excesses, the NCD note and,
 * for monthly payments, the representative example; for pay per mile, a year's estimate. A rating
 * without a price is not shown here,
 * nor a bought quote, which is never offered again: /complete shows its policy. A price paid for
 * one way cannot be paid the other: choosing it says so.
 */
import { useEffect, useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { getPath, setPath } from "../../engine/index.ts";
import type { PaymentMethod, RateResponse } from "../../api/rateResponse.ts";
import { Spinner } from "../../../renderer-widgets/Spinner.tsx";
import { useQuote, useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { appRoutes } from "../catalogue.ts";
import { DueRedirect } from "../DueRedirect.tsx";
import { ErrorSummary } from "../form/ErrorSummary.tsx";
import { useDocumentTitle } from "../useDocumentTitle.ts";
import { usePendingErrors } from "../usePendingErrors.ts";
import { AddonsChoice } from "../rate/AddonsChoice.tsx";
import { ExcessChoice } from "../rate/ExcessChoice.tsx";
import { ExcessTable } from "../rate/ExcessTable.tsx";
import { PaymentChoice } from "../rate/PaymentChoice.tsx";
import { QuotePrice } from "../rate/QuotePrice.tsx";
import { PayPerMileEstimate } from "../rate/PayPerMileEstimate.tsx";
import { RepresentativeExample } from "../rate/RepresentativeExample.tsx";
import { quoteErrorText, quoteText } from "../rate/quoteText.ts";
import { useQuoteViewAnalytics } from "../rate/quoteViewAnalytics.ts";
import { choiceOf, isPriced, paymentOptionsOf, rateOf, shownMethod, unpricedRoute } from "../rate/rateOutcome.ts";
import { useReprice } from "../rate/useReprice.ts";
import { EmailQuote } from "../rate/EmailQuote.tsx";
import { ExpiredNotice } from "../rate/ExpiredNotice.tsx";
import { policyOf, purchaseBy } from "../buy/purchase.ts";

export function RatePage({ title }: { title: string }) {
  const rate = useQuote((s) => rateOf(s.draft));
  const bought = useQuote((s) => policyOf(s.draft) !== undefined);
  if (!rate || bought) return <DueRedirect />;
  if (!isPriced(rate)) return <Navigate to={appRoutes[unpricedRoute(rate)].path} replace />;
  return <PricedQuote rate={rate} title={title} />;
}

function PricedQuote({ rate, title }: { rate: RateResponse; title: string }) {
  const store = useQuoteStoreApi();
  const navigate = useNavigate();
  const { search } = useLocation();
  const product = useQuote((s) => s.draft.product);
  const answered = useQuote((s) => getPath(s.draft, "final.paymentMethod")) as PaymentMethod | undefined;
  const selected = useQuote((s) => s.session.selectedPaymentMethod);
  const draftToken = useQuote((s) => s.draft.token);
  // Declared on the vehicle use page (pay per mile insures cars only); 0 stands for fewer than 1,000.
  const miles = useQuote((s) => Number(getPath(s.draft, "car.miles") ?? 0));
  const paidOption = useQuote((s) => s.session.buy?.paidOption);
  const reprice = useReprice();
  const [wayRefused, setWayRefused] = useState(0);
  // Sent back from buying with a new price (a stale outcome or an expired quote): say why.
  const notice = usePendingErrors("rate");
  const outcome = rate.ratingOutcome;
  // Paid for one way already (QUOTE_PAID), as the server said: that payment is what buying takes up.
  const paidWay =
    paidOption?.underwritingOutcomeResponseId === outcome.underwritingOutcomeResponseId
      ? purchaseBy(rate, paidOption.paymentCollectionOptionCode)?.method
      : undefined;
  const refusal = wayRefused > 0 && paidWay ? quoteErrorText(paidWay === "MONTHLY" ? "paidMonthly" : "paidAnnually") : undefined;
  useDocumentTitle(title, reprice.failures > 0 || refusal !== undefined);
  useQuoteViewAnalytics(rate, search, product);
  // Kept beside the draft: the payment method starts as the one answered on /final.
  useEffect(() => {
    if (answered) store.getState().setSession({ selectedPaymentMethod: answered });
  }, [answered, store]);

  const options = paymentOptionsOf(outcome);
  const method = shownMethod(selected ?? answered, options);
  const choice = reprice.pending ?? choiceOf(outcome);
  const busy = reprice.pending !== null;

  // The choice is kept on /final too, so going back and rating again keeps it.
  const choosePayment = (next: PaymentMethod) => {
    if (paidWay && next !== paidWay) {
      setWayRefused((n) => n + 1);
      return;
    }
    const { draft, setDraft, setSession } = store.getState();
    setSession({ selectedPaymentMethod: next });
    setDraft(setPath(draft, "final.paymentMethod", next));
  };

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <ErrorSummary
          errors={reprice.error ? { "": reprice.error } : refusal ? { "": refusal } : (notice ?? {})}
          focusKey={reprice.failures + wayRefused + (notice ? 1 : 0)}
        />
        <ExpiredNotice />
        <h1 className="govuk-heading-l">{title}</h1>
        <p className="govuk-body" id="quote-reference">
          {quoteText("quoteReference", { quoteRef: rate.quoteRef })}
        </p>
        {options.single && options.instalments && <PaymentChoice value={method} onChange={choosePayment} />}
        <section className="app-quote-price" aria-labelledby="quote-price-heading">
          <h2 className="govuk-heading-m" id="quote-price-heading">
            {quoteText("priceHeading")}
          </h2>
          <div id="quote-price" aria-live="polite">
            {busy ? <Spinner label={quoteText("repricing")} /> : <QuotePrice method={method} options={options} />}
            {!busy && options.single?.pencePerMile != null && (
              <PayPerMileEstimate upfront={options.single.totalAmountPayable} pencePerMile={options.single.pencePerMile} miles={miles} />
            )}
          </div>
        </section>
        <AddonsChoice
          addons={outcome.addons}
          ticked={choice.addons}
          method={method}
          showCosts={!busy}
          onChange={(addons) => reprice.choose({ ...choice, addons })}
        />
        <ExcessChoice
          options={outcome.voluntaryExcessOptions}
          value={choice.voluntaryExcess}
          onChange={(voluntaryExcess) => reprice.choose({ ...choice, voluntaryExcess })}
        />
        {!busy && <ExcessTable excesses={outcome.excesses} />}
        <p className="govuk-body" id="ncd-note">
          {quoteText(outcome.ncdVerified ? "ncdVerified" : "ncdUnverified")}
        </p>
        {!busy && method === "MONTHLY" && options.instalments && <RepresentativeExample option={options.instalments} />}
        <button type="button" className="govuk-button" disabled={busy} onClick={() => navigate(appRoutes.telematics.path)}>
          {quoteText("continueToBuy")}
        </button>
        <EmailQuote token={typeof draftToken === "string" ? draftToken : rate.token} quoteRef={rate.quoteRef} />
      </div>
    </div>
  );
}
