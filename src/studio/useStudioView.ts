/**
 * What the studio shows for its place: the product, the page (a named driver's for its slot), the
 * states offered and the one chosen, every message of the page with a state that shows each, and
 * the state the preview is drawn in (the chosen one, or one showing the message asked for).
 */
import { useMemo } from "react";
import { pageInstance } from "../engine/index.ts";
import { systemClock } from "../app/clock.ts";
import { journeyEnvironmentOf } from "../app/journeyValidation.ts";
import type { LiveStudio } from "./liveStudio.ts";
import type { StudioPlace } from "./useStudioPlace.ts";
import type { SessionAnswer } from "./sessions/sessionChannel.ts";
import { chosenState, messageCandidates, offeredStates, previewState } from "./studioStates.ts";
import { pageMessages } from "./messages/pageMessages.ts";
import { messageFinder, type MessageState } from "./messages/messageStates.ts";

export function useStudioView({ snapshot, validators }: LiveStudio, place: StudioPlace, sessions: SessionAnswer[]) {
  const product = snapshot.products.find((p) => p.id === place.product);
  const journey = product?.journey;
  const answers = journey && validators[journey.id];
  const page = useMemo(
    () => (journey?.pages[place.page] ? pageInstance(journey, place.page, place.slot) : undefined),
    [journey, place.page, place.slot],
  );
  const today = systemClock.today();
  const offered = useMemo(
    () => offeredStates(product, place.page, place.slot, sessions, today),
    [product, place.page, place.slot, sessions, today],
  );
  const chosen = useMemo(() => chosenState(offered, place.state, place.product, today), [offered, place.state, place.product, today]);
  const check = useMemo(
    () => (journey && answers ? journeyEnvironmentOf({ [journey.id]: { journey, answers } }, systemClock).check : undefined),
    [journey, answers],
  );
  const messages = useMemo(() => (journey && page ? pageMessages(page, journey) : []), [journey, page]);
  const found = useMemo(() => {
    if (!journey || !page || !check) return new Map<string, MessageState | undefined>();
    const find = messageFinder({ journey, page, check, candidates: messageCandidates(chosen, offered) });
    return new Map(messages.map((message) => [message.id, find(message)]));
  }, [journey, page, check, chosen, offered, messages]);
  const shownMessage = messages.find((m) => m.id === place.show);
  const state = useMemo(
    () => previewState(chosen, shownMessage, shownMessage && found.get(shownMessage.id)),
    [chosen, shownMessage, found],
  );
  const pageTitles = useMemo(() => Object.fromEntries(Object.values(journey?.pages ?? {}).map((p) => [p.id, p.title])), [journey]);
  return { product, journey, answers, page, offered, chosen, check, messages, found, shownMessage, state, pageTitles };
}
