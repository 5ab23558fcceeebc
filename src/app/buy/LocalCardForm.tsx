/**
 * Our own card form, for the local card processor: name, number, expiry, security code and the
 * billing address's first line and postcode. Checked here first (each field's message, the Luhn check), then paid
 * with payLocalCard. A refused card shows the payment catalogue's message for its code with the other answers kept
 * (the card number and security code are cleared); NO_RETRY replaces the form with the call-us
 * message. A refused call (the quote moved on, the payment was cancelled, too many attempts) goes
 * where the page's other refusals go. One payment per press: the button is disabled while paying,
 * and a double click pays once.
 */
import { useState } from "react";
import { Spinner } from "../../../renderer-widgets/Spinner.tsx";
import type { LocalCardInput, PaymentIntentDetails } from "../../api/purchase.ts";
import { useQuoteApi } from "../../api/QuoteApiContext.tsx";
import { useJourneyEnvironment } from "../JourneyEnvironment.tsx";
import { fieldId } from "../form/formSchema.ts";
import { formatPence } from "../rate/money.ts";
import { useSingleFlightMutation } from "../useSingleFlightMutation.ts";
import { buyText, paymentErrorText } from "./buyText.ts";
import { cardFormErrors, emptyCardForm, localCardInput, paymentErrorField, type CardForm } from "./cardDetails.ts";
import { FieldError, TextField } from "./TextField.tsx";
import type { FormErrors } from "./useFormErrors.ts";

interface Props {
  intent: PaymentIntentDetails;
  /** The payment succeeded: take up. */
  onPaid(): void;
  /** Trying again will not help. */
  onNoRetry(): void;
  /** payLocalCard refused: where that leads (useBuyFailure); the message to show here, if the consumer stays. */
  onRefused(error: unknown): Promise<string | undefined>;
  /** The page's messages: it shows the error summary above its heading. */
  form: FormErrors;
}

export function LocalCardForm({ intent, onPaid, onNoRetry, onRefused, form: { errors, fail, clear } }: Props) {
  const { clock } = useJourneyEnvironment();
  const { purchase: purchaseCalls } = useQuoteApi();
  const [form, setForm] = useState<CardForm>(emptyCardForm);
  const paying = useSingleFlightMutation({
    mutationFn: (card: LocalCardInput) =>
      purchaseCalls.payLocalCard({ paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, card }),
  });
  const change = (name: keyof CardForm) => (value: string) => setForm((f) => ({ ...f, [name]: value }));

  async function pay() {
    if (paying.inFlight()) return;
    const found = cardFormErrors(form, clock.today());
    if (Object.keys(found).length > 0) return fail(found);
    try {
      const result = await paying.mutateAsync(localCardInput(form));
      if (result.status === "SUCCEEDED") {
        clear();
        onPaid();
        return;
      }
      if (result.errorCode === "NO_RETRY") return onNoRetry();
      // The card's secrets are typed again; the name and billing address stay.
      setForm((f) => ({ ...f, cardNumber: "", cvc: "" }));
      fail({ [paymentErrorField(result.errorCode)]: paymentErrorText(result.errorCode) });
    } catch (error) {
      const message = await onRefused(error);
      if (message) fail({ "": message });
    }
  }

  const expiryError = errors.expiryMonth ?? errors.expiryYear;
  const expiryId = fieldId("expiry");
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
      aria-labelledby="card-details-heading"
    >
      <h2 className="govuk-heading-m" id="card-details-heading">
        {buyText("cardDetailsHeading")}
      </h2>
      <TextField
        name="nameOnCard"
        label={buyText("nameOnCardLabel")}
        error={errors.nameOnCard}
        value={form.nameOnCard}
        onValue={change("nameOnCard")}
        autoComplete="cc-name"
        spellCheck={false}
      />
      <TextField
        name="cardNumber"
        label={buyText("cardNumberLabel")}
        error={errors.cardNumber}
        value={form.cardNumber}
        onValue={change("cardNumber")}
        autoComplete="cc-number"
        inputMode="numeric"
        width="govuk-input--width-20"
        spellCheck={false}
      />
      <div className={`govuk-form-group${expiryError ? " govuk-form-group--error" : ""}`} data-field={expiryId}>
        <fieldset
          className="govuk-fieldset"
          role="group"
          aria-describedby={[`${expiryId}-hint`, expiryError && `${expiryId}-error`].filter(Boolean).join(" ")}
        >
          <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">{buyText("expiryLegend")}</legend>
          <div id={`${expiryId}-hint`} className="govuk-hint">
            {buyText("expiryHint")}
          </div>
          {expiryError && <FieldError id={`${expiryId}-error`} message={expiryError} />}
          <div className="govuk-date-input">
            <DatePart
              name="expiryMonth"
              label={buyText("expiryMonthLabel")}
              value={form.expiryMonth}
              onValue={change("expiryMonth")}
              invalid={Boolean(errors.expiryMonth)}
              autoComplete="cc-exp-month"
              width="govuk-input--width-2"
            />
            <DatePart
              name="expiryYear"
              label={buyText("expiryYearLabel")}
              value={form.expiryYear}
              onValue={change("expiryYear")}
              invalid={Boolean(errors.expiryYear)}
              autoComplete="cc-exp-year"
              width="govuk-input--width-4"
            />
          </div>
        </fieldset>
      </div>
      <TextField
        name="cvc"
        label={buyText("cvcLabel")}
        hint={buyText("cvcHint")}
        error={errors.cvc}
        value={form.cvc}
        onValue={change("cvc")}
        autoComplete="cc-csc"
        inputMode="numeric"
        width="govuk-input--width-4"
        spellCheck={false}
      />
      <h2 className="govuk-heading-m">{buyText("billingHeading")}</h2>
      <TextField
        name="billingAddressLine1"
        label={buyText("billingLine1Label")}
        error={errors.billingAddressLine1}
        value={form.billingAddressLine1}
        onValue={change("billingAddressLine1")}
        autoComplete="billing address-line1"
      />
      <TextField
        name="billingPostcode"
        label={buyText("billingPostcodeLabel")}
        error={errors.billingPostcode}
        value={form.billingPostcode}
        onValue={change("billingPostcode")}
        autoComplete="billing postal-code"
        width="govuk-input--width-10"
      />
      <div aria-live="polite">{paying.isPending && <Spinner label={buyText("paying")} />}</div>
      <button type="submit" className="govuk-button" disabled={paying.isPending} id="pay">
        {buyText("pay", { amount: formatPence(intent.amount) })}
      </button>
    </form>
  );
}

function DatePart(props: {
  name: string;
  label: string;
  value: string;
  onValue(v: string): void;
  invalid: boolean;
  autoComplete: string;
  width: string;
}) {
  const id = fieldId(props.name);
  return (
    <div className="govuk-date-input__item">
      <div className="govuk-form-group">
        <label className="govuk-label govuk-date-input__label" htmlFor={id}>
          {props.label}
        </label>
        <input
          className={["govuk-input govuk-date-input__input", props.width, props.invalid && "govuk-input--error"].filter(Boolean).join(" ")}
          id={id}
          name={props.name}
          type="text"
          inputMode="numeric"
          autoComplete={props.autoComplete}
          value={props.value}
          aria-invalid={props.invalid || undefined}
          onChange={(event) => props.onValue(event.target.value)}
        />
      </div>
    </div>
  );
}
