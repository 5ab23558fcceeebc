/**
 * What is being bought, before any card or bank details (on /telematics, the first buying step):
 * the cover, its start, the price as it will be paid, the extras, the excesses and how long the
 * price holds; the answers it was priced on; and the documents a buyer is given before paying.
 */
import type { ResolvedJourney } from "../../engine/index.ts";
import { longDate } from "../../api/instalmentDates.ts";
import { useQuote } from "../../store/QuoteStoreContext.tsx";
import { useJourneyEnvironment } from "../JourneyEnvironment.tsx";
import { brand } from "../catalogue.ts";
import { formatPence } from "../rate/money.ts";
import { quoteText } from "../rate/quoteText.ts";
import { answerRows } from "../summaryRows.ts";
import { buyText, documentTitle } from "./buyText.ts";
import type { Purchase } from "./purchase.ts";

export function CoverSummary({ journey, purchase }: { journey: ResolvedJourney; purchase: Purchase }) {
  const environment = useJourneyEnvironment();
  const draft = useQuote((s) => s.draft);
  const submitted = useQuote((s) => s.submitted);
  const { rate } = purchase;
  const outcome = rate.ratingOutcome;
  const extras = outcome.addons.filter((addon) => addon.selected).map((addon) => addon.description);
  const details = answerRows(journey, draft, submitted, environment).map((row): [string, string] => [row.label, row.value]);
  const rows: [string, string][] = [
    [buyText("coverProduct"), journey.name],
    ...(rate.inceptionDateTime ? [[buyText("coverStarts"), longDate(rate.inceptionDateTime.slice(0, 10))] as [string, string]] : []),
    [buyText("coverPrice"), priceText(purchase)],
    [buyText("coverExtras"), extras.length > 0 ? extras.join(", ") : buyText("coverNoExtras")],
    [
      buyText("coverExcess"),
      outcome.excesses.map((e) => buyText("coverExcessLine", { name: e.excessDisplayName, amount: formatPence(e.totalAmount) })).join("; "),
    ],
    [buyText("coverPriceValid"), longDate(rate.expiryDate)],
  ];
  return (
    <section aria-labelledby="cover-summary-heading" id="cover-summary">
      <h2 className="govuk-heading-m" id="cover-summary-heading">
        {buyText("coverHeading")}
      </h2>
      <SummaryList rows={rows} />
      {details.length > 0 && (
        <>
          <h3 className="govuk-heading-s">{buyText("coverDetailsHeading")}</h3>
          <SummaryList rows={details} id="cover-details" />
        </>
      )}
      <h2 className="govuk-heading-m" id="documents-heading">
        {buyText("documentsHeading")}
      </h2>
      <p className="govuk-body">{buyText("documentsIntro")}</p>
      <ul className="govuk-list govuk-list--bullet" aria-labelledby="documents-heading" id="documents">
        {brand.documents.map((document) => (
          <li key={document.id}>
            <a className="govuk-link" href={document.url}>
              {documentTitle(document.id as Parameters<typeof documentTitle>[0])}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SummaryList({ rows, id }: { rows: [string, string][]; id?: string }) {
  return (
    <dl className="govuk-summary-list" id={id}>
      {rows.map(([label, value], i) => (
        <div className="govuk-summary-list__row" key={`${label}-${i}`}>
          <dt className="govuk-summary-list__key">{label}</dt>
          <dd className="govuk-summary-list__value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The price as it will be paid: the year's by card, the plan's deposit and instalments, or pay per mile's upfront amount and rate. */
function priceText({ method, option }: Purchase): string {
  if (method === "MONTHLY") {
    return buyText("coverPriceMonthly", {
      deposit: formatPence(option.upFrontAmount),
      count: option.instalmentCount,
      instalment: formatPence(option.standardInstalmentAmount),
      total: formatPence(option.totalAmountPayable),
    });
  }
  const price = formatPence(option.totalAmountPayable);
  if (option.pencePerMile != null) {
    return `${quoteText("pricePerMile", { price })} ${quoteText("pricePerMileNote", { pencePerMile: option.pencePerMile })}`;
  }
  return quoteText("priceAnnual", { price });
}
