/** The added named drivers on the final page: each one's summary lines and a Remove button. */
import {
  addedNamedDrivers,
  namedDriverPages,
  removeNamedDriver,
  setPath,
  summaryLines,
  withDefaults,
  type ContentBlock,
  type ResolvedJourney,
} from "../engine/index.ts";
import { useQuote, useQuoteStoreApi } from "../store/QuoteStoreContext.tsx";
import { useJourneyEnvironment } from "./JourneyEnvironment.tsx";

export function NamedDriversBlock({ block, journey }: { block: ContentBlock; journey: ResolvedJourney }) {
  const store = useQuoteStoreApi();
  const draft = useQuote((s) => s.draft);
  const { clock } = useJourneyEnvironment();
  const namedPages = namedDriverPages(journey);
  const added = addedNamedDrivers(journey, draft);

  const remove = (index: number) => {
    const { draft: current, submitted, replace } = store.getState();
    const next = removeNamedDriver(journey, current, submitted, index);
    const cleared = (block.resetOnRemove ?? []).reduce((draft, path) => setPath(draft, path, undefined), next.draft);
    replace(withDefaults(journey, cleared, clock), next.submitted);
  };

  return (
    <section id={block.id} className="app-named-drivers" aria-labelledby={block.id && `${block.id}-title`}>
      {block.text && (
        <h2 className="govuk-heading-m app-named-drivers__title" id={block.id && `${block.id}-title`}>
          {block.text}
        </h2>
      )}
      {added.map((index) => {
        // The first line is the driver's name: it is the card's title, so the list starts after it.
        const [nameRow, ...rows] = summaryLines(journey, draft, namedPages, clock, index);
        const name = nameRow?.value ?? String(index + 1);
        return (
          <div className="govuk-summary-card" key={index} data-named-driver={index}>
            <div className="govuk-summary-card__title-wrapper">
              <h3 className="govuk-summary-card__title">{name}</h3>
              <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" onClick={() => remove(index)}>
                {block.removeLabel}
                <span className="govuk-visually-hidden"> {name}</span>
              </button>
            </div>
            <div className="govuk-summary-card__content">
              <dl className="govuk-summary-list">
                {rows.map((row) => (
                  <div className="govuk-summary-list__row" key={`${row.page}-${row.label}`}>
                    <dt className="govuk-summary-list__key">{row.label}</dt>
                    <dd className="govuk-summary-list__value">{row.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        );
      })}
    </section>
  );
}
