/**
 * How the consumer's analytics cookie choice is remembered (localStorage), apart from the consent
 * state around it (consent.ts), so that the page's first script can read it too: the build writes
 * `storedConsent` into the script that hides the static cookie banner from anyone who has chosen
 * (tools/staticChromePlugin.ts), with `keepStaticBannerChoice`. No imports, for that reason.
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

/** Where the head script leaves a choice clicked on the HTML's own cookie banner, for the app to make. */
export const STATIC_BANNER_CHOICE = "__staticBannerCookieChoice";

/**
 * Until the app has rendered, the cookie banner on the page is the one in the HTML, whose buttons do
 * nothing by themselves; the head script calls this, so that a choice clicked there is kept. Each
 * button names its choice in its `value`. Self-contained, as the build writes it into that script.
 */
export function keepStaticBannerChoice(page: ClickTarget, holder: object, key: string, buttons: string): void {
  page.addEventListener("click", (event) => {
    const choice = event.target?.closest?.(buttons)?.getAttribute("value");
    if (choice === "accepted" || choice === "rejected") (holder as Record<string, unknown>)[key] = choice;
  });
}

/** What keepStaticBannerChoice needs of the document: the file has no DOM types, as the build's Node code reads it too. */
interface ClickTarget {
  addEventListener(type: "click", listener: (event: { target: PageElement | null }) => void): void;
}
interface PageElement {
  closest?(selector: string): { getAttribute(name: string): string | null } | null;
}

/** The choice clicked on the HTML's own banner before the app took over, if any; taken once. */
export function takeStaticBannerChoice(holder: object = globalThis): AnalyticsConsent | undefined {
  const kept = holder as Record<string, unknown>;
  const choice = kept[STATIC_BANNER_CHOICE];
  delete kept[STATIC_BANNER_CHOICE];
  return choice === "accepted" || choice === "rejected" ? choice : undefined;
}
