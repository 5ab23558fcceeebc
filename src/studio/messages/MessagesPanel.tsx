/**
 * Every message and reveal of the page with what makes it show, in words, and a button that puts
 * the preview in a state where it shows (found by messageStates.ts); or a note that no scenario
 * does, so a rule case is needed. "Show every message" draws the page once per such state.
 */
import { useId } from "react";
import type { MessageState } from "./messageStates.ts";
import type { PageMessage, PageMessageKind } from "./pageMessages.ts";
import { studioText, type StudioTextKey } from "../studioText.ts";

const KIND: Record<PageMessageKind, StudioTextKey> = {
  validation: "kindValidation",
  rule: "kindRule",
  call: "kindCall",
  reveal: "kindReveal",
};

interface MessagesPanelProps {
  messages: PageMessage[];
  found: Map<string, MessageState | undefined>;
  shown?: string;
  every: boolean;
  onShow(id: string | undefined): void;
  onEvery(every: boolean): void;
}

export function MessagesPanel({ messages, found, shown, every, onShow, onEvery }: MessagesPanelProps) {
  const titleId = useId();
  return (
    <section className="studio-panel" aria-labelledby={titleId}>
      <h2 className="govuk-heading-m" id={titleId}>
        {studioText("messagesTitle")}
      </h2>
      <div className="govuk-button-group">
        <button type="button" className="govuk-button govuk-button--secondary" aria-pressed={every} onClick={() => onEvery(!every)}>
          {studioText("showEveryMessage")}
        </button>
        {shown && (
          <button type="button" className="govuk-button govuk-button--secondary" onClick={() => onShow(undefined)}>
            {studioText("showState")}
          </button>
        )}
      </div>
      {messages.length === 0 ? (
        <p className="govuk-body-s">{studioText("noMessages")}</p>
      ) : (
        <ul className="govuk-list studio-messages">
          {messages.map((message) => (
            <li key={message.id} className="studio-message">
              <p className="govuk-body-s studio-message__text">
                <span className="studio-message__kind">{studioText(KIND[message.kind])}</span>{" "}
                {message.field ? <code>{message.field}</code> : null} {message.text}
              </p>
              <p className="govuk-body-s studio-message__when">{studioText("shownWhen", { condition: message.when })}</p>
              {found.get(message.id) ? (
                <button
                  type="button"
                  className="govuk-button govuk-button--secondary studio-message__show"
                  aria-pressed={shown === message.id}
                  onClick={() => onShow(message.id)}
                >
                  {studioText("showMessage")}
                  <span className="govuk-visually-hidden">{studioText("showMessageHidden", { text: message.text })}</span>
                </button>
              ) : (
                <p className="govuk-body-s">{studioText("noStateShows")}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
