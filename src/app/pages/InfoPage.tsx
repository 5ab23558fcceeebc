/** Pages outside the journey (error, incompatible, timeout, and routes still to come). */
import { Link } from "react-router";
import { text, type TextKey } from "../catalogue.ts";
import { useDocumentTitle } from "../useDocumentTitle.ts";

export function InfoPage({ title, body, showHomeLink = true }: { title: string; body: TextKey; showHomeLink?: boolean }) {
  useDocumentTitle(title);
  return (
    <div className="govuk-grid-row"><div className="govuk-grid-column-two-thirds">
      <h1 className="govuk-heading-l">{title}</h1>
      <p className="govuk-body">{text(body)}</p>
      {showHomeLink && (
        <Link to="/product" className="govuk-button" draggable={false}>{text("returnHome")}</Link>
      )}
    </div></div>
  );
}
