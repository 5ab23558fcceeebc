/**
 * /payment, "Pay by card" (the specification has no route for it; the buying steps need one): the
 * amount taken now (the annual price, or the monthly plan's deposit), the card form the payment
 * intent calls for, and take-up once the payment succeeds. A payment that succeeded is never
 * taken again: if take-up then fails, the page offers take-up alone.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Navigate } from "react-router";
import { Spinner } from "../../../renderer-widgets/index.ts";
import type { PaymentErrorCode, PaymentIntentDetails } from "../../api/purchase.ts";
import { useQuote, useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { appRoutes, text } from "../catalogue.ts";
import { ErrorSummary } from "../form/ErrorSummary.tsx";
import { formatPence } from "../rate/money.ts";
import { useDocumentTitle } from "../useDocumentTitle.ts";
import { BuyPage } from "../buy/BuyPage.tsx";
import { buyText, paymentErrorText } from "../buy/buyText.ts";
import { cardFormFor } from "../buy/cardForm.ts";
import { channelPhone } from "../buy/channel.ts";
import { LocalCardForm } from "../buy/LocalCardForm.tsx";
import { policyOf, type Purchase } from "../buy/purchase.ts";
import { StripeCardPayment } from "../buy/StripeCardPayment.tsx";
import { useBuyFailure } from "../buy/useBuyFailure.ts";
import { useFormErrors } from "../buy/useFormErrors.ts";
import { usePreparedPayment } from "../buy/usePreparedPayment.ts";
import { useTakeUp } from "../buy/useTakeUp.ts";

export function PaymentPage({ title }: { title: string }) {
  return <BuyPage step="payment">{(purchase) => <Payment title={title} purchase={purchase} />}</BuyPage>;
}

function Payment({ title, purchase }: { title: string; purchase: Purchase }) {
  const policy = useQuote((s) => policyOf(s.draft));
  const bought = policy?.underwritingOutcomeResponseId === purchase.rate.ratingOutcome.underwritingOutcomeResponseId;
  if (bought) return <Navigate to={appRoutes.complete.path} replace />;
  return <PreparedPayment title={title} purchase={purchase} />;
}

function PreparedPayment({ title, purchase }: { title: string; purchase: Purchase }) {
  const prepared = usePreparedPayment(purchase);
  const failure = useBuyFailure();
  const [prepareError, setPrepareError] = useState<string | undefined>();
  // A refused prepareTakeUp either leads elsewhere or leaves a message here; each error is handled
  // once however often the effect runs, so a stale outcome is rated again only once.
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!prepared.error || handled.current === prepared.error) return;
    handled.current = prepared.error;
    void failure(prepared.error).then(setPrepareError);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prepared.error]);

  // Only an intent this visit asked for: one kept from an earlier visit may have been cancelled since.
  if (prepared.data && prepared.isFetchedAfterMount) return <PayAndTakeUp title={title} purchase={purchase} intent={prepared.data} />;
  return (
    <PaymentFrame title={title} errors={prepareError ? { "": prepareError } : {}} focusKey={prepareError ? 1 : 0}>
      {prepareError ? (
        <button type="button" className="govuk-button" onClick={() => { setPrepareError(undefined); void prepared.refetch(); }}>
          {buyText("tryAgain")}
        </button>
      ) : (
        <Spinner label={buyText("preparingPayment")} />
      )}
    </PaymentFrame>
  );
}

function PayAndTakeUp({ title, purchase, intent }: { title: string; purchase: Purchase; intent: PaymentIntentDetails }) {
  const store = useQuoteStoreApi();
  const product = useQuote((s) => s.draft.product);
  const paid = useQuote((s) => s.global.buy?.paidIntentId === intent.paymentIntentId);
  const takeUp = useTakeUp(purchase);
  const failure = useBuyFailure();
  const form = useFormErrors();
  const [noRetry, setNoRetry] = useState(false);

  const onPaid = () => {
    store.getState().setBuy({ paidIntentId: intent.paymentIntentId });
    void takeUp.takeUp(intent.paymentIntentId);
  };
  const onStripeFailed = (code: PaymentErrorCode | "UNAVAILABLE") =>
    code === "NO_RETRY" ? setNoRetry(true) : form.fail({ "": code === "UNAVAILABLE" ? buyText("cardFormUnavailable") : paymentErrorText(code) });

  const amount = formatPence(intent.amount);
  const errors = paid && takeUp.error ? { "": takeUp.error } : form.errors;
  const focusKey = paid ? takeUp.failures : form.failures;
  const kind = cardFormFor(intent);

  return (
    <PaymentFrame title={title} errors={noRetry ? {} : errors} focusKey={focusKey}>
      <p className="govuk-body-l" id="amount-now">
        {buyText(purchase.method === "MONTHLY" ? "amountNowDeposit" : "amountNowAnnual", { amount })}
      </p>
      {noRetry ? (
        <div className="govuk-inset-text" id="payment-no-retry" role="alert">
          <h2 className="govuk-heading-m">{buyText("noRetryHeading")}</h2>
          <p className="govuk-body">{buyText("noRetryBody", { phone: channelPhone(purchase.rate, product) })}</p>
        </div>
      ) : paid ? (
        <div aria-live="polite" id="payment-taken">
          <p className="govuk-body">{buyText("paymentTaken")}</p>
          {takeUp.running ? (
            <Spinner label={buyText("settingUpPolicy")} />
          ) : (
            <button type="button" className="govuk-button" onClick={() => void takeUp.takeUp(intent.paymentIntentId)}>
              {buyText("finishPurchase")}
            </button>
          )}
        </div>
      ) : kind === "local" ? (
        <LocalCardForm intent={intent} onPaid={onPaid} onNoRetry={() => setNoRetry(true)} onRefused={failure} form={form} />
      ) : kind === "stripe" ? (
        <StripeCardPayment intent={intent} onPaid={onPaid} onFailed={onStripeFailed} />
      ) : (
        <p className="govuk-body" id="card-form-unavailable">{buyText("cardFormUnavailable")}</p>
      )}
    </PaymentFrame>
  );
}

function PaymentFrame({ title, errors, focusKey, children }: { title: string; errors: Record<string, string>; focusKey: number; children: ReactNode }) {
  useDocumentTitle(title, Object.keys(errors).length > 0);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <ErrorSummary errors={errors} focusKey={focusKey} />
        <h1 className="govuk-heading-l">{title}</h1>
        {children}
      </div>
    </div>
  );
}
