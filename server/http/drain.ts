/**
 * Graceful shutdown of the HTTP server: once draining starts, no new connection is accepted, idle
 * keep-alive connections are closed, each request in flight is answered (its connection closed
 * after), and whatever is still open when the grace period ends is cut.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";

export interface Drain {
  /** True from the moment draining starts: /readyz then answers 503. */
  readonly draining: boolean;
  /** Requests received and not yet answered. */
  readonly inFlight: number;
  /** Called for every request as it arrives. */
  track(req: IncomingMessage, res: ServerResponse): void;
  /**
   * Stops accepting and waits for the requests in flight, at most `graceMs`; resolves once the
   * server is closed, with how many connections had to be cut. Calling it again gives the same promise.
   */
  drain(graceMs: number): Promise<{ cut: number }>;
}

export function createDrain(server: Server): Drain {
  let draining: Promise<{ cut: number }> | undefined;
  let inFlight = 0;
  const openConnections = () => new Promise<number>((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));

  const drain = async (graceMs: number) => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    let cut = 0;
    const timer = setTimeout(() => {
      void openConnections().then((count) => {
        cut = count;
        server.closeAllConnections();
      });
    }, graceMs);
    timer.unref();
    await closed;
    clearTimeout(timer);
    return { cut };
  };

  return {
    get draining() {
      return draining !== undefined;
    },
    get inFlight() {
      return inFlight;
    },
    track(_req, res) {
      inFlight++;
      res.once("close", () => {
        inFlight--;
        // A keep-alive connection is not reused once draining: closed as soon as it has nothing
        // left to answer (requests pipelined behind this one are answered first).
        if (draining) setImmediate(() => server.closeIdleConnections());
      });
    },
    drain: (graceMs) => (draining ??= drain(graceMs)),
  };
}
