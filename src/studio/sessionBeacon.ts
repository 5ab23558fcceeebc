/**
 * Loaded into every page the dev server serves (by the studio plugin, never in a build): answers
 * the studio's question with this tab's stored quote, unless this tab is the studio.
 */
import { STORAGE_KEY } from "../store/quoteStore.ts";
import { SESSION_CHANNEL, type SessionAnswer, type SessionQuestion } from "./sessions/sessionChannel.ts";

/** Names this tab across its reloads, so a studio state borrowed from it stays the same. */
const TAB_KEY = "journey-studio-tab";

function tabId(): string {
  let id = sessionStorage.getItem(TAB_KEY);
  if (!id) {
    id = crypto.randomUUID().slice(0, 8);
    sessionStorage.setItem(TAB_KEY, id);
  }
  return id;
}

function storedDraft(): SessionAnswer["draft"] | undefined {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null") as { state?: { draft?: SessionAnswer["draft"] } } | null;
    return saved?.state?.draft;
  } catch {
    return undefined;
  }
}

new BroadcastChannel(SESSION_CHANNEL).addEventListener("message", (event: MessageEvent<SessionQuestion>) => {
  const draft = storedDraft();
  if (event.data?.type !== "ask" || window.location.pathname.startsWith("/studio") || !draft) return;
  const answer: SessionAnswer = { type: "session", tab: tabId(), path: window.location.pathname, draft };
  (event.target as BroadcastChannel).postMessage(answer);
});
