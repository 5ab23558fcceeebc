/**
 * /payment, "Pay by card" (the specification has no route for it; the buying steps need one): the
 * amount taken now (the annual price, or the monthly plan's deposit), the card form the payment
 * intent calls for, and take-up once the payment succeeds. A payment that succeeded is never
 * taken again: if take-up then fails, the page offers take-up alone. A quote the server says is paid
 * already (QUOTE_PAID: the other way of paying was paid, perhaps before a lost take-up answer) is
 * taken up at once with that payment, saying so; a monthly deposit paid needs the bank details first.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Navigate } from "react-router";
import { Spinner } from "../../../renderer-widgets/Spinner.tsx";
import type { PaymentErrorCode, PaymentIntentDetails } from "../../api/purchase.ts";
import { useQuote, useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { appRoutes } from "../catalogue.ts";
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
import { dueBuyStep, mayOpen } from "../buy/buySteps.ts";
import { paidPurchase, rememberPaid } from "../buy/paidQuote.ts";
import { quoteErrorText } from "../rate/quoteText.ts";

export function PaymentPage({ title }: { title: string }) {
  return <BuyPage step="payment">{(purchase) => <Payment title={title} purchase={purchase} />}</BuyPage>;
}

function Payment({ title, purchase }: { title: string; purchase: Purchase }) {
  const store = useQuoteStoreApi();
  const policy = useQuote((s) => policyOf(s.draft));
  const buy = useQuote((s) => s.session.buy);
  // Paid already, as the server said (here, or on /rate): that payment is what is bought. Decided
  // when the page opens and when its own prepareTakeUp says so, not whenever the store learns it.
  const [paid, setPaid] = useState(() => paidPurchase(purchase, buy));
  const bought = policy?.underwritingOutcomeResponseId === purchase.rate.ratingOutcome.underwritingOutcomeResponseId;
  if (bought) return <Navigate to={appRoutes.complete.path} replace />;
  const paying = paid ?? purchase;
  if (!mayOpen("payment", paying, buy)) return <Navigate to={appRoutes[dueBuyStep(paying, buy)].path} replace />;
  return (
    <PreparedPayment
      key={`${paying.method}${paid ? "-paid" : ""}`}
      title={title}
      purchase={paying}
      paidAlready={paid !== undefined}
      onPaidAnotherWay={() => setPaid(paidPurchase(purchase, store.getState().session.buy))}
    />
  );
}

interface PreparedPaymentProps {
  title: string;
  purchase: Purchase;
  /** The server said this payment is paid already: it is taken up at once. */
  paidAlready: boolean;
  /** prepareTakeUp said the other way of paying was paid (QUOTE_PAID), now remembered: buy that instead. */
  onPaidAnotherWay(): void;
}

function PreparedPayment({ title, purchase, paidAlready, onPaidAnotherWay }: PreparedPaymentProps) {
  const store = useQuoteStoreApi();
  const prepared = usePreparedPayment(purchase);
  const failure = useBuyFailure();
  const [prepareError, setPrepareError] = useState<string | undefined>();
  // A refused prepareTakeUp either leads elsewhere or leaves a message here; each error is handled
  // once however often the effect runs, so a stale outcome is rated again only once.
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!prepared.error || handled.current === prepared.error) return;
    handled.current = prepared.error;
    if (rememberPaid(store, prepared.error)) return onPaidAnotherWay();
    void failure(prepared.error).then(setPrepareError);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prepared.error]);

  // Only an intent this visit asked for: one kept from an earlier visit may have been cancelled since.
  if (prepared.data && prepared.isFetchedAfterMount) {
    return <PayAndTakeUp title={title} purchase={purchase} intent={prepared.data} paidAlready={paidAlready} />;
  }
  return (
    <PaymentFrame title={title} errors={prepareError ? { "": prepareError } : {}} focusKey={prepareError ? 1 : 0}>
      {prepareError ? (
        <button
          type="button"
          className="govuk-button"
          onClick={() => {
            setPrepareError(undefined);
            void prepared.refetch();
          }}
        >
          {buyText("tryAgain")}
        </button>
      ) : (
        <Spinner label={buyText("preparingPayment")} />
      )}
    </PaymentFrame>
  );
}

function PayAndTakeUp({
  title,
  purchase,
  intent,
  paidAlready,
}: {
  title: string;
  purchase: Purchase;
  intent: PaymentIntentDetails;
  paidAlready: boolean;
}) {
  const store = useQuoteStoreApi();
  const product = useQuote((s) => s.draft.product);
  const paid = useQuote((s) => s.session.buy?.paidIntentId === intent.paymentIntentId);
  const takeUp = useTakeUp(purchase);
  const failure = useBuyFailure();
  const form = useFormErrors();
  const [noRetry, setNoRetry] = useState(false);

  const onPaid = () => {
    store.getState().setBuy({ paidIntentId: intent.paymentIntentId });
    void takeUp.takeUp(intent.paymentIntentId);
  };
  // The server answered the intent it says is paid: taken up at once, once.
  const tookUpPaid = useRef(false);
  useEffect(() => {
    if (!paidAlready || tookUpPaid.current) return;
    tookUpPaid.current = true;
    onPaid();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paidAlready]);
  const onStripeFailed = (code: PaymentErrorCode | "UNAVAILABLE") =>
    code === "NO_RETRY"
      ? setNoRetry(true)
      : form.fail({ "": code === "UNAVAILABLE" ? buyText("cardFormUnavailable") : paymentErrorText(code) });

  const amount = formatPence(intent.amount);
  const errors = paid && takeUp.error ? { "": takeUp.error } : form.errors;
  const focusKey = paid ? takeUp.failures : form.failures;
  const kind = cardFormFor(intent);

  return (
    <PaymentFrame title={title} errors={noRetry ? {} : errors} focusKey={focusKey}>
      {!paid && (
        <p className="govuk-body-l" id="amount-now">
          {buyText(purchase.method === "MONTHLY" ? "amountNowDeposit" : "amountNowAnnual", { amount })}
        </p>
      )}
      {noRetry ? (
        <div className="govuk-inset-text" id="payment-no-retry" role="alert">
          <h2 className="govuk-heading-m">{buyText("noRetryHeading")}</h2>
          <p className="govuk-body">{buyText("noRetryBody", { phone: channelPhone(purchase.rate, product) })}</p>
        </div>
      ) : paid ? (
        <div aria-live="polite" id="payment-taken">
          {paidAlready && (
            <p className="govuk-body" id="quote-paid">
              {quoteErrorText("quotePaid")}
            </p>
          )}
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
        <p className="govuk-body" id="card-form-unavailable">
          {buyText("cardFormUnavailable")}
        </p>
      )}
    </PaymentFrame>
  );
}

function PaymentFrame({
  title,
  errors,
  focusKey,
  children,
}: {
  title: string;
  errors: Record<string, string>;
  focusKey: number;
  children: ReactNode;
}) {
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
