/**
 * A load balancer in miniature, for tests that run several app servers behind one address: it
 * listens on a free loopback port and forwards each request to the next upstream in turn (method,
 * path, headers and streamed body), streaming the answer back with its status and headers (every
 * Set-Cookie kept). Like a real one it keeps the Host the client asked for, appends the client's
 * address to X-Forwarded-For (so servers told to trust one proxy count each client apart) and says
 * what it received in X-Forwarded-Host and X-Forwarded-Proto. Plain node:http, no test framework:
 * browser tests start it too.
 */
import { Agent, createServer, request, type IncomingMessage, type OutgoingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface RoundRobinProxy {
  /** http://127.0.0.1:PORT */
  url: string;
  /** Requests forwarded to each upstream so far, in the order the upstreams were given. */
  readonly counts: readonly number[];
  close(): Promise<void>;
}

/** Headers of one connection only (RFC 9110 §7.6.1), never forwarded. */
const hopByHop = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/**
 * A request carrying this header (0, 1, …) goes to that upstream instead of the next in turn, so a
 * browser test can hand a walk from one server to another at the step it chooses.
 */
export const PIN_HEADER = "x-test-upstream";
/** Every answer says which upstream (0, 1, …) gave it. */
export const SERVED_BY_HEADER = "x-served-by";

export async function startRoundRobinProxy(upstreamUrls: string[], { port = 0 }: { port?: number } = {}): Promise<RoundRobinProxy> {
  if (upstreamUrls.length === 0) throw new Error("A round-robin proxy needs at least one upstream");
  const upstreams = upstreamUrls.map((url) => new URL(url));
  const counts = upstreams.map(() => 0);
  let next = 0;
  // Connections to the upstreams are kept open between requests, as a load balancer's are.
  const agent = new Agent({ keepAlive: true });

  const proxy = createServer((req, res) => {
    const pinned = Number(req.headers[PIN_HEADER]);
    const index = Number.isInteger(pinned) && pinned >= 0 && pinned < upstreams.length ? pinned : next;
    if (index === next) next = (next + 1) % upstreams.length;
    counts[index]++;
    const upstream = upstreams[index];
    const forwarded = request(
      { hostname: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: requestHeaders(req), agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, [
          ...withoutHopByHop(answer.rawHeaders),
          SERVED_BY_HEADER,
          String(index),
        ]);
        answer.pipe(res);
      },
    );
    forwarded.on("error", () => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { "content-type": "text/plain; charset=utf-8" });
      res.end("Bad gateway");
    });
    // A client that goes away takes its upstream request with it.
    res.on("close", () => {
      if (!res.writableFinished) forwarded.destroy();
    });
    req.pipe(forwarded);
  });

  await new Promise<void>((resolve, reject) => {
    proxy.once("error", reject);
    proxy.listen(port, "127.0.0.1", () => resolve());
  });
  const listening = (proxy.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${listening}`,
    counts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        proxy.close((error) => (error ? reject(error) : resolve()));
        proxy.closeIdleConnections();
        agent.destroy();
      }),
  };
}

/** The client's headers less the hop-by-hop ones (and any its Connection header names), with the X-Forwarded-* headers. */
function requestHeaders(req: IncomingMessage): OutgoingHttpHeaders {
  const named = new Set(
    String(req.headers.connection ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase()),
  );
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !hopByHop.has(name) && !named.has(name)) headers[name] = value;
  }
  const client = req.socket.remoteAddress ?? "unknown";
  const earlier = req.headers["x-forwarded-for"];
  headers["x-forwarded-for"] = earlier ? `${String(earlier)}, ${client}` : client;
  if (req.headers.host) headers["x-forwarded-host"] = req.headers.host;
  headers["x-forwarded-proto"] = "http";
  return headers;
}

/** Raw response headers (name, value, name, value …: repeated Set-Cookie lines stay apart) less the hop-by-hop ones. */
function withoutHopByHop(rawHeaders: string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (!hopByHop.has(rawHeaders[i].toLowerCase())) kept.push(rawHeaders[i], rawHeaders[i + 1]);
  }
  return kept;
}
