/**
 * Each HTTP request, seen from outside: its id echoed in X-Request-Id, one log line when its
 * answer ends (method, route, path without the query string, status, time taken), and the HTTP
 * metrics. The query string is never logged: a retrieve link carries its token there.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "./logger.ts";
import type { Metrics } from "./metrics.ts";
import { requestIdHeader, requestIdOf } from "./requestContext.ts";

/** The fixed routes the metrics are labelled with; anything else is the app or its files. */
const routes: Record<string, string> = {
  "/graphql": "graphql",
  "/healthz": "healthz",
  "/readyz": "readyz",
  "/metrics": "metrics",
  "/client-errors": "client-errors",
  "/stripe/webhook": "stripe-webhook",
};

/** Probes and scrapes are logged at debug level only: they would drown everything else. */
const quietRoutes = new Set(["healthz", "readyz", "metrics"]);

/** Starts watching one request; returns its id (for runInRequest). */
export function observeRequest(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string | undefined,
  logger: Logger,
  metrics: Metrics,
): string {
  const requestId = requestIdOf(req);
  res.setHeader(requestIdHeader, requestId);
  const started = process.hrtime.bigint();
  const route = pathname === undefined ? "invalid" : (routes[pathname] ?? "app");
  res.once("close", () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const status = res.headersSent ? res.statusCode : 0;
    metrics.httpRequests.inc({ route, status: String(status) });
    metrics.httpDuration.observe({ route }, seconds);
    const line = {
      reqId: requestId,
      method: req.method,
      route,
      path: pathname,
      status,
      ms: Math.round(seconds * 10_000) / 10,
      aborted: !res.writableFinished || undefined,
    };
    if (quietRoutes.has(route)) logger.debug(line, "request");
    else logger.info(line, "request");
  });
  return requestId;
}
