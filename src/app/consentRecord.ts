/**
 * How the consumer's analytics cookie choice is remembered (localStorage), apart from the consent
 * state around it (consent.ts), so that the page's first script can read it too: the build writes
 * `storedConsent` into the script that hides the static cookie banner from anyone who has chosen
 * (tools/staticChromePlugin.ts). No DOM and no imports, for that reason.
 */
export type AnalyticsConsent = "accepted" | "rejected";

/** Where the choice is remembered. A new version asks everyone again (say, when new analytics cookies are added). */
export const CONSENT_STORAGE_KEY = "analytics-consent";
export const CONSENT_VERSION = 1;

export interface StoredConsent {
  analytics: AnalyticsConsent;
  version: number;
}

/** The choice a stored record holds, if it is one of this version; self-contained, as the build writes it into a script. */
export function storedConsent(raw: string | null | undefined, version: number): AnalyticsConsent | undefined {
  if (!raw) return undefined;
  try {
    const stored = JSON.parse(raw) as Partial<StoredConsent>;
    const valid = stored.version === version && (stored.analytics === "accepted" || stored.analytics === "rejected");
    return valid ? stored.analytics : undefined;
  } catch {
    return undefined;
  }
}
