/**
 * /telematics, "Telematics agreement": first what is being bought (the cover summary and the
 * documents), then the device and where it goes, each driver's app login, the
 * smartphone requirements and the seven-day rule; the consumer must tick that they agree. Then
 * monthly plans go on to the Direct Debit agreement, the rest straight to the card payment.
 */
import { useState } from "react";
import { useNavigate } from "react-router";
import { useQuote, useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { journeyFor, useJourneyEnvironment } from "../JourneyEnvironment.tsx";
import { appRoutes, text } from "../catalogue.ts";
import { ErrorSummary } from "../form/ErrorSummary.tsx";
import { fieldId } from "../form/formSchema.ts";
import { useDocumentTitle } from "../useDocumentTitle.ts";
import { BuyPage } from "../buy/BuyPage.tsx";
import { buyText } from "../buy/buyText.ts";
import { chromeText } from "../chrome/chromeText.ts";
import { deviceOf } from "../buy/device.ts";
import { DeviceDescription } from "../buy/DeviceDescription.tsx";
import { CoverSummary } from "../buy/CoverSummary.tsx";
import { driverLogins } from "../buy/drivers.ts";
import { DriverLogins } from "../buy/DriverLogins.tsx";
import { SevenDaysWarning } from "../buy/SevenDaysWarning.tsx";
import { FieldError } from "../buy/TextField.tsx";
import type { Purchase } from "../buy/purchase.ts";

export function TelematicsPage({ title }: { title: string }) {
  return <BuyPage step="telematics">{(purchase) => <TelematicsAgreement title={title} purchase={purchase} />}</BuyPage>;
}

const AGREE = "telematicsAgreed";

function TelematicsAgreement({ title, purchase }: { title: string; purchase: Purchase }) {
  const store = useQuoteStoreApi();
  const navigate = useNavigate();
  const draft = useQuote((s) => s.draft);
  const journey = journeyFor(useJourneyEnvironment().journeys, draft.product);
  const [agreed, setAgreed] = useState(() => store.getState().session.buy?.telematicsAgreed === true);
  const [failures, setFailures] = useState(0);
  const error = failures > 0 && !agreed ? buyText("telematicsAgreeRequired") : undefined;
  useDocumentTitle(title, error !== undefined);

  const agree = (value: boolean) => {
    setAgreed(value);
    // Unticking withdraws the agreement, so /payment cannot be reached without it.
    if (!value) store.getState().setBuy({ telematicsAgreed: false });
  };
  const submit = () => {
    if (!agreed) {
      setFailures((n) => n + 1);
      return;
    }
    store.getState().setBuy({ telematicsAgreed: true });
    navigate(purchase.method === "MONTHLY" ? appRoutes.ddagreement.path : appRoutes.payment.path);
  };

  const id = fieldId(AGREE);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <ErrorSummary errors={error ? { [AGREE]: error } : {}} focusKey={failures} />
        <h1 className="govuk-heading-l">{title}</h1>
        <p className="govuk-body">{buyText("telematicsIntro")}</p>
        <CoverSummary journey={journey} purchase={purchase} />
        <DeviceDescription device={deviceOf(draft)} />
        <h2 className="govuk-heading-m">{buyText("appHeading")}</h2>
        <p className="govuk-body">{buyText("appLogins")}</p>
        <DriverLogins logins={driverLogins(journey, draft)} id="driver-logins" />
        <p className="govuk-body" id="smartphone-requirements">
          {chromeText("smartphoneRequirements")}
        </p>
        <SevenDaysWarning />
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className={`govuk-form-group${error ? " govuk-form-group--error" : ""}`} data-field={id}>
            {error && <FieldError id={`${id}-error`} message={error} />}
            <div className="govuk-checkboxes" data-module="govuk-checkboxes">
              <div className="govuk-checkboxes__item">
                <input
                  className="govuk-checkboxes__input"
                  id={id}
                  name={AGREE}
                  type="checkbox"
                  checked={agreed}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) => agree(event.target.checked)}
                />
                <label className="govuk-label govuk-checkboxes__label" htmlFor={id}>
                  {buyText("telematicsAgreeLabel")}
                </label>
              </div>
            </div>
          </div>
          <button type="submit" className="govuk-button">
            {text("continue")}
          </button>
        </form>
      </div>
    </div>
  );
}
