/**
 * The cookie banner (GOV.UK's pattern), first on the page until the consumer chooses: accepting and
 * rejecting analytics cookies are two like buttons, side by side, then View cookies (the cookie notice). The choice made, the banner says so
 * (focused, so a screen reader reads it) until hidden; the footer's Cookie settings opens it again,
 * focused, and hiding it then returns focus to that link. Words from the chrome catalogue.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { Link } from "react-router";
import { appRoutes } from "../catalogue.ts";
import { chooseAnalytics, closeConsentBanner, reopenConsentBanner, useConsent } from "../consent.ts";
import { takeStaticBannerChoice } from "../consentRecord.ts";
import { chromeText } from "./chromeText.ts";

/** The element focused when the banner was opened again (the footer's link), for focus to return to. */
let opener: HTMLElement | null = null;

/** The footer's Cookie settings: the banner asks again, focused, and focus returns to `from` once it is hidden. */
export function openCookieSettings(from: HTMLElement) {
  opener = from;
  reopenConsentBanner();
}

export function CookieBanner() {
  const { choice, banner } = useConsent();
  const question = useRef<HTMLDivElement>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  // A choice clicked on the page's HTML banner before the app started is made now, before the
  // app's banner is painted: it says so, as if clicked here.
  useLayoutEffect(() => {
    const kept = takeStaticBannerChoice();
    if (kept) chooseAnalytics(kept);
  }, []);
  useEffect(() => {
    if (banner === "confirming") confirmation.current?.focus();
    // Asked again from the footer: the banner is at the top of the page, so focus goes to it.
    else if (banner === "asking" && opener) question.current?.focus();
  }, [banner]);
  if (banner === "closed") return null;
  const title = chromeText("cookieBannerTitle");
  const hide = () => {
    const back = opener;
    opener = null;
    closeConsentBanner();
    if (back?.isConnected) back.focus();
  };
  return (
    <div className="govuk-cookie-banner" data-nosnippet="" role="region" aria-label={title}>
      {banner === "asking" ? (
        <div className="govuk-cookie-banner__message govuk-width-container" ref={question} tabIndex={-1}>
          <div className="govuk-grid-row">
            <div className="govuk-grid-column-two-thirds">
              <h2 className="govuk-cookie-banner__heading govuk-heading-m">{title}</h2>
              <div className="govuk-cookie-banner__content">
                <p className="govuk-body">{chromeText("cookieBannerEssential")}</p>
                <p className="govuk-body">{chromeText("cookieBannerAnalytics")}</p>
              </div>
            </div>
          </div>
          <div className="govuk-button-group">
            <button type="button" className="govuk-button" value="accepted" onClick={() => chooseAnalytics("accepted")}>
              {chromeText("cookieAccept")}
            </button>
            <button type="button" className="govuk-button" value="rejected" onClick={() => chooseAnalytics("rejected")}>
              {chromeText("cookieReject")}
            </button>
            <Link className="govuk-link" to={appRoutes.cookies.path}>
              {chromeText("cookieView")}
            </Link>
          </div>
        </div>
      ) : (
        <div className="govuk-cookie-banner__message govuk-width-container" role="alert" ref={confirmation} tabIndex={-1}>
          <div className="govuk-grid-row">
            <div className="govuk-grid-column-two-thirds">
              <div className="govuk-cookie-banner__content">
                <p className="govuk-body">
                  {chromeText(choice === "accepted" ? "cookieAccepted" : "cookieRejected", {
                    settings: chromeText("footerCookieSettings"),
                  })}
                </p>
              </div>
            </div>
          </div>
          <div className="govuk-button-group">
            <button type="button" className="govuk-button" onClick={hide}>
              {chromeText("cookieHide")}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
