/**
 * /complete, "Your policy is set up": the policy reference, where its confirmation was emailed, a
 * monthly plan's payments, and
 * what happens next (the device by post to the home address, the app, each driver's login), as the
 * confirmation email says them; and the sale reported to analytics once. Every page of a bought
 * quote leads here, as it is never offered again; a purchase the server told of (made in another
 * tab or browser) says the quote was bought already, and is reported where it was made. A new quote
 * starts from here.
 */
import { Link } from "react-router";
import { useQuote, useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { brand, text } from "../catalogue.ts";
import { DueRedirect } from "../DueRedirect.tsx";
import { journeyFor, useJourneyEnvironment } from "../JourneyEnvironment.tsx";
import { useDocumentTitle } from "../useDocumentTitle.ts";
import { paymentOptionsOf, rateOf } from "../rate/rateOutcome.ts";
import { buyText } from "../buy/buyText.ts";
import { driverLogins } from "../buy/drivers.ts";
import { DriverLogins } from "../buy/DriverLogins.tsx";
import { PaymentSchedule } from "../buy/PaymentSchedule.tsx";
import { policyOf, soldHere } from "../buy/purchase.ts";
import { usePurchaseAnalytics, type SaleFacts } from "../buy/purchaseAnalytics.ts";

export function CompletePage({ title }: { title: string }) {
  const store = useQuoteStoreApi();
  const { journeys } = useJourneyEnvironment();
  const draft = useQuote((s) => s.draft);
  const policy = policyOf(draft);
  const rate = rateOf(draft);
  const journey = journeyFor(journeys, draft.product);
  const facts: SaleFacts | undefined =
    policy && soldHere(policy) && rate ? { policy, rate, product: journey.id, scheme: String(journey.limits.scheme ?? "") } : undefined;
  usePurchaseAnalytics(facts);
  useDocumentTitle(title);
  if (!policy) return <DueRedirect />;
  const logins = driverLogins(journey, draft);
  const { instalments } = rate ? paymentOptionsOf(rate.ratingOutcome) : {};
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <div className="govuk-panel govuk-panel--confirmation">
          <h1 className="govuk-panel__title">{title}</h1>
          <div className="govuk-panel__body" id="policy-reference">
            {buyText("policyReference", { policyReference: policy.policyReference })}
          </div>
        </div>
        {!soldHere(policy) && (
          <p className="govuk-inset-text" id="bought-already">
            {buyText("boughtAlready")}
          </p>
        )}
        {logins[0] && (
          <p className="govuk-body" id="confirmation-sent">
            {buyText("confirmationSent", { email: logins[0].email })}
          </p>
        )}
        {policy.paymentMethod === "MONTHLY" && instalments && rate?.inceptionDateTime && (
          <PaymentSchedule option={instalments} inceptionDateTime={rate.inceptionDateTime} />
        )}
        <h2 className="govuk-heading-m">{buyText("whatNextHeading")}</h2>
        <ol className="govuk-list govuk-list--number" id="what-next">
          <li>{buyText("nextDevice")}</li>
          <li>{buyText("nextApp")}</li>
          <li>
            {buyText("nextLogins")}
            <DriverLogins logins={logins} id="driver-logins" />
          </li>
          <li>{buyText("nextSevenDays")}</li>
        </ol>
        <Link
          to={brand.homeUrl}
          className="govuk-button govuk-button--secondary"
          draggable={false}
          onClick={() => store.getState().reset()}
        >
          {text("startAgain")}
        </Link>
      </div>
    </div>
  );
}
