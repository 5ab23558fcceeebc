/**
 * Email addresses the server will store and mail to: a plain addr-spec only, `local@domain`, never
 * a display name, a list or anything a mail program reads differently from what the page showed
 * (`victim.co<attacker@evil.co>` is mailed to the attacker; `a@b.co,attacker` is two recipients).
 *
 * Two checks, both needed: the address is a dot-atom local part and a host name, in printable
 * ASCII (RFC 5322's atext, as JSON Schema's `email` format reads it), which keeps out spaces, bidi
 * overrides (U+202E) and line separators (U+0085); and nodemailer's own address parser, which
 * sends the quote emails, reads it back as exactly one address, equal to the input, with no name.
 */
import addressparser from "nodemailer/lib/addressparser";

const atext = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const label = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const dotAtomAtHostName = new RegExp(`^${atext}(?:\\.${atext})*@${label}(?:\\.${label})+$`);
/** RFC 5321's limit on a forward path, less the angle brackets. */
const maxLength = 254;

export function isPlainEmailAddress(value: string): boolean {
  if (value.length > maxLength || !dotAtomAtHostName.test(value)) return false;
  const parsed = addressparser(value, { flatten: true });
  return parsed.length === 1 && parsed[0].name === "" && parsed[0].address === value;
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * a•••@example.com: enough for the consumer to recognise their address, not to read it off a
 * screen. The first character shown is a whole one (a grapheme), never half a surrogate pair.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${graphemes.segment(email).containing(0)?.segment ?? ""}•••${email.slice(at)}`;
}
