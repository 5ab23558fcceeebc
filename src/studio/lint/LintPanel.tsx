/**
 * The linter's findings beside the page: those about the page shown first, then the rest of the
 * product's, each with its check id, message and "did you mean"; opening one names its file and
 * JSON pointer. Asked again on every save.
 */
import { useId } from "react";
import { STUDIO_ENDPOINTS, type LintFinding, type LintReport } from "../studioModel.ts";
import { studioText } from "../studioText.ts";
import { useStudioEndpoint } from "../useStudioEndpoint.ts";
import { FilePlaceText } from "../FilePlaceText.tsx";

export function LintPanel({ generation, product, page }: { generation: number; product: string; page: string }) {
  const answer = useStudioEndpoint<LintReport>(STUDIO_ENDPOINTS.lint, generation);
  const titleId = useId();
  const report = answer.status === "done" ? answer.value : answer.status === "loading" ? answer.previous : undefined;
  const findings = report?.findings ?? [];
  const onPage = findings.filter((f) => f.pages.includes(page) && f.products.includes(product));
  const inProduct = findings.filter((f) => !onPage.includes(f) && f.products.includes(product));
  return (
    <section className="studio-panel" aria-labelledby={titleId} aria-busy={answer.status === "loading"}>
      <h2 className="govuk-heading-m" id={titleId}>
        {studioText("lintTitle")}
      </h2>
      <p className="govuk-body-s studio-status" role="status">
        {answer.status === "failed"
          ? studioText("lintFailed", { reason: answer.reason })
          : answer.status === "loading"
            ? studioText("lintRunning")
            : studioText("lintSummary", { page: onPage.length, product: inProduct.length })}
      </p>
      <Findings title={studioText("lintOnPage")} findings={onPage} empty={studioText("lintNoneOnPage")} />
      <Findings title={studioText("lintInProduct")} findings={inProduct} empty={studioText("lintNoneInProduct")} />
    </section>
  );
}

function Findings({ title, findings, empty }: { title: string; findings: LintFinding[]; empty: string }) {
  return (
    <>
      <h3 className="govuk-heading-s">{title}</h3>
      {findings.length === 0 ? (
        <p className="govuk-body-s">{empty}</p>
      ) : (
        <ul className="govuk-list studio-findings">
          {findings.map((finding, i) => (
            <li key={`${finding.file}:${finding.pointer}:${i}`}>
              <details className="studio-finding">
                <summary>
                  <span className={`studio-severity studio-severity--${finding.severity}`}>
                    {studioText(finding.severity === "error" ? "severityError" : "severityWarning")}
                  </span>{" "}
                  {finding.check && <code className="studio-check">{finding.check}</code>} {finding.message}
                </summary>
                {finding.didYouMean && <p className="govuk-body-s">{studioText("didYouMean", { suggestion: finding.didYouMean })}</p>}
                <FilePlaceText place={finding} />
              </details>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
