/**
 * The server's outbox for browser tests: each email it sends is an .eml file in MAIL_OUTBOX_DIR
 * (playwright.config.ts puts it in the run's data folder). Reads the newest message and the quote
 * link in it, decoding the transfer encodings a mail program would.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { POLICYHOLDER_EMAIL } from "./final";

export function outboxDir(): string {
  const dir = process.env.E2E_MAIL_OUTBOX_DIR;
  if (!dir) throw new Error("E2E_MAIL_OUTBOX_DIR is not set: run the browser tests through playwright.config.ts");
  return dir;
}

async function emlFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith(".eml")).sort();
  } catch {
    return [];
  }
}

/** Quoted-printable soft breaks and =XX escapes, decoded as UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** Every body part of the message, decoded. */
function decodedParts(raw: string): string[] {
  const parts = [decodeQuotedPrintable(raw)];
  for (const match of raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g)) {
    parts.push(Buffer.from(match[1].replace(/\s+/g, ""), "base64").toString("utf8"));
  }
  return parts;
}

/** A message's To header naming `to`. */
const addressedTo = (to: string) => new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "mi");

export interface SentQuoteEmail {
  file: string;
  to: string;
  link: string;
}

/**
 * Waits for a message to `to` newer than the ones in `before` (names from `outboxNames`), and
 * returns its quote link: the link to `quoteRef` when given, as tests running at once mail the same
 * policyholder. `dir` is another server's outbox (default: the shared e2e server's).
 */
export async function newestQuoteEmail(to: string, before: string[], dir = outboxDir(), quoteRef?: string): Promise<SentQuoteEmail> {
  let found: SentQuoteEmail | undefined;
  await expect
    .poll(
      async () => {
        for (const name of (await emlFiles(dir)).filter((n) => !before.includes(n)).reverse()) {
          const raw = await readFile(join(dir, name), "utf8");
          if (!addressedTo(to).test(raw)) continue;
          const link = decodedParts(raw)
            .map((part) => part.match(/https?:\/\/[^\s"<>]+\/retrieve\?token=[^\s"<>&]+&quoteRef=([A-Z0-9-]+)/))
            .find((match) => match && (quoteRef === undefined || match[1] === quoteRef))?.[0];
          if (!link) continue;
          found = { file: name, to, link };
          return true;
        }
        return false;
      },
      { message: `an email with a quote link to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** Waits for a message to `to` whose decoded text contains `containing` (the outbox is shared: a policy reference tells its mail). */
export async function emailTo(to: string, containing: string, dir = outboxDir()): Promise<void> {
  const addressed = addressedTo(to);
  await expect
    .poll(
      async () => {
        for (const name of (await emlFiles(dir)).reverse()) {
          const raw = await readFile(join(dir, name), "utf8");
          if (addressed.test(raw) && decodedParts(raw).some((part) => part.includes(containing))) return true;
        }
        return false;
      },
      { message: `an email to ${to} saying "${containing}"`, timeout: 15_000 },
    )
    .toBe(true);
}

/** The outbox's message names now, to tell the next message from earlier ones. */
export async function outboxNames(dir = outboxDir()): Promise<string[]> {
  return emlFiles(dir);
}

/**
 * Email me this quote on /rate: the confirmation names the masked address, never the whole one;
 * returns the email's link. `dir` is another server's outbox (default: the shared e2e server's).
 */
export async function emailQuote(page: Page, dir = outboxDir()): Promise<string> {
  const before = await outboxNames(dir);
  const quoteRef = /QR-[A-Z0-9]+/.exec((await page.locator("#quote-reference").textContent()) ?? "")?.[0];
  expect(quoteRef, "the quote reference on /rate").toBeDefined();
  await page.getByRole("button", { name: "Email me this quote" }).click();
  const confirmation = page.getByText(/^We’ve sent a link to your quote to /);
  await expect(confirmation).toBeVisible();
  await expect(confirmation).not.toContainText(POLICYHOLDER_EMAIL);
  return (await newestQuoteEmail(POLICYHOLDER_EMAIL, before, dir, quoteRef)).link;
}
