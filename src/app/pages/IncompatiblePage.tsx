/**
 * /incompatible: the vehicle cannot take the telematics device (or, for the products that must
 * have one, the device service failed), so this product cannot insure it. What to do next: a new
 * quote for another vehicle, or a call to the channel's customer-service number.
 */
import { Link } from "react-router";
import { useQuote, useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { brand, text } from "../catalogue.ts";
import { channelPhone } from "../buy/channel.ts";
import { useDocumentTitle } from "../useDocumentTitle.ts";

export function IncompatiblePage({ title }: { title: string }) {
  const store = useQuoteStoreApi();
  const product = useQuote((s) => s.draft.product);
  const sourceOfBusiness = useQuote((s) => (typeof s.draft.sourceOfBusiness === "string" ? s.draft.sourceOfBusiness : ""));
  useDocumentTitle(title);
  const phone = channelPhone({ salesChannel: "", sourceOfBusiness }, product);

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">{title}</h1>
        <p className="govuk-body">{text("incompatibleBody")}</p>
        <p className="govuk-body">{text("incompatibleExplanation")}</p>
        <h2 className="govuk-heading-m">{text("incompatibleNextHeading")}</h2>
        <p className="govuk-body">{text("incompatibleTryAnother")}</p>
        <p className="govuk-body" id="incompatible-phone">
          {text("incompatibleCallUs", { phone })}
        </p>
        <Link to={brand.homeUrl} className="govuk-button" draggable={false} onClick={() => store.getState().reset()}>
          {text("startAgain")}
        </Link>
      </div>
    </div>
  );
}
