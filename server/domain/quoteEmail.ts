/**
 * Send quote email: the quote's retrieve link, sent to the policyholder's own address.
 * The token authorises it and is needed for the link (only its hash is stored). The same quotes as
 * retrieval qualify (QUOTE_NOT_FOUND otherwise; a bought quote ALREADY_TAKEN_UP, naming its policy);
 * an expired quote's price can no longer be offered (QUOTE_EXPIRED). Texts come from journeys/common/catalogue/email.json. The token and the address
 * never reach the log: only the quote reference and where the mail went.
 */
import { format, parseISO } from "date-fns";
import { formatMessage } from "../../src/engine/index.ts";
import type { ServerClock } from "../clock.ts";
import { catalogueText, emailNotSent, quoteExpired, quoteNotFound } from "./errors.ts";
import type { Mail, Mailer } from "../mail/mailer.ts";
import { escapeHtml, htmlParagraph } from "../mail/mailHtml.ts";
import type { AttemptLimits } from "../rateLimit/attemptLimits.ts";
import { brand } from "./brand.ts";
import { isPlainEmailAddress, maskEmail } from "./emailAddress.ts";
import { isExpired } from "./quoteState.ts";
import type { Quotes, StoredQuote } from "./quotes.ts";
import { retrievableQuote } from "./retrieveQuote.ts";

/** The app's route that retrieves a quote from its link. */
export const retrievePath = "/retrieve";

export interface QuoteEmailSent {
  sentTo: string;
}

export class QuoteEmails {
  constructor(
    private readonly quotes: Quotes,
    private readonly limits: AttemptLimits,
    private readonly mailer: Mailer,
    /** The origin links point at (PUBLIC_URL), never the request's Host header. */
    private readonly publicUrl: () => string,
    private readonly clock: ServerClock,
    private readonly log: (message: string) => void,
  ) {}

  async send(token: string, quoteRef: string | null | undefined, client: string): Promise<QuoteEmailSent> {
    await this.limits.attempt("email", client, token);
    const today = this.clock.today();
    const stored = await retrievableQuote(this.quotes, token, quoteRef, today);
    if (!stored) throw quoteNotFound();
    if (isExpired(stored.expiry_date, today)) throw quoteExpired();
    const to = stored.request.capturedQuoteModel.quote.policyholderDTO.email;
    if (!to) throw new Error(`Quote ${stored.quote_ref} has no policyholder email`);
    if (!isPlainEmailAddress(to)) {
      // Stored before addresses were checked: never mailed, as a mail program may read it as someone else's.
      this.log(`Quote email for ${stored.quote_ref} was not sent (the address on the quote is not a plain email address)`);
      throw emailNotSent();
    }

    const mail = quoteMail(stored, to, retrieveLink(this.publicUrl(), token, stored.quote_ref));
    let sentVia: string;
    try {
      sentVia = await this.mailer.send(mail);
    } catch (error) {
      // A transport's message can quote the recipient: log only its code.
      const code = (error as { code?: unknown }).code ?? (error as Error).name;
      this.log(`Quote email for ${stored.quote_ref} was not sent (${String(code)})`);
      throw emailNotSent();
    }
    this.log(`Quote email for ${stored.quote_ref} sent (${sentVia})`);
    return { sentTo: maskEmail(to) };
  }
}

/** `${publicUrl}/retrieve?token=…&quoteRef=…`. */
export function retrieveLink(publicUrl: string, token: string, quoteRef: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${retrievePath}?${new URLSearchParams({ token, quoteRef })}`;
}

type EmailText = "subject" | "greeting" | "intro" | "expiry" | "linkIntro" | "linkText" | "keepSafe" | "signOff";

function quoteMail(stored: StoredQuote, to: string, link: string): Mail {
  const params = {
    brand: brand.name,
    quoteRef: stored.quote_ref,
    link,
    expiryDate: format(parseISO(stored.expiry_date), "d MMMM yyyy"),
    firstName: stored.request.capturedQuoteModel.quote.policyholderDTO.name.firstName ?? "",
  };
  const say = (key: EmailText) => formatMessage(catalogueText("email", "quoteEmail", key), params);
  const paragraphs = [say("greeting"), say("intro"), say("expiry"), say("linkIntro")];
  const after = [say("keepSafe"), say("signOff")];
  return {
    to,
    subject: say("subject"),
    text: [...paragraphs, link, ...after].join("\n\n"),
    html: [
      ...paragraphs.map(htmlParagraph),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(say("linkText"))}</a></p>`,
      ...after.map(htmlParagraph),
    ].join("\n"),
  };
}
