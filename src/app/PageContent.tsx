/** Content blocks of a page (paragraphs, insets, warnings, summary lists); JSON text rendered as text. */
import { evaluate, holds } from "../engine/index.ts";
import type { ContentBlock, LogicData, ResolvedJourney } from "../engine/types.ts";
import { NamedDriversBlock } from "./NamedDriversBlock.tsx";

const blank = (v: unknown) => v === undefined || v === null || v === "";

export function PageContent({ blocks, data, journey }: { blocks?: ContentBlock[]; data: LogicData; journey: ResolvedJourney }) {
  return (
    <>
      {(blocks ?? []).filter((b) => holds(b.visibleWhen, data)).map((block, i) => {
        if (block.kind === "summary") {
          const rows = (block.rows ?? [])
            .filter((r) => holds(r.visibleWhen, data))
            .map((r) => ({ label: r.label, value: evaluate(r.value, data) }))
            .filter((r) => !blank(r.value));
          return (
            <dl className="govuk-summary-list app-page-summary" key={i}>
              {rows.map((r) => (
                <div className="govuk-summary-list__row" key={r.label}>
                  <dt className="govuk-summary-list__key">{r.label}</dt>
                  <dd className="govuk-summary-list__value">{String(r.value)}</dd>
                </div>
              ))}
            </dl>
          );
        }
        if (block.kind === "namedDrivers") return <NamedDriversBlock block={block} journey={journey} key={i} />;
        if (block.kind === "heading") return <h2 className="govuk-heading-m" id={block.id} key={i}>{block.text}</h2>;
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
