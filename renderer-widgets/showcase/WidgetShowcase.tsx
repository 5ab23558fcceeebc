import { useRef, useState, type JSX } from "react";
import { Spinner } from "../index";
import { Modal } from "../Modal";
import { ShowcaseField, type ShowcaseFieldDef } from "./ShowcaseField";
import showcase from "./showcase.json";

const fields = showcase.fields as ShowcaseFieldDef[];

function shown(value: unknown, empty: string): string {
  return value === undefined ? empty : JSON.stringify(value);
}

/**
 * Every widget on one page with local state (not the app store), for the /dev/widgets route
 * and its browser test. Texts come from showcase.json, as a journey's would.
 */
export default function WidgetShowcase(): JSX.Element {
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  const [modalOpen, setModalOpen] = useState(false);
  const continueRef = useRef<HTMLButtonElement>(null);
  const setAnswer = (name: string, value: unknown) => setAnswers((current) => ({ ...current, [name]: value }));

  const rows = [...fields.map((field) => ({ name: field.name, label: field.label })), ...showcase.siblings];

  return (
    <div className="app-widget-showcase">
      <h1 className="govuk-heading-l">{showcase.title}</h1>
      <p className="govuk-body">{showcase.intro}</p>

      <form noValidate onSubmit={(event) => event.preventDefault()}>
        {fields.map((field) => (
          <ShowcaseField key={field.name} field={field} value={answers[field.name]} onChange={setAnswer} setSibling={setAnswer} />
        ))}
      </form>

      <button type="button" className="govuk-button govuk-button--secondary" onClick={() => setModalOpen(true)}>
        {showcase.modal.openButton}
      </button>
      <Modal open={modalOpen} title={showcase.modal.title} onClose={() => setModalOpen(false)} initialFocusRef={continueRef}>
        <p className="govuk-body govuk-!-font-weight-bold">{showcase.modal.subtitle}</p>
        <p className="govuk-body">{showcase.modal.body}</p>
        <button ref={continueRef} type="button" className="govuk-button" onClick={() => setModalOpen(false)}>
          {showcase.modal.continueButton}
        </button>
      </Modal>

      <h2 className="govuk-heading-m">{showcase.spinnerHeading}</h2>
      <Spinner />

      <h2 className="govuk-heading-m">{showcase.answersHeading}</h2>
      <dl className="govuk-summary-list">
        {rows.map((row) => (
          <div className="govuk-summary-list__row" key={row.name}>
            <dt className="govuk-summary-list__key">{row.label}</dt>
            <dd className="govuk-summary-list__value" id={`answer-${row.name}`}>
              {shown(answers[row.name], showcase.emptyAnswer)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
