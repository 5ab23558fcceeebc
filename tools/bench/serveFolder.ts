/**
 * Serves a built page's folder on a free loopback port with the app's own static handler (gzipped,
 * as the app is), for the bench's anchors: the stack floor and the harness's builds; with `headers`,
 * every response carries them (the app's security headers, to serve a page as the app is served).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createStaticHandler } from "../../server/http/staticFiles.ts";
import { applySecurityHeaders, type SecurityHeaders } from "../../server/http/securityHeaders.ts";

export interface ServedFolder {
  url: string;
  close(): Promise<void>;
}

export async function serveFolder(dir: string, headers: SecurityHeaders = {}): Promise<ServedFolder> {
  const serveStatic = createStaticHandler(dir);
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://anchor").pathname;
    applySecurityHeaders(res, headers);
    serveStatic(req, res, pathname).then(
      (served) => {
        if (!served) res.writeHead(404).end();
      },
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
