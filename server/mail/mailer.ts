/**
 * Sending email with nodemailer. With an SMTP URL (SMTP_URL) mail goes to that server; without one
 * each message is written to a local outbox folder as an .eml file (the raw message, which any mail
 * program opens), named by the time it was written so the folder lists oldest first.
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";

export interface MailSettings {
  /** Where the outbox writes .eml files when there is no SMTP server (default .data/outbox). */
  outboxDir?: string;
  /** smtp://user:pass@host:port or smtps://…; when set, mail is sent there instead of the outbox. */
  smtpUrl?: string;
  /** The From address, e.g. `Roadwise <quotes@example.com>`. */
  from?: string;
  /**
   * How long the SMTP server may take to accept the connection, to greet, and to answer each
   * command (default 15 s; nodemailer's own are 2 and 10 minutes): one that stops answering fails
   * the send rather than holding the consumer, or the policy set-up's other work, that long.
   */
  timeoutMs?: number;
}

const defaultSmtpTimeoutMs = 15_000;

export interface Mail {
  /** One plain address (emailAddress.ts), given to nodemailer as the address alone so it parses no name or list out of it. */
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends one message; resolves to where it went (the .eml path, or "SMTP"), for the log. */
  send(mail: Mail): Promise<string>;
}

export const defaultOutboxDir = ".data/outbox";

export function createMailer(settings: MailSettings & { from: string }): Mailer {
  if (settings.smtpUrl) {
    const timeout = settings.timeoutMs ?? defaultSmtpTimeoutMs;
    // The URL's own query (…?socketTimeout=60000) still wins over these.
    const smtp = nodemailer.createTransport({
      url: settings.smtpUrl,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
    return {
      async send(mail) {
        await smtp.sendMail(message(mail, settings.from));
        return "SMTP";
      },
    };
  }
  const outboxDir = settings.outboxDir ?? defaultOutboxDir;
  const compose = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const { message: raw } = await compose.sendMail(message(mail, settings.from));
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, outboxFileName(new Date()));
      // wx: never overwrite another message.
      await writeFile(file, raw as Buffer, { flag: "wx" });
      return file;
    },
  };
}

function message(mail: Mail, from: string) {
  return { ...mail, from, to: { name: "", address: mail.to } };
}

/** 2026-11-22T12-00-00-000Z-1a2b3c4d.eml: sorts by time; the random tail keeps same-millisecond mails apart. */
function outboxFileName(now: Date): string {
  return `${now.toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
}
