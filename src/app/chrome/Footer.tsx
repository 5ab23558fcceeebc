/**
 * The footer: Start a chat and the customer-service number for the customer's sales channel,
 * help and FAQs with the help articles, the app stores with the smartphone requirements, the privacy
 * and cookie notices, Cookie settings (the cookie banner asks again) and the regulatory disclaimer.
 * Addresses come from brand.json, words from the catalogues.
 */
import { useQuote } from "../../store/QuoteStoreContext.tsx";
import { customerPhone } from "../buy/channel.ts";
import { Link } from "react-router";
import { appRoutes, brand, text } from "../catalogue.ts";
import { chromeText, helpArticleText } from "./chromeText.ts";
import { openCookieSettings } from "./CookieBanner.tsx";

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

function FooterLink({ href, children }: { href: string; children: string }) {
  return (
    <li className="govuk-footer__list-item">
      <a className="govuk-footer__link" href={href}>
        {children}
      </a>
    </li>
  );
}

export function Footer() {
  const phone = useQuote((s) => customerPhone(s.draft, s.session.timedOutChannel));
  const articles = brand.help.articles.flatMap(({ id, url }) => {
    const title = helpArticleText(id);
    return title ? [{ id, url, title }] : [];
  });
  return (
    <footer className="govuk-footer app-footer">
      <div className="govuk-width-container">
        <div className="govuk-footer__navigation">
          <div className="govuk-footer__section govuk-grid-column-one-third">
            <h2 className="govuk-footer__heading govuk-heading-m">{chromeText("footerContactTitle")}</h2>
            <ul className="govuk-footer__list">
              <FooterLink href={brand.chatUrl}>{text("footerChat")}</FooterLink>
              <li className="govuk-footer__list-item" id="footer-phone">
                {chromeText("phoneLabel")}{" "}
                <a className="govuk-footer__link" href={telHref(phone)}>
                  {phone}
                </a>
              </li>
            </ul>
          </div>
          <div className="govuk-footer__section govuk-grid-column-one-third">
            <h2 className="govuk-footer__heading govuk-heading-m">{chromeText("footerHelpTitle")}</h2>
            <p className="govuk-body-s app-footer__text" id="footer-help">
              {chromeText("footerHelpText")}
            </p>
            <ul className="govuk-footer__list">
              <li className="govuk-footer__list-item">
                <Link className="govuk-footer__link" to={appRoutes.help.path}>
                  {chromeText("footerHelpLink")}
                </Link>
              </li>
              {articles.map(({ id, url, title }) => (
                <FooterLink key={id} href={url}>
                  {title}
                </FooterLink>
              ))}
            </ul>
          </div>
          <div className="govuk-footer__section govuk-grid-column-one-third">
            <h2 className="govuk-footer__heading govuk-heading-m">{chromeText("footerAppTitle")}</h2>
            <p className="govuk-body-s app-footer__text" id="footer-app">
              {chromeText("footerAppText")}
            </p>
            <ul className="govuk-footer__list">
              <FooterLink href={brand.help.appStoreUrl}>{chromeText("appStore")}</FooterLink>
              <FooterLink href={brand.help.googlePlayUrl}>{chromeText("googlePlay")}</FooterLink>
            </ul>
            <p className="govuk-body-s app-footer__text" id="footer-smartphone">
              {chromeText("smartphoneRequirements")}
            </p>
          </div>
        </div>
        <hr className="govuk-footer__section-break" />
        <div className="govuk-footer__meta">
          <div className="govuk-footer__meta-item govuk-footer__meta-item--grow">
            <ul className="govuk-footer__inline-list">
              <li className="govuk-footer__inline-list-item">
                <a className="govuk-footer__link" href={brand.privacyPolicyUrl}>
                  {chromeText("footerPrivacy")}
                </a>
              </li>
              <li className="govuk-footer__inline-list-item">
                <Link className="govuk-footer__link" to={appRoutes.cookies.path}>
                  {chromeText("footerCookies")}
                </Link>
              </li>
              <li className="govuk-footer__inline-list-item">
                <button
                  type="button"
                  className="govuk-footer__link app-footer__link-button"
                  onClick={(event) => openCookieSettings(event.currentTarget)}
                >
                  {chromeText("footerCookieSettings")}
                </button>
              </li>
            </ul>
            <p className="govuk-body-s app-footer__text" id="footer-disclaimer">
              {text("footerDisclaimer")}
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}
