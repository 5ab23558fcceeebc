/**
 * An address the app has no page for: titled "Get a quote" as every other route is (spec §2), it says
 * the page is not found and offers the way home, where a quote carries on or a new one starts.
 */
import { Link } from "react-router";
import { text } from "../catalogue.ts";
import { useDocumentTitle } from "../useDocumentTitle.ts";

export function NotFoundPage() {
  useDocumentTitle(text("fallbackTitle"));
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">{text("notFoundHeading")}</h1>
        <p className="govuk-body">{text("notFoundBody")}</p>
        <Link to="/" className="govuk-button" draggable={false}>
          {text("returnHome")}
        </Link>
      </div>
    </div>
  );
}
