/**
 * Graceful shutdown, on the server process as production runs it: SIGTERM stops accepting
 * connections, answers the requests in flight (with /readyz 503 from the moment draining starts,
 * /healthz still 200), cuts what is still open when the grace period ends, closes the database and
 * exits 0.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { startServerProcess } from "./support/serverProcess.ts";
import { freshPostgresDatabase, startupTimeout } from "./testServer.ts";

const root = mkdtempSync(join(tmpdir(), "quote-shutdown-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A connection to the server: what it has received so far, and when the server closed it. */
function openConnection(
  url: string,
): Promise<{ socket: Socket; received: () => string; waitFor: (pattern: RegExp) => Promise<void>; closed: Promise<void> }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let text = "";
    const waiters = new Set<{ pattern: RegExp; resolve: () => void }>();
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8");
      for (const waiter of waiters) {
        if (!waiter.pattern.test(text)) continue;
        waiters.delete(waiter);
        waiter.resolve();
      }
    });
    const closed = new Promise<void>((done) => socket.on("close", () => done()));
    socket.once("error", reject);
    socket.once("connect", () =>
      resolve({
        socket,
        received: () => text,
        waitFor: (pattern) =>
          pattern.test(text) ? Promise.resolve() : new Promise<void>((done) => void waiters.add({ pattern, resolve: done })),
        closed,
      }),
    );
  });
}

const query = JSON.stringify({ query: '{ vehicleByReg(registration: "AB12CDE") { registration } }' });
/** A POST whose body is sent later: the server's "100 Continue" says it has the request and is handling it. */
const heldPost = (length: number) =>
  `POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nAccept: application/json\r\nContent-Length: ${length}\r\nExpect: 100-continue\r\n\r\n`;

it(
  "answers requests in flight after SIGTERM, refuses new connections, cuts the rest after the grace period and exits 0",
  async () => {
    const postgres = await freshPostgresDatabase();
    const server = await startServerProcess({
      dataDir: join(root, "data"),
      databaseUrl: postgres?.url,
      outboxDir: join(root, "outbox"),
      startTimeoutMs: 2 * startupTimeout,
      env: { SHUTDOWN_GRACE_MS: "5000" },
    });
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      // Two requests in flight: one will be finished during the drain, the other never.
      const finishing = await openConnection(server.url);
      finishing.socket.write(heldPost(Buffer.byteLength(query)));
      const stuck = await openConnection(server.url);
      stuck.socket.write(heldPost(1000));
      await Promise.all([finishing.waitFor(/100 Continue/), stuck.waitFor(/100 Continue/)]);

      const stopped = server.stop("SIGTERM");
      await server.waitForOutput(/SIGTERM: draining .*2 request\(s\) in flight/);

      // No new connection is taken...
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
      // ...but the request in flight is answered, and requests pipelined behind it see the drain.
      finishing.socket.write(`${query}GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\nGET /readyz HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      await finishing.closed;
      const answers = finishing.received();
      expect([...answers.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1])).toEqual(["100", "200", "200", "503"]);
      expect(answers).toContain('{"data":{"vehicleByReg":{"registration":"AB12 CDE"}}}');
      expect(answers).toMatch(/\r\n\r\n(2\r\n)?ok\r\n/);
      expect(answers).toMatch(/\r\n\r\n(8\r\n)?draining(\r\n0\r\n\r\n)?$/);

      // The request that never finishes holds the shutdown only for the grace period, then is cut.
      await stuck.closed;
      expect(stuck.received()).not.toMatch(/HTTP\/1\.1 [2-5]\d\d/);
      expect(await stopped).toEqual({ code: 0, signal: null });
      expect(server.output()).toMatch(/1 connection still open after the grace period were cut/);
      expect(server.output()).toMatch(/Stopped: requests answered, database closed/);
    } finally {
      await server.stop("SIGKILL");
      await postgres?.drop();
    }
  },
  2 * startupTimeout + 30_000,
);
