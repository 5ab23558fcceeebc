/**
 * The states the studio offers for a page, and what a chosen one (with any message asked for)
 * gives a preview: the scenario files' drafts and rule cases, an empty quote, and the quotes of the
 * app's other tabs. Scenario states are replayed on the scenarios' day, the others on today.
 */
import type { Draft } from "../engine/index.ts";
import type { StudioProduct, StudioState } from "./studioModel.ts";
import type { SessionAnswer } from "./sessions/sessionChannel.ts";
import type { Candidate, MessageState } from "./messages/messageStates.ts";
import type { PageMessage } from "./messages/pageMessages.ts";
import type { PreviewState } from "./preview/PagePreview.tsx";

export const SESSION_PREFIX = "session:";

/** A state the picker offers, grouped as it lists them. */
export interface OfferedState {
  id: string;
  group: "start" | "page" | "quote" | "draft" | "session";
  label: string;
  draft: Draft;
  today: string;
}

/** The states for a page of a product: empty, its rule cases, whole quotes, shared drafts, other tabs' quotes. */
export function offeredStates(
  product: StudioProduct | undefined,
  page: string,
  slot: number | undefined,
  sessions: SessionAnswer[],
  today: string,
): OfferedState[] {
  const offered = (state: StudioState, group: OfferedState["group"]): OfferedState => ({
    id: state.id,
    group,
    label: state.label,
    draft: state.draft,
    today: state.today ?? today,
  });
  const states = product?.states ?? [];
  return [
    ...states.filter((s) => s.kind === "empty").map((s) => offered(s, "start")),
    ...states.filter((s) => s.kind === "case" && s.page === page && (s.slot ?? 0) === (slot ?? 0)).map((s) => offered(s, "page")),
    ...states.filter((s) => s.kind === "scenario").map((s) => offered(s, "quote")),
    ...states.filter((s) => s.kind === "draft").map((s) => offered(s, "draft")),
    ...sessions.map((s): OfferedState => ({ id: `${SESSION_PREFIX}${s.tab}`, group: "session", label: s.path, draft: s.draft, today })),
  ];
}

/** The chosen state, else an empty quote of the product. */
export function chosenState(offered: OfferedState[], id: string, product: string, today: string): OfferedState {
  return (
    offered.find((s) => s.id === id) ??
    offered.find((s) => s.group === "start") ?? { id: "empty", group: "start", label: "", draft: { product }, today }
  );
}

/** What a finder tries for a page's messages, most likely first: the chosen state, the page's rule cases, the rest. */
export function messageCandidates(chosen: OfferedState, offered: OfferedState[]): Candidate[] {
  const order: OfferedState["group"][] = ["page", "quote", "draft", "start", "session"];
  const rest = order.flatMap((group) => offered.filter((s) => s.group === group && s !== chosen));
  return [chosen, ...rest].map(({ draft, today }) => ({ draft, today }));
}

/** A preview of the chosen state, or of the state found to show a message. */
export function previewState(chosen: OfferedState, message?: PageMessage, found?: MessageState): PreviewState {
  if (!message || !found) return { key: chosen.id, draft: chosen.draft, today: chosen.today, show: "opened" };
  const show: PreviewState["show"] =
    message.kind === "reveal" ? "opened" : message.kind === "call" ? { errors: found.errors } : "submitted";
  return { key: `${chosen.id}|${message.id}`, draft: found.draft, today: found.today, show };
}

/** The same state for another product: its answers, that product's. */
export function forProduct(state: PreviewState, product: string): PreviewState {
  return { ...state, key: `${state.key}|${product}`, draft: { ...state.draft, product } };
}
