/**
 * /incompatible: this product cannot insure the vehicle without its telematics device. Either the
 * device service said the vehicle cannot take one (NOT_COMPATIBLE), or, for the products that must
 * have one, the service failed, which says nothing about the vehicle: then the page says so and
 * offers to try again (from the page that is due, which asks the service again), keeping the answers.
 * Both say what to do next: a new quote, or a call to the channel's customer-service number.
 */
import { Link } from "react-router";
import { getPath } from "../../engine/index.ts";
import { useQuote, useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { brand, text } from "../catalogue.ts";
import { channelPhone } from "../buy/channel.ts";
import { useDocumentTitle } from "../useDocumentTitle.ts";

export function IncompatiblePage({ title }: { title: string }) {
  const store = useQuoteStoreApi();
  const product = useQuote((s) => s.draft.product);
  const sourceOfBusiness = useQuote((s) => (typeof s.draft.sourceOfBusiness === "string" ? s.draft.sourceOfBusiness : ""));
  const notCompatible = useQuote((s) => getPath(s.draft, "device.deviceType") === "NOT_COMPATIBLE");
  const heading = notCompatible ? title : text("deviceCheckFailedTitle");
  useDocumentTitle(heading);
  const phone = channelPhone({ salesChannel: "", sourceOfBusiness }, product);
  const startNew = (
    <Link
      to={brand.homeUrl}
      className={`govuk-button${notCompatible ? "" : " govuk-button--secondary"}`}
      draggable={false}
      onClick={() => store.getState().reset()}
    >
      {text("startAgain")}
    </Link>
  );

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">{heading}</h1>
        <p className="govuk-body">{text(notCompatible ? "incompatibleBody" : "deviceCheckFailedBody")}</p>
        <p className="govuk-body">{text(notCompatible ? "incompatibleExplanation" : "deviceCheckFailedExplanation")}</p>
        <h2 className="govuk-heading-m">{text("incompatibleNextHeading")}</h2>
        <p className="govuk-body">{text(notCompatible ? "incompatibleTryAnother" : "deviceCheckFailedTryLater")}</p>
        <p className="govuk-body" id="incompatible-phone">
          {text("incompatibleCallUs", { phone })}
        </p>
        {notCompatible ? (
          startNew
        ) : (
          <div className="govuk-button-group">
            <Link to="/" className="govuk-button" draggable={false}>
              {text("tryAgain")}
            </Link>
            {startNew}
          </div>
        )}
      </div>
    </div>
  );
}
