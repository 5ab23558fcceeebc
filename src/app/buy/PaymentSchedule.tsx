/**
 * A monthly plan's payments, date by date: the deposit by card, then each Direct Debit with its
 * amount, and what it all comes to. Shown before the bank details are given (/ddpayment) and
 * after the sale (/complete).
 */
import type { InstalmentsOption } from "../../api/rateResponse.ts";
import { instalmentDates, longDate } from "../../api/instalmentDates.ts";
import { formatPence } from "../rate/money.ts";
import { buyText } from "./buyText.ts";

export function PaymentSchedule({ option, inceptionDateTime }: { option: InstalmentsOption; inceptionDateTime: string }) {
  const instalment = formatPence(option.standardInstalmentAmount);
  return (
    <section aria-labelledby="payment-schedule-heading" id="payment-schedule">
      <h2 className="govuk-heading-m" id="payment-schedule-heading">
        {buyText("scheduleHeading")}
      </h2>
      <p className="govuk-body">{buyText("scheduleDeposit", { amount: formatPence(option.upFrontAmount) })}</p>
      <table className="govuk-table">
        <caption className="govuk-table__caption govuk-table__caption--s">{buyText("scheduleCaption")}</caption>
        <thead className="govuk-table__head">
          <tr className="govuk-table__row">
            <th scope="col" className="govuk-table__header">
              {buyText("scheduleDate")}
            </th>
            <th scope="col" className="govuk-table__header govuk-table__header--numeric">
              {buyText("scheduleAmount")}
            </th>
          </tr>
        </thead>
        <tbody className="govuk-table__body">
          {instalmentDates(inceptionDateTime, option.instalmentCount).map((day) => (
            <tr className="govuk-table__row" key={day}>
              <th scope="row" className="govuk-table__header">
                {longDate(day)}
              </th>
              <td className="govuk-table__cell govuk-table__cell--numeric">{instalment}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="govuk-body" id="payment-schedule-total">
        {buyText("scheduleTotal", { amount: formatPence(option.totalAmountPayable) })}
      </p>
    </section>
  );
}
