/**
 * "Edit previous sections": summary lines of the accepted pages on the replayed path (and of each
 * added named driver), each linking back to its page; the page being answered is not summarised
 * until its answers are accepted. Editing a page and continuing follows the flow
 * again, and later answers that are still valid are kept.
 */
import { memo } from "react";
import { Link } from "react-router";
import type { ResolvedJourney } from "../engine/index.ts";
import { useQuote } from "../store/QuoteStoreContext.tsx";
import { useJourneyEnvironment } from "./JourneyEnvironment.tsx";
import { text } from "./catalogue.ts";
import { countsRenders, useRenderCount } from "./form/renderCount.ts";
import { answerRows, type AnswerRow } from "./summaryRows.ts";

export function EditSidebar({ journey }: { journey: ResolvedJourney }) {
  const environment = useJourneyEnvironment();
  const draft = useQuote((s) => s.draft);
  const submitted = useQuote((s) => s.submitted);
  return <SidebarRows rows={answerRows(journey, draft, submitted, environment)} />;
}

type SidebarRow = AnswerRow;

const sameRows = (a: SidebarRow[], b: SidebarRow[]) =>
  a.length === b.length && a.every((row, i) => row.href === b[i].href && row.label === b[i].label && row.value === b[i].value);

/** Re-rendered only when a row changes: typing on the page being answered changes none. */
const SidebarRows = memo(
  function SidebarRows({ rows }: { rows: SidebarRow[] }) {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- countsRenders is fixed when the bundle is built, so the hook order never changes
    if (countsRenders) useRenderCount("editSidebar");
    if (rows.length === 0) return null;
    return (
      <aside className="app-edit-sidebar" aria-labelledby="edit-sections-title">
        <h2 className="govuk-heading-s" id="edit-sections-title">
          {text("editSectionsTitle")}
        </h2>
        <dl className="govuk-summary-list govuk-summary-list--no-border">
          {rows.map((row, i) => (
            <div className="govuk-summary-list__row" key={`${row.href}-${row.label}-${i}`}>
              <dt className="govuk-summary-list__key">{row.label}</dt>
              <dd className="govuk-summary-list__value">{row.value}</dd>
              <dd className="govuk-summary-list__actions">
                <Link className="govuk-link" to={row.href}>
                  {text("editLink")}
                  <span className="govuk-visually-hidden"> {row.label}</span>
                </Link>
              </dd>
            </div>
          ))}
        </dl>
      </aside>
    );
  },
  (before, after) => sameRows(before.rows, after.rows),
);
