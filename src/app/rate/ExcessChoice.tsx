/** The voluntary excess, one of the amounts the rating offers. */
import { formatPence } from "./money.ts";
import { quoteText } from "./quoteText.ts";

export function ExcessChoice({ options, value, onChange }: { options: number[]; value: number; onChange: (pence: number) => void }) {
  if (options.length === 0) return null;
  return (
    <div className="govuk-form-group">
      <label className="govuk-label govuk-label--m" htmlFor="voluntary-excess">
        {quoteText("excessLabel")}
      </label>
      <div id="voluntary-excess-hint" className="govuk-hint">
        {quoteText("excessHint")}
      </div>
      <select
        className="govuk-select"
        id="voluntary-excess"
        name="voluntaryExcess"
        aria-describedby="voluntary-excess-hint"
        value={String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {options.map((pence) => (
          <option key={pence} value={String(pence)}>
            {formatPence(pence)}
          </option>
        ))}
      </select>
    </div>
  );
}
