/**
 * The consumer's choice about analytics cookies (UK PECR): nothing is reported to analytics until they
 * accept, and a rejection is as final as an acceptance. The choice is remembered in localStorage (a
 * strictly necessary record, so it needs no consent of its own) and shared with the consumer's other
 * tabs; without storage (a locked-down browser) it lasts as long as the page. Whether the banner is
 * open is kept here too: open until a choice is made, and opened again from the footer's link.
 */
import { useSyncExternalStore } from "react";
import { CONSENT_STORAGE_KEY, CONSENT_VERSION, storedConsent, type AnalyticsConsent, type StoredConsent } from "./consentRecord.ts";

export interface ConsentState {
  /** The choice made, if any. */
  choice: AnalyticsConsent | undefined;
  /** Whether the banner is showing: asking (no choice yet, or asked again) or confirming a choice just made. */
  banner: "closed" | "asking" | "confirming";
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function readStored(): AnalyticsConsent | undefined {
  try {
    return storedConsent(storage()?.getItem(CONSENT_STORAGE_KEY), CONSENT_VERSION);
  } catch {
    return undefined;
  }
}

let state: ConsentState = initialState();
const listeners = new Set<() => void>();

function initialState(): ConsentState {
  const choice = typeof window === "undefined" ? undefined : readStored();
  return { choice, banner: choice ? "closed" : "asking" };
}

function update(next: ConsentState) {
  state = next;
  for (const listener of listeners) listener();
}

/** The choice as it stands: analytics run only when this is "accepted". */
export function analyticsConsent(): AnalyticsConsent | undefined {
  return state.choice;
}

/** Records the consumer's choice, remembers it, and shows the banner's confirmation of it. */
export function chooseAnalytics(choice: AnalyticsConsent) {
  try {
    storage()?.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: choice, version: CONSENT_VERSION } satisfies StoredConsent));
  } catch {
    // Storage full or refused: the choice holds for this page.
  }
  update({ choice, banner: "confirming" });
}

/** The footer's link: the banner asks again, the choice made standing until another is made. */
export function reopenConsentBanner() {
  update({ ...state, banner: "asking" });
}

/** The confirmation's Hide button. */
export function closeConsentBanner() {
  if (state.choice) update({ ...state, banner: "closed" });
}

if (typeof window !== "undefined") {
  // A choice made in another tab holds in this one too.
  window.addEventListener("storage", (event) => {
    if (event.key !== CONSENT_STORAGE_KEY && event.key !== null) return;
    const choice = readStored();
    if (choice !== state.choice) update({ choice, banner: choice ? "closed" : "asking" });
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The consent state, for components: they redraw when it changes. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
