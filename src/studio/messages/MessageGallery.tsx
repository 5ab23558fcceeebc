/**
 * "Show every message": the page drawn once for each state that shows some of its messages and
 * reveals, captioned with what each shows; then what no state shows. Focus moves to its heading
 * when it opens.
 */
import { useEffect, useId, useMemo, useRef, type RefObject } from "react";
import type { ResolvedJourney, ResolvedPage } from "../../engine/index.ts";
import type { ProductJourney } from "../../app/journeySource.ts";
import { PagePreview } from "../preview/PagePreview.tsx";
import { previewState, type OfferedState } from "../studioStates.ts";
import { studioText } from "../studioText.ts";
import type { MessageState } from "./messageStates.ts";
import type { PageMessage } from "./pageMessages.ts";

interface MessageGalleryProps {
  journey: ResolvedJourney;
  answers: ProductJourney["answers"];
  page: ResolvedPage & { index?: number };
  messages: PageMessage[];
  found: Map<string, MessageState | undefined>;
  chosen: OfferedState;
  onOpenPage(pageId: string, index?: number): void;
}

export function MessageGallery({ journey, answers, page, messages, found, chosen, onOpenPage }: MessageGalleryProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const groups = useMemo(
    () => byState(messages, found).map((group) => ({ ...group, preview: previewState(chosen, group.messages[0], group.state) })),
    [messages, found, chosen],
  );
  const unshown = messages.filter((m) => !found.get(m.id));
  const section = useRef<HTMLElement>(null);
  useKeptFocus(section, heading);
  return (
    <section className="studio-gallery" aria-labelledby={titleId} ref={section}>
      <h2 className="govuk-heading-m" id={titleId} ref={heading} tabIndex={-1}>
        {studioText("galleryTitle", { count: messages.length - unshown.length })}
      </h2>
      {groups.map(({ messages: shows, preview }, i) => (
        <section key={i} className="studio-gallery__item" aria-label={studioText("galleryItem", { number: i + 1 })}>
          <ul className="govuk-list govuk-body-s">
            {shows.map((message) => (
              <li key={message.id}>
                <span className="studio-gallery__text">{message.text}</span> {studioText("galleryWhen", { condition: message.when })}
              </li>
            ))}
          </ul>
          <PagePreview journey={journey} answers={answers} pageId={page.id} index={page.index} state={preview} onOpenPage={onOpenPage} />
        </section>
      ))}
      {unshown.length > 0 && (
        <>
          <h3 className="govuk-heading-s">{studioText("galleryUnshown")}</h3>
          <ul className="govuk-list govuk-body-s">
            {unshown.map((message) => (
              <li key={message.id}>{message.text}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * Focus on the heading as the gallery opens, kept there until the user next clicks or presses a
 * key: each preview's error summary takes focus as it appears (as after a failed submit), one
 * after another, which would leave the user at the last of them.
 */
function useKeptFocus(section: RefObject<HTMLElement | null>, heading: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const target = heading.current;
    const within = section.current;
    if (!target || !within) return;
    target.focus();
    let settling = true;
    const keep = (event: FocusEvent) => {
      if (settling && event.target !== target) target.focus();
    };
    const settle = () => {
      settling = false;
    };
    within.addEventListener("focusin", keep);
    window.addEventListener("pointerdown", settle, { capture: true, once: true });
    window.addEventListener("keydown", settle, { capture: true, once: true });
    return () => {
      within.removeEventListener("focusin", keep);
      window.removeEventListener("pointerdown", settle, { capture: true });
      window.removeEventListener("keydown", settle, { capture: true });
    };
  }, [section, heading]);
}

/** Messages grouped by the state that shows them: one preview draws each state once. */
function byState(
  messages: PageMessage[],
  found: Map<string, MessageState | undefined>,
): { state: MessageState; messages: PageMessage[] }[] {
  const groups = new Map<MessageState, PageMessage[]>();
  for (const message of messages) {
    const state = found.get(message.id);
    if (state) groups.set(state, [...(groups.get(state) ?? []), message]);
  }
  return [...groups].map(([state, shows]) => ({ state, messages: shows }));
}
