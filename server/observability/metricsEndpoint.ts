/**
 * GET /metrics for Prometheus. Not public: without METRICS_TOKEN it answers 404 as if absent; with
 * it, only a request bearing `Authorization: Bearer <METRICS_TOKEN>` is answered (401 otherwise).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Metrics } from "./metrics.ts";

export const metricsEndpoint = "/metrics";

const digest = (text: string) => createHash("sha256").update(text).digest();

export function metricsHandler(metrics: Metrics, token: string | undefined) {
  const expected = token ? digest(token) : undefined;
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const send = (status: number, text: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers });
      res.end(text);
    };
    if (!expected) return send(404, "Not found");
    const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) return send(401, "Unauthorized", { "WWW-Authenticate": "Bearer" });
    if (req.method !== "GET" && req.method !== "HEAD") return send(405, "Method not allowed: use GET", { Allow: "GET" });
    try {
      const text = await metrics.registry.metrics();
      send(200, req.method === "HEAD" ? "" : text, { "Content-Type": metrics.registry.contentType });
    } catch {
      send(500, "Metrics unavailable");
    }
  };
}
