/** Content blocks of a page (paragraphs, insets, warnings, summary lists); JSON text rendered as text. */
import { evaluate, holds, type ContentBlock, type LogicData, type ResolvedJourney } from "../engine/index.ts";
import { NamedDriversBlock } from "./NamedDriversBlock.tsx";

const blank = (v: unknown) => v === undefined || v === null || v === "";

interface BlockProps {
  data: LogicData;
  journey: ResolvedJourney;
}

export function PageContent({ blocks, ...props }: BlockProps & { blocks?: ContentBlock[] }) {
  return (
    <>
      {(blocks ?? [])
        .filter((b) => holds(b.visibleWhen, props.data))
        .map((block, i) => (
          <Block block={block} {...props} key={i} />
        ))}
    </>
  );
}

/** One content block; `PageForm` also places blocks that name a field in `after` right below it. */
export function Block({ block, data, journey }: BlockProps & { block: ContentBlock }) {
  switch (block.kind) {
    case "summary": {
      const rows = (block.rows ?? [])
        .filter((r) => holds(r.visibleWhen, data))
        .map((r) => ({ label: r.label, value: evaluate(r.value, data) }))
        .filter((r) => !blank(r.value));
      return (
        <dl className="govuk-summary-list app-page-summary" id={block.id}>
          {rows.map((r) => (
            <div className="govuk-summary-list__row" key={r.label}>
              <dt className="govuk-summary-list__key">{r.label}</dt>
              <dd className="govuk-summary-list__value">{String(r.value)}</dd>
            </div>
          ))}
        </dl>
      );
    }
    case "namedDrivers":
      return <NamedDriversBlock block={block} journey={journey} />;
    case "heading":
      return (
        <h2 className="govuk-heading-m" id={block.id}>
          {block.text}
        </h2>
      );
    case "warning":
      return (
        <div className="govuk-warning-text" id={block.id}>
          <span className="govuk-warning-text__icon" aria-hidden="true">
            !
          </span>
          <strong className="govuk-warning-text__text">{block.text}</strong>
        </div>
      );
    default:
      return (
        <p className={block.kind === "inset" ? "govuk-inset-text" : "govuk-body"} id={block.id}>
          {block.text}
        </p>
      );
  }
}
