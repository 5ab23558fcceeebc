/**
 * The two-step intro of a product's journey (§1): what the product needs, then the declarations
 * for all drivers. Shown once per product; Agree closes it, Back to home leaves the journey.
 */
import { useEffect, useState } from "react";
import { Modal } from "../../renderer-widgets/index.ts";
import type { ResolvedJourney } from "../engine/types.ts";
import { brand } from "./catalogue.ts";
import { track } from "./analytics.ts";

interface IntroContent {
  step1: { title: string; checklist: string[]; next: string };
  step2: { title: string; declarations: string[]; agree: string; backToHome: string; privacyPolicy: string };
}

export function IntroModal({ journey, onAgree }: { journey: ResolvedJourney; onAgree: () => void }) {
  const intro = journey.intro as unknown as IntroContent | undefined;
  const [step, setStep] = useState<1 | 2>(1);
  useEffect(() => {
    track("view_item", { item_category: "intro", item_name: `step${step}`, product: journey.id });
  }, [step, journey.id]);
  if (!intro) return null;

  const click = (name: string) => track("select_content", { content_type: "intro", item_id: name, product: journey.id });
  const leave = () => {
    click("back_to_home");
    window.location.assign(brand.homeUrl);
  };

  return (
    <Modal open title={step === 1 ? intro.step1.title : intro.step2.title} onClose={leave}>
      {step === 1 ? (
        <>
          <ul className="govuk-list govuk-list--bullet">
            {intro.step1.checklist.map((item) => <li key={item}>{item}</li>)}
          </ul>
          <button type="button" className="govuk-button" onClick={() => { click("next"); setStep(2); }}>
            {intro.step1.next}
          </button>
        </>
      ) : (
        <>
          <ul className="govuk-list govuk-list--bullet">
            {intro.step2.declarations.map((item) => <li key={item}>{item}</li>)}
          </ul>
          <div className="govuk-button-group">
            <button type="button" className="govuk-button" onClick={() => { click("agree"); onAgree(); }}>
              {intro.step2.agree}
            </button>
            <button type="button" className="govuk-button govuk-button--secondary" onClick={leave}>
              {intro.step2.backToHome}
            </button>
            <a className="govuk-link" href={brand.privacyPolicyUrl} onClick={() => click("privacy_policy")}>
              {intro.step2.privacyPolicy}
            </a>
          </div>
        </>
      )}
    </Modal>
  );
}
