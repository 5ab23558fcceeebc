/** The credit terms of paying monthly, in one catalogue sentence filled with the server's numbers. */
import type { InstalmentsOption } from "../../api/rateResponse.ts";
import { formatPence, formatPercent } from "./money.ts";
import { financeProviderName, quoteText } from "./quoteText.ts";

export function RepresentativeExample({ option }: { option: InstalmentsOption }) {
  return (
    <section className="app-representative-example" aria-labelledby="representative-example-heading">
      <h2 className="govuk-heading-s" id="representative-example-heading">
        {quoteText("representativeExampleHeading")}
      </h2>
      <p className="govuk-body" id="representative-example">
        {quoteText("representativeExample", {
          credit: formatPence(option.totalAmountOfCredit),
          deposit: formatPence(option.upFrontAmount),
          count: option.instalmentCount,
          instalment: formatPence(option.standardInstalmentAmount),
          interestAmount: formatPence(option.interestAmount),
          interest: formatPercent(option.interestFixedRate),
          fee: formatPence(option.arrangementFee),
          total: formatPence(option.totalAmountPayable),
          apr: formatPercent(option.typicalApr),
          provider: financeProviderName(option.premiumFinanceProvider),
        })}
      </p>
    </section>
  );
}
