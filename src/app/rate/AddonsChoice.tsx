/**
 * The addons as checkboxes, each with its cost for the shown payment method. Mandatory ones are
 * ticked and cannot be changed. While a reprice runs the ticks show the consumer's choice and no
 * cost is shown (it may no longer be the server's).
 */
import type { Addon, PaymentMethod } from "../../api/rateResponse.ts";
import { formatPence } from "./money.ts";
import { quoteText } from "./quoteText.ts";
import { addonCost } from "./rateOutcome.ts";

interface Props {
  addons: Addon[];
  /** Codes of the optional addons the consumer has ticked. */
  ticked: string[];
  method: PaymentMethod;
  showCosts: boolean;
  onChange(ticked: string[]): void;
}

export function AddonsChoice({ addons, ticked, method, showCosts, onChange }: Props) {
  if (addons.length === 0) return null;
  const toggle = (code: string) =>
    onChange(addons.filter((a) => !a.mandatory && (a.code === code ? !ticked.includes(code) : ticked.includes(a.code))).map((a) => a.code));
  return (
    <div className="govuk-form-group">
      <fieldset className="govuk-fieldset" aria-describedby="addons-hint">
        <legend className="govuk-fieldset__legend govuk-fieldset__legend--m">{quoteText("addonsLegend")}</legend>
        <div id="addons-hint" className="govuk-hint">
          {quoteText("addonsHint")}
        </div>
        <div className="govuk-checkboxes" data-module="govuk-checkboxes">
          {addons.map((addon) => {
            const id = `addon-${addon.code}`;
            const cost = formatPence(addonCost(addon, method));
            const note = addon.mandatory
              ? quoteText("addonIncluded")
              : showCosts
                ? quoteText(method === "MONTHLY" ? "addonCostMonthly" : "addonCostAnnually", { cost })
                : undefined;
            return (
              <div className="govuk-checkboxes__item" key={addon.code} data-addon={addon.code}>
                <input
                  className="govuk-checkboxes__input"
                  id={id}
                  name="addons"
                  type="checkbox"
                  value={addon.code}
                  checked={addon.mandatory || ticked.includes(addon.code)}
                  disabled={addon.mandatory}
                  aria-describedby={note ? `${id}-hint` : undefined}
                  onChange={() => toggle(addon.code)}
                />
                <label className="govuk-label govuk-checkboxes__label" htmlFor={id}>
                  {addon.description}
                </label>
                {note && (
                  <div id={`${id}-hint`} className="govuk-hint govuk-checkboxes__hint">
                    {note}
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
