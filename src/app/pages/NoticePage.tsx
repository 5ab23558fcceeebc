/**
 * The notices beside the journey: the privacy notice (the intro's Privacy policy link), the cookie
 * notice (linked from the cookie banner and the footer, with the way to change the choice) and the
 * help and FAQs (each answer with its help articles and app stores). They need no quote, so open
 * from anywhere. Words from the notices catalogue; which questions, and their links, from brand.json.
 */
import type { ReactNode } from "react";
import notices from "../../../journeys/common/catalogue/notices.json";
import { formatMessage } from "../../engine/index.ts";
import { useQuote } from "../../store/QuoteStoreContext.tsx";
import { brand } from "../catalogue.ts";
import { customerPhone } from "../buy/channel.ts";
import { chromeText, helpArticleText } from "../chrome/chromeText.ts";
import { openCookieSettings } from "../chrome/CookieBanner.tsx";
import { useDocumentTitle } from "../useDocumentTitle.ts";

interface Section {
  heading: string;
  paragraphs: string[];
}

/** The notice's texts with the brand's names and the customer's channel's number in place. */
function useNoticeText(): (message: string) => string {
  const phone = useQuote((s) => customerPhone(s.draft, s.session.timedOutChannel));
  return (message) => formatMessage(message, { brand: brand.name, provider: brand.provider, phone });
}

function Notice({ title, heading, lead, children }: { title: string; heading: string; lead: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">{heading}</h1>
        <p className="govuk-body-l">{lead}</p>
        {children}
      </div>
    </div>
  );
}

function Sections({ sections, say }: { sections: Section[]; say: (message: string) => string }) {
  return sections.map(({ heading, paragraphs }) => (
    <section key={heading}>
      <h2 className="govuk-heading-m">{say(heading)}</h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="govuk-body">
          {say(paragraph)}
        </p>
      ))}
    </section>
  ));
}

export function PrivacyPage({ title }: { title: string }) {
  const say = useNoticeText();
  const { heading, lead, sections } = notices.privacy;
  return (
    <Notice title={title} heading={say(heading)} lead={say(lead)}>
      <Sections sections={sections} say={say} />
    </Notice>
  );
}

export function CookiesPage({ title }: { title: string }) {
  const say = useNoticeText();
  const { heading, lead, sections, changeSettings } = notices.cookies;
  return (
    <Notice title={title} heading={say(heading)} lead={say(lead)}>
      <Sections sections={sections} say={say} />
      {/* The banner at the top of the page asks again; hiding it brings focus back here. */}
      <button type="button" className="govuk-button" onClick={(event) => openCookieSettings(event.currentTarget)}>
        {say(changeSettings)}
      </button>
    </Notice>
  );
}

/** A FAQ's link: a help article by its id, or an app store; undefined for an id brand.json or the catalogue lacks. */
function helpLink(id: string): { url: string; text: string } | undefined {
  if (id === "appStore") return { url: brand.help.appStoreUrl, text: chromeText("appStore") };
  if (id === "googlePlay") return { url: brand.help.googlePlayUrl, text: chromeText("googlePlay") };
  const article = brand.help.articles.find((a) => a.id === id);
  const text = article && helpArticleText(id);
  return article && text ? { url: article.url, text } : undefined;
}

export function HelpPage({ title }: { title: string }) {
  const say = useNoticeText();
  const { heading, lead, questions } = notices.help;
  const asked: Record<string, { question: string; answer: string[] }> = questions;
  return (
    <Notice title={title} heading={say(heading)} lead={say(lead)}>
      {brand.help.faq.flatMap(({ id, links }) => {
        // A question the catalogue has no words for is left out, as a help article without a title is.
        if (!Object.hasOwn(asked, id)) return [];
        const { question, answer } = asked[id];
        const shown = links.flatMap((link) => helpLink(link) ?? []);
        return [
          <section key={id} id={`faq-${id}`}>
            <h2 className="govuk-heading-m">{say(question)}</h2>
            {answer.map((paragraph) => (
              <p key={paragraph} className="govuk-body">
                {say(paragraph)}
              </p>
            ))}
            {shown.length > 0 && (
              <ul className="govuk-list">
                {shown.map(({ url, text }) => (
                  <li key={url}>
                    <a className="govuk-link" href={url}>
                      {text}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>,
        ];
      })}
    </Notice>
  );
}
