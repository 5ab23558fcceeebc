/**
 * What changed in the product's journey since a git ref (by default where the branch left the main
 * line): the journeys:diff report's lines, grouped by page, each page with a link to its preview.
 */
import { useId, useState, type FormEvent } from "react";
import { STUDIO_ENDPOINTS, type ChangeLine, type ChangeReport } from "../studioModel.ts";
import { studioText } from "../studioText.ts";
import { useStudioEndpoint } from "../useStudioEndpoint.ts";
import { CodeText } from "./CodeText.tsx";

interface ChangesPanelProps {
  generation: number;
  /** Page titles by id, for the links to their previews. */
  titles: Record<string, string>;
  product: string;
  refName?: string;
  onRef(ref: string): void;
  onOpenPage(pageId: string): void;
}

export function ChangesPanel({ generation, titles, product, refName, onRef, onOpenPage }: ChangesPanelProps) {
  const titleId = useId();
  const [typed, setTyped] = useState(refName ?? "");
  const url = `${STUDIO_ENDPOINTS.changes}?${new URLSearchParams({ product, ...(refName ? { ref: refName } : {}) })}`;
  const answer = useStudioEndpoint<ChangeReport>(url, generation);
  const report = answer.status === "done" ? answer.value : answer.status === "loading" ? answer.previous : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRef(typed.trim());
  };
  return (
    <section className="studio-panel" aria-labelledby={titleId} aria-busy={answer.status === "loading"}>
      <h2 className="govuk-heading-m" id={titleId}>
        {studioText("changesTitle")}
      </h2>
      <form onSubmit={submit} className="studio-changes__form">
        <div className="govuk-form-group">
          <label className="govuk-label" htmlFor="studio-ref">
            {studioText("changesRefLabel")}
          </label>
          <div className="govuk-hint" id="studio-ref-hint">
            {studioText("changesRefHint")}
          </div>
          <input
            id="studio-ref"
            className="govuk-input govuk-input--width-20"
            aria-describedby="studio-ref-hint"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            spellCheck={false}
          />
        </div>
        <button type="submit" className="govuk-button govuk-button--secondary">
          {studioText("changesCompare")}
        </button>
      </form>
      <p className="govuk-body-s studio-status" role="status">
        {answer.status === "failed"
          ? studioText("changesFailed", { reason: answer.reason })
          : answer.status === "loading"
            ? studioText("changesRunning")
            : studioText(answer.value.ref ? "changesSummary" : "changesSummaryMergeBase", {
                count: answer.value.lines.length,
                commit: answer.value.commit.slice(0, 10),
                ref: answer.value.ref,
              })}
      </p>
      {report && <ChangeGroups report={report} titles={titles} onOpenPage={onOpenPage} />}
    </section>
  );
}

function ChangeGroups({
  report,
  titles,
  onOpenPage,
}: {
  report: ChangeReport;
  titles: Record<string, string>;
  onOpenPage(pageId: string): void;
}) {
  const groups = new Map<string, ChangeLine[]>();
  for (const line of report.lines) groups.set(line.page ?? "", [...(groups.get(line.page ?? "") ?? []), line]);
  return (
    <>
      {report.problems.map((problem) => (
        <p key={problem} className="govuk-body-s govuk-error-message">
          {problem}
        </p>
      ))}
      {[...groups].map(([page, lines]) => (
        <div key={page} className="studio-changes__page">
          <h3 className="govuk-heading-s">
            {page ? (
              <button type="button" className="govuk-link studio-link-button" onClick={() => onOpenPage(page)}>
                {studioText("changesPage", { page, title: titles[page] ?? page })}
              </button>
            ) : (
              studioText("changesProduct")
            )}
          </h3>
          <ul className="govuk-list govuk-list--bullet govuk-body-s">
            {lines.map((line, i) => (
              <li key={i}>
                <CodeText text={line.text} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
