/** Content blocks of a page (paragraphs, insets, warnings, summary lists); JSON text rendered as text. */
import { evaluate, holds } from "../engine/index.ts";
import type { ContentBlock, LogicData } from "../engine/types.ts";

const blank = (v: unknown) => v === undefined || v === null || v === "";

export function PageContent({ blocks, data }: { blocks?: ContentBlock[]; data: LogicData }) {
  return (
    <>
      {(blocks ?? []).filter((b) => holds(b.visibleWhen, data)).map((block, i) => {
        if (block.kind === "summary") {
          const rows = (block.rows ?? [])
            .filter((r) => holds(r.visibleWhen, data))
            .map((r) => ({ label: r.label, value: evaluate(r.value, data) }))
            .filter((r) => !blank(r.value));
          return (
            <dl className="govuk-summary-list" key={i}>
              {rows.map((r) => (
                <div className="govuk-summary-list__row" key={r.label}>
                  <dt className="govuk-summary-list__key">{r.label}</dt>
                  <dd className="govuk-summary-list__value">{String(r.value)}</dd>
                </div>
              ))}
            </dl>
          );
        }
        if (block.kind === "warning") {
          return (
            <div className="govuk-warning-text" key={i}>
              <span className="govuk-warning-text__icon" aria-hidden="true">!</span>
              <strong className="govuk-warning-text__text">{block.text}</strong>
            </div>
          );
        }
        return (
          <p className={block.kind === "inset" ? "govuk-inset-text" : "govuk-body"} key={i}>{block.text}</p>
        );
      })}
    </>
  );
}
