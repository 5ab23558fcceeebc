/**
 * /ddpayment, "Your direct debit": the plan's payments date by date, then account holder, sort code and account number (spaces and
 * dashes accepted). Check bank details asks the server's modulus check and shows the bank's
 * name, or the problem under the field it concerns (too many checks: the server's message, which
 * names the wait); only checked details lead on to the deposit.
 */
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Spinner } from "../../../renderer-widgets/Spinner.tsx";
import { useQuoteApi } from "../../api/QuoteApiContext.tsx";
import { useQuote, useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { appRoutes, text } from "../catalogue.ts";
import { ErrorSummary } from "../form/ErrorSummary.tsx";
import { useDocumentTitle } from "../useDocumentTitle.ts";
import { usePendingErrors } from "../usePendingErrors.ts";
import { useSingleFlightMutation } from "../useSingleFlightMutation.ts";
import { BuyPage } from "../buy/BuyPage.tsx";
import { bankDetailsErrors, bankDigits, bankErrorField, formatSortCode, type BankDetailsForm } from "../buy/bankDetails.ts";
import { bankErrorText, buyText } from "../buy/buyText.ts";
import type { Purchase } from "../buy/purchase.ts";
import { tooManyAttemptsText } from "../rate/quoteText.ts";
import { TextField } from "../buy/TextField.tsx";
import { PaymentSchedule } from "../buy/PaymentSchedule.tsx";

export function DdPaymentPage({ title }: { title: string }) {
  return <BuyPage step="ddpayment">{(purchase) => <DirectDebitDetails title={title} purchase={purchase} />}</BuyPage>;
}

function DirectDebitDetails({ title, purchase }: { title: string; purchase: Purchase }) {
  const store = useQuoteStoreApi();
  const navigate = useNavigate();
  const { purchase: purchaseCalls } = useQuoteApi();
  const checked = useQuote((s) => s.session.buy?.directDebit);
  const [form, setForm] = useState<BankDetailsForm>(() => ({
    accountHolder: checked?.accountHolder ?? "",
    sortCode: checked ? formatSortCode(checked.sortCode) : "",
    accountNumber: checked?.accountNumber ?? "",
  }));
  // A failed take-up (bank details refused) lands here with its message.
  const pendingErrors = usePendingErrors("ddpayment");
  const [errors, setErrors] = useState<Record<string, string>>(() => pendingErrors ?? {});
  const [failures, setFailures] = useState(() => (Object.keys(errors).length > 0 ? 1 : 0));
  const checking = useSingleFlightMutation({
    mutationFn: ({ sortCode, accountNumber }: { sortCode: string; accountNumber: string }) =>
      purchaseCalls.bankValidation({ sortCode, accountNumber, quoteRef: purchase.rate.quoteRef }),
  });
  // Details take-up refused are checked again before the next try.
  const [refused] = useState(() => Object.keys(errors).length > 0);
  useEffect(() => {
    if (refused) store.getState().setBuy({ directDebit: undefined });
  }, [refused, store]);
  useDocumentTitle(title, Object.keys(errors).length > 0);

  const isChecked =
    checked !== undefined &&
    checked.accountHolder === form.accountHolder.trim() &&
    checked.sortCode === bankDigits(form.sortCode) &&
    checked.accountNumber === bankDigits(form.accountNumber);

  const fail = (found: Record<string, string>) => {
    setErrors(found);
    setFailures((n) => n + 1);
  };

  const change = (name: keyof BankDetailsForm) => (value: string) => setForm((f) => ({ ...f, [name]: value }));

  async function check() {
    if (checking.inFlight()) return;
    const found = bankDetailsErrors(form);
    if (Object.keys(found).length > 0) return fail(found);
    try {
      const details = {
        accountHolder: form.accountHolder.trim(),
        sortCode: bankDigits(form.sortCode),
        accountNumber: bankDigits(form.accountNumber),
      };
      const result = await checking.mutateAsync(details);
      if (result.succeeded) {
        setErrors({});
        store.getState().setBuy({ directDebit: { ...details, bankName: result.bankName } });
      } else {
        store.getState().setBuy({ directDebit: undefined });
        fail({ [bankErrorField(result.errorType)]: bankErrorText(result.errorType) ?? text("genericError") });
      }
    } catch (error) {
      fail({ "": tooManyAttemptsText(error) ?? text("genericError") });
    }
  }

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <ErrorSummary errors={errors} focusKey={failures} />
        <h1 className="govuk-heading-l">{title}</h1>
        {purchase.method === "MONTHLY" && purchase.rate.inceptionDateTime && (
          <PaymentSchedule option={purchase.option} inceptionDateTime={purchase.rate.inceptionDateTime} />
        )}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void check();
          }}
        >
          <TextField
            name="accountHolder"
            label={buyText("accountHolderLabel")}
            error={errors.accountHolder}
            value={form.accountHolder}
            onValue={change("accountHolder")}
            autoComplete="name"
            spellCheck={false}
          />
          <TextField
            name="sortCode"
            label={buyText("sortCodeLabel")}
            hint={buyText("sortCodeHint")}
            error={errors.sortCode}
            value={form.sortCode}
            onValue={change("sortCode")}
            inputMode="numeric"
            width="govuk-input--width-5"
            spellCheck={false}
          />
          <TextField
            name="accountNumber"
            label={buyText("accountNumberLabel")}
            hint={buyText("accountNumberHint")}
            error={errors.accountNumber}
            value={form.accountNumber}
            onValue={change("accountNumber")}
            inputMode="numeric"
            width="govuk-input--width-10"
            spellCheck={false}
          />
          <div aria-live="polite" id="bank-check">
            {checking.isPending && <Spinner label={buyText("checkingBankDetails")} />}
            {!checking.isPending && isChecked && (
              <div className="govuk-inset-text">
                <p className="govuk-body">{buyText("bankDetailsChecked")}</p>
                {checked.bankName && (
                  <p className="govuk-body" id="bank-name">
                    {buyText("bankFound", { bankName: checked.bankName })}
                  </p>
                )}
              </div>
            )}
          </div>
          {isChecked ? (
            <button type="button" className="govuk-button" onClick={() => navigate(appRoutes.payment.path)}>
              {buyText("continueToPayment")}
            </button>
          ) : (
            <button type="submit" className="govuk-button" disabled={checking.isPending}>
              {buyText("checkBankDetails")}
            </button>
          )}
        </form>
      </div>
    </div>
  );
}
