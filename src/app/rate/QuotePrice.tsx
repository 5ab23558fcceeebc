/** The headline price for the shown payment method, exactly as the server priced it. */
import type { PaymentMethod } from "../../api/rateResponse.ts";
import { formatPence } from "./money.ts";
import { quoteText } from "./quoteText.ts";
import type { PaymentOptions } from "./rateOutcome.ts";

export function QuotePrice({ method, options }: { method: PaymentMethod; options: PaymentOptions }) {
  const { single, instalments } = options;
  if (method === "MONTHLY" && instalments) {
    const instalment = formatPence(instalments.standardInstalmentAmount);
    return (
      <>
        <p className="govuk-heading-l app-quote-price__amount" data-price="monthly">
          {quoteText("priceMonthly", { instalment })}
        </p>
        <p className="govuk-body">
          {quoteText("priceMonthlyNote", {
            deposit: formatPence(instalments.upFrontAmount),
            count: instalments.instalmentCount,
            instalment,
          })}
        </p>
      </>
    );
  }
  if (!single) return null;
  const price = formatPence(single.totalAmountPayable);
  if (single.pencePerMile !== null && single.pencePerMile !== undefined) {
    return (
      <>
        <p className="govuk-heading-l app-quote-price__amount" data-price="upfront">
          {quoteText("pricePerMile", { price })}
        </p>
        <p className="govuk-body" data-price="per-mile">
          {quoteText("pricePerMileNote", { pencePerMile: single.pencePerMile })}
        </p>
      </>
    );
  }
  return (
    <>
      <p className="govuk-heading-l app-quote-price__amount" data-price="annual">
        {quoteText("priceAnnual", { price })}
      </p>
      <p className="govuk-body">{quoteText("priceAnnualNote")}</p>
    </>
  );
}
