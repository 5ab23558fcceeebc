/** Annually or Monthly: native radios in a fieldset, so arrow keys move between them. */
import type { PaymentMethod } from "../../api/rateResponse.ts";
import { quoteText } from "./quoteText.ts";

const METHODS: { value: PaymentMethod; label: "paymentAnnually" | "paymentMonthly" }[] = [
  { value: "ANNUALLY", label: "paymentAnnually" },
  { value: "MONTHLY", label: "paymentMonthly" },
];

export function PaymentChoice({ value, onChange }: { value: PaymentMethod; onChange: (method: PaymentMethod) => void }) {
  return (
    <div className="govuk-form-group">
      <fieldset className="govuk-fieldset">
        <legend className="govuk-fieldset__legend govuk-fieldset__legend--m">{quoteText("paymentLegend")}</legend>
        <div className="govuk-radios govuk-radios--inline">
          {METHODS.map((method) => (
            <div className="govuk-radios__item" key={method.value}>
              <input
                className="govuk-radios__input"
                id={`payment-${method.value.toLowerCase()}`}
                name="paymentMethod"
                type="radio"
                value={method.value}
                checked={value === method.value}
                onChange={() => onChange(method.value)}
              />
              <label className="govuk-label govuk-radios__label" htmlFor={`payment-${method.value.toLowerCase()}`}>
                {quoteText(method.label)}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
