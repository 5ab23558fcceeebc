/** The device must be plugged in or paired within seven days of the start, or the policy may be cancelled (GOV.UK warning text). */
import { buyText } from "./buyText.ts";

export function SevenDaysWarning() {
  return (
    <div className="govuk-warning-text">
      <span className="govuk-warning-text__icon" aria-hidden="true">
        !
      </span>
      <strong className="govuk-warning-text__text">
        <span className="govuk-visually-hidden">{buyText("warningPrefix")}</span>
        {buyText("sevenDaysWarning")}
      </strong>
    </div>
  );
}
