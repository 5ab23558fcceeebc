/**
 * The server's log: JSON lines (pino) on stdout, each with the id of the request it was written for
 * (requestContext.ts). Personal data and secrets are kept out at the source (messages name quote
 * references and codes, never answers); the redaction below is the second line of defence for any
 * object logged with such a field.
 */
import { pino, type DestinationStream, type Logger } from "pino";
import { currentRequestId } from "./requestContext.ts";

export type { Logger } from "pino";

const personalOrSecret = [
  "token",
  "clientSecret",
  "card",
  "cardNumber",
  "cvc",
  "accountNumber",
  "sortCode",
  "accountHolder",
  "email",
  "phone",
  "telephone",
  "postcode",
  "firstName",
  "lastName",
  "surname",
  "dateOfBirth",
  "address",
  "variables",
  "body",
  "authorization",
  "cookie",
];

/** Those keys at the top of a logged object and one or two levels down (a request's headers, say). */
const redactPaths = personalOrSecret.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

export interface LoggerOptions {
  /** pino's level name (default: LOG_LEVEL, else info). */
  level?: string;
  /** Where lines go (default: stdout). */
  destination?: DestinationStream;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? (process.env.LOG_LEVEL || "info"),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: redactPaths, censor: "[redacted]" },
      mixin: () => {
        const reqId = currentRequestId();
        return reqId ? { reqId } : {};
      },
    },
    options.destination,
  );
}
