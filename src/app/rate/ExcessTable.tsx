/**
 * Compulsory plus voluntary makes the total, for each excess the rating lists. On a narrow screen the
 * table scrolls inside its own region (named by its caption, and focusable so a keyboard can scroll it)
 * rather than making the whole page scroll sideways (WCAG 1.4.10).
 */
import type { Excess } from "../../api/rateResponse.ts";
import { formatPence } from "./money.ts";
import { quoteText } from "./quoteText.ts";

export function ExcessTable({ excesses }: { excesses: Excess[] }) {
  if (excesses.length === 0) return null;
  return (
    <div className="app-table-scroll" role="region" aria-labelledby="excess-table-caption" tabIndex={0}>
      <table className="govuk-table" id="excess-table">
        <caption className="govuk-table__caption govuk-table__caption--m" id="excess-table-caption">
          {quoteText("excessTableCaption")}
        </caption>
        <thead className="govuk-table__head">
          <tr className="govuk-table__row">
            <th scope="col" className="govuk-table__header">
              {quoteText("excessType")}
            </th>
            <th scope="col" className="govuk-table__header govuk-table__header--numeric">
              {quoteText("excessCompulsory")}
            </th>
            <th scope="col" className="govuk-table__header govuk-table__header--numeric">
              {quoteText("excessVoluntary")}
            </th>
            <th scope="col" className="govuk-table__header govuk-table__header--numeric">
              {quoteText("excessTotal")}
            </th>
          </tr>
        </thead>
        <tbody className="govuk-table__body">
          {excesses.map((excess) => (
            <tr className="govuk-table__row" key={excess.excessCode} data-excess={excess.excessCode}>
              <th scope="row" className="govuk-table__header">
                {excess.excessDisplayName}
              </th>
              <td className="govuk-table__cell govuk-table__cell--numeric">{formatPence(excess.compulsoryAmount)}</td>
              <td className="govuk-table__cell govuk-table__cell--numeric">{formatPence(excess.voluntaryAmount)}</td>
              <td className="govuk-table__cell govuk-table__cell--numeric">{formatPence(excess.totalAmount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
