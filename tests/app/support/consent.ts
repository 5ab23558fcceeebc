/** The consumer has accepted analytics cookies and hidden the banner: what a test of analytics starts from. */
import { chooseAnalytics, closeConsentBanner } from "../../../src/app/consent.ts";

export function acceptAnalytics() {
  chooseAnalytics("accepted");
  closeConsentBanner();
}
