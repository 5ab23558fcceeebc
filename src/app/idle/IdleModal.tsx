/**
 * The idle warning: title, subtitle, text and a live countdown, with Continue with
 * quote. The visible countdown is a timer (never read out by itself); a polite live region
 * announces it at a few steps only. Closing the dialog (its Close button or Escape) is the same as
 * Continue: the customer is there.
 */
import { useRef } from "react";
import { Modal } from "../../../renderer-widgets/Modal.tsx";
import { chromeText } from "../chrome/chromeText.ts";
import { announcedSeconds, secondsText } from "./countdown.ts";

export function IdleModal({
  secondsLeft,
  totalSeconds,
  onContinue,
}: {
  secondsLeft: number;
  totalSeconds: number;
  onContinue: () => void;
}) {
  const continueRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal open title={chromeText("idleTitle")} onClose={onContinue} initialFocusRef={continueRef}>
      <p className="govuk-body-l app-idle__subtitle">{chromeText("idleSubtitle")}</p>
      <p className="govuk-body govuk-!-margin-bottom-1">{chromeText("idleText")}</p>
      <p className="govuk-heading-l app-idle__countdown" role="timer" id="idle-countdown">
        {secondsText(secondsLeft)}
      </p>
      <p className="govuk-visually-hidden" aria-live="polite" aria-atomic="true" id="idle-announcement">
        {`${chromeText("idleText")} ${secondsText(announcedSeconds(secondsLeft, totalSeconds))}`}
      </p>
      <button type="button" className="govuk-button govuk-!-margin-bottom-0" ref={continueRef} onClick={onContinue}>
        {chromeText("idleContinue")}
      </button>
    </Modal>
  );
}
