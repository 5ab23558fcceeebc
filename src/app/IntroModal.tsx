/**
 * The two-step intro of a product's journey: what the product needs, then the declarations
 * for all drivers. Shown once per product; Agree closes it, Back to home leaves the journey.
 * It shows what the manifest's intro has (introContent.ts): a step or label that is missing or
 * misspelt is left out or worded by the app, so a slip in the intro never stops a journey.
 * A bullet with a condition shows while it holds over the quote, so the device line follows the
 * device assignment that arrives while the intro is open.
 */
import { useEffect, useState } from "react";
import { Modal } from "../../renderer-widgets/Modal.tsx";
import { holds, logicData, type LogicData, type ResolvedJourney } from "../engine/index.ts";
import { useQuote } from "../store/QuoteStoreContext.tsx";
import { brand, text } from "./catalogue.ts";
import { track } from "./analytics.ts";
import { introContent, type IntroItem } from "./introContent.ts";
import { useJourneyEnvironment } from "./JourneyEnvironment.tsx";

/** A bullet whose condition cannot be worked out (a slip in a deployed intro) is left out rather than stopping the journey. */
function shows(item: IntroItem, data: LogicData): boolean {
  try {
    return holds(item.visibleWhen, data);
  } catch {
    return false;
  }
}

export function IntroModal({ journey, onAgree }: { journey: ResolvedJourney; onAgree: () => void }) {
  const intro = introContent(journey.intro);
  const { clock } = useJourneyEnvironment();
  // The modal covers the page, so following the whole draft costs no keystrokes.
  const draft = useQuote((s) => s.draft);
  const [step, setStep] = useState<1 | 2>(intro?.step1 ? 1 : 2);
  useEffect(() => {
    track("view_item", { item_category: "intro", item_name: `step${step}`, product: journey.id });
  }, [step, journey.id]);
  if (!intro) return null;

  const click = (name: string) => track("select_content", { content_type: "intro", item_id: name, product: journey.id });
  const leave = () => {
    click("back_to_home");
    window.location.assign(brand.homeUrl);
  };
  const agree = () => {
    click("agree");
    onAgree();
  };
  // Without a second step, the first one's button is the agreement.
  const next = () => {
    if (!intro.step2) return agree();
    click("next");
    setStep(2);
  };
  const bullets = (items: IntroItem[]) => {
    const data = logicData({ journey, draft, clock });
    return <ul className="govuk-list govuk-list--bullet">{items.map((item, i) => shows(item, data) && <li key={i}>{item.text}</li>)}</ul>;
  };

  const { step1, step2 } = intro;
  if (step === 1 && step1) {
    return (
      <Modal open title={step1.title ?? journey.name} onClose={leave}>
        {bullets(step1.items)}
        <button type="button" className="govuk-button" onClick={next}>
          {step1.next ?? text("continue")}
        </button>
      </Modal>
    );
  }
  return (
    <Modal open title={step2?.title ?? journey.name} onClose={leave}>
      {bullets(step2?.items ?? [])}
      <div className="govuk-button-group">
        <button type="button" className="govuk-button" onClick={agree}>
          {step2?.agree ?? text("continue")}
        </button>
        <button type="button" className="govuk-button govuk-button--secondary" onClick={leave}>
          {step2?.backToHome ?? text("returnHome")}
        </button>
        {step2?.privacyPolicy && (
          <a className="govuk-link" href={brand.privacyPolicyUrl} onClick={() => click("privacy_policy")}>
            {step2.privacyPolicy}
          </a>
        )}
      </div>
    </Modal>
  );
}
