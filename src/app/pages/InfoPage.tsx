/** Pages outside the journey with one message and a way home (the error page, routes still to come). */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { brand, text, type TextKey } from "../catalogue.ts";
import { useDocumentTitle } from "../useDocumentTitle.ts";

export function InfoPage({
  title,
  body,
  showHomeLink = true,
  children,
}: {
  title: string;
  body: TextKey;
  showHomeLink?: boolean;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">{title}</h1>
        <p className="govuk-body">{text(body)}</p>
        {children}
        {showHomeLink && (
          <Link to={brand.homeUrl} className="govuk-button" draggable={false}>
            {text("returnHome")}
          </Link>
        )}
      </div>
    </div>
  );
}
