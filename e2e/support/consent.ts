/**
 * The analytics consent a browser test starts with. Every test but the consent banner's own starts as a
 * consumer who has already accepted analytics cookies (playwright.config.ts): the banner stays away and
 * the data layer fills as the analytics tests expect. The key and value are the app's (src/app/consent.ts).
 */
export const CONSENT_STORAGE_KEY = "analytics-consent";

export const acceptedAnalytics = (origin: string) => ({
  cookies: [],
  origins: [{ origin, localStorage: [{ name: CONSENT_STORAGE_KEY, value: JSON.stringify({ analytics: "accepted", version: 1 }) }] }],
});

/** A first visit: no choice remembered. */
export const noConsentYet = { cookies: [], origins: [] };
