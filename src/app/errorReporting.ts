/**
 * Error reporting: errors on the GraphQL link go to a port, which the app hands the GraphQL client
 * when it makes it (main.tsx). The default adapter posts a small report to /client-errors: the
 * operation's name, an error code and message, the route's path and the server's request id for the
 * call (X-Request-Id), never variables, answers or tokens.
 *
 * What counts as an error worth reporting: the request failing (network down, an HTTP error with no
 * GraphQL answer) and GraphQL errors the app does not expect. Business answers that pages handle
 * themselves (an expired or stale quote, refused bank details, a declined payment, a device or
 * address failure shown on the field) are the product working, so they are left out; a
 * BAD_USER_INPUT is reported, since the app checks its input first and the server refusing it
 * means the two disagree.
 */
import { ClientError } from "graphql-request";
import type { LinkErrorReporter } from "../api/client.ts";
import { scrubText } from "./analytics.ts";

export interface ClientErrorReport {
  operation: string;
  code: string;
  message: string;
  path: string;
  /** The server's X-Request-Id for the failed call, when it answered: its log lines carry the same id. */
  requestId?: string;
}

export interface ErrorReportingPort {
  report(report: ClientErrorReport): void;
}

/** Codes of the errors the pages handle (routing on error, retrieve failures): the server's answers to a request that was right to ask. */
export const HANDLED_CODES: ReadonlySet<string> = new Set([
  "QUOTE_EXPIRED",
  "QUOTE_NOT_FOUND",
  "QUOTE_NOT_PRICED",
  "QUOTE_PAID",
  "OUTCOME_STALE",
  "ALREADY_TAKEN_UP",
  "BANK_DETAILS_INVALID",
  "PAYMENT_NOT_COMPLETED",
  "DEVICE_ERROR",
  "ADDRESS_DETAILS_FAILED",
  "COVER_START_PASSED",
  "PAYMENT_REFUNDED",
  "TOO_MANY_ATTEMPTS",
]);

const MAX_MESSAGE = 300;

/** A message fit to leave the browser: quoted input and personal-looking values removed, one line, capped. */
function safeMessage(message: string): string {
  const cleaned = scrubText(message.replace(/"[^"]*"/g, '"…"'))
    .replace(/\s+/g, " ")
    .trim();
  return cleaned.length > MAX_MESSAGE ? `${cleaned.slice(0, MAX_MESSAGE - 1)}…` : cleaned;
}

type GraphqlError = { message?: unknown; extensions?: Record<string, unknown> };

const codeOf = (error: GraphqlError) => (typeof error.extensions?.code === "string" ? error.extensions.code : "GRAPHQL_ERROR");

/**
 * The report for what the link answered, or undefined when there is nothing to report: a
 * success, a handled business error, or a request the app itself abandoned.
 */
export function linkErrorReport(response: unknown, operation: string | undefined, path: string): ClientErrorReport | undefined {
  const base = { operation: operation ?? "anonymous", path };
  if (response instanceof ClientError) {
    const requestId = response.response.headers?.get("x-request-id");
    if (requestId) Object.assign(base, { requestId });
    const errors: GraphqlError[] = response.response.errors ?? [];
    if (errors.length === 0) {
      const status = response.response.status;
      return { ...base, code: `HTTP_${status}`, message: `HTTP status ${status}` };
    }
    const unexpected = errors.find((error) => !HANDLED_CODES.has(codeOf(error)));
    if (!unexpected) return undefined;
    return { ...base, code: codeOf(unexpected), message: safeMessage(String(unexpected.message ?? "")) };
  }
  if (response instanceof Error) {
    if (response.name === "AbortError") return undefined;
    return { ...base, code: "NETWORK_ERROR", message: safeMessage(response.message) };
  }
  return undefined;
}

/** At most this many reports per page load: a server that is down must not be flooded by every page it fails. */
const MAX_REPORTS = 20;

/** How long to keep quiet after a 429 that names no wait. */
const DEFAULT_QUIET_MS = 60_000;

/**
 * The default adapter: a beacon (it survives the page being left), else a keepalive fetch; reporting
 * never throws. A report refused as too many (429) is dropped, never sent again, and the reports
 * that follow within the server's Retry-After are dropped without asking.
 */
export function beaconAdapter(endpoint = "/client-errors", now: () => number = Date.now): ErrorReportingPort {
  let sent = 0;
  let quietUntil = 0;
  return {
    report(report) {
      if (sent >= MAX_REPORTS || now() < quietUntil) return;
      sent += 1;
      const body = JSON.stringify(report);
      try {
        if (navigator.sendBeacon?.(endpoint, new Blob([body], { type: "application/json" }))) return;
      } catch {
        // A browser refusing the beacon: the fetch below tries instead.
      }
      fetch(endpoint, { method: "POST", body, headers: { "Content-Type": "application/json" }, keepalive: true })
        .then((answer) => {
          if (answer.status !== 429) return;
          const seconds = Number(answer.headers.get("Retry-After"));
          quietUntil = now() + (Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_QUIET_MS);
        })
        .catch(() => undefined);
    },
  };
}

/**
 * For the GraphQL client: reports what the link answered to `port`, if it is worth reporting, with
 * the current route's path.
 */
export function linkErrorReporter(port: ErrorReportingPort): LinkErrorReporter {
  return (response, operation) => {
    const report = linkErrorReport(response, operation, window.location.pathname);
    if (report) port.report(report);
  };
}
