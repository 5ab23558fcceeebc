/**
 * POST /client-errors: the browser's reports of GraphQL link errors, one log line each (naming the
 * failed call's X-Request-Id when the report has it). The
 * body is untrusted: only a small JSON object is read, only the known fields are kept, each cut to
 * a short single line, and nothing a client sends can crash the server or forge extra log lines.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { readLimitedBody } from "./requestBody.ts";

export const clientErrorsEndpoint = "/client-errors";
export const MAX_CLIENT_ERROR_BYTES = 4096;

/** The fields a report may carry, with the longest each may be once logged. */
const FIELD_LIMITS = { operation: 100, code: 60, path: 200, message: 300, requestId: 100 } as const;
type Field = keyof typeof FIELD_LIMITS;
export type ClientErrorReport = Partial<Record<Field, string>>;

/** The report's known fields, one line each and capped; undefined for anything that is not such a report. */
export function parseClientErrorReport(body: string): ClientErrorReport | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const report: ClientErrorReport = {};
  for (const field of Object.keys(FIELD_LIMITS) as Field[]) {
    const given = (value as Record<string, unknown>)[field];
    if (given === undefined || given === null) continue;
    if (typeof given !== "string") return undefined;
    const line = given.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim();
    report[field] = line.length > FIELD_LIMITS[field] ? `${line.slice(0, FIELD_LIMITS[field] - 1)}…` : line;
  }
  // The X-Request-Id of the call that failed, to find its lines in the log: a plain token or nothing.
  if (report.requestId !== undefined && !/^[A-Za-z0-9._:-]{1,100}$/.test(report.requestId)) delete report.requestId;
  return report.code || report.message ? report : undefined;
}

/** Refusals say why in a short plain-text body; success (204) has none. */
const REFUSALS: Record<number, string> = {
  400: "Bad request: send a JSON error report",
  405: "Method not allowed: use POST",
  413: "Request too large",
  429: "Too many reports: try again later",
  503: "Not logged: try again later",
};

function answer(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  const text = REFUSALS[status];
  res.writeHead(status, { "Cache-Control": "no-store", ...(text ? { "Content-Type": "text/plain; charset=utf-8" } : {}), ...headers });
  res.end(text);
}

/** Counts a report against the client's limit: undefined when it may be logged, else the seconds to wait. */
export type ReportLimit = () => Promise<number | undefined>;

export function handleClientError(
  req: IncomingMessage,
  res: ServerResponse,
  log: (message: string) => void,
  limit: ReportLimit = async () => undefined,
): void {
  // A broken connection ends the request; it is never an uncaught error.
  req.on("error", () => undefined);
  if (req.method !== "POST") return answer(res, 405, { Allow: "POST" });
  if (!/^application\/json\s*(;|$)/i.test(req.headers["content-type"] ?? "")) return answer(res, 400);
  void limit()
    .then(async (wait) => {
      if (wait !== undefined) {
        req.resume();
        return answer(res, 429, { "Retry-After": String(wait) });
      }
      logReport(await readLimitedBody(req, res, MAX_CLIENT_ERROR_BYTES, REFUSALS[413]), res, log);
    })
    .catch(() => answer(res, 503));
}

/** One line for a report that is one; a 400 for a body that is not. */
function logReport(body: Buffer | undefined, res: ServerResponse, log: (message: string) => void): void {
  if (!body) return;
  const report = parseClientErrorReport(body.toString("utf8"));
  if (!report) return answer(res, 400);
  const { operation = "-", code = "-", path = "-", message = "", requestId } = report;
  try {
    log(`client error: ${operation} ${code} ${path} ${message}`.trimEnd() + (requestId ? ` (request ${requestId})` : ""));
  } catch {
    // A failing logger loses one line; it never takes the server down.
  }
  answer(res, 204);
}
