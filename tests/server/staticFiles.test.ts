/**
 * Source maps are never served, whatever a build left in the folder, and production builds make none.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserConfig } from "vite";
import { createStaticHandler } from "../../server/http/staticFiles.ts";
import viteConfig from "../../vite.config.ts";

const staticDir = mkdtempSync(join(tmpdir(), "quote-static-maps-"));
let server: Server;
let url: string;

beforeAll(async () => {
  mkdirSync(join(staticDir, "assets"));
  writeFileSync(join(staticDir, "index.html"), "<!doctype html><div id=root></div>");
  writeFileSync(join(staticDir, "assets", "index-Ab12cd34.js"), "console.log('app')");
  writeFileSync(join(staticDir, "assets", "index-Ab12cd34.js.map"), '{"version":3,"sourcesContent":["secret source"]}');
  writeFileSync(join(staticDir, "assets", "index-Ab12cd34.js.MAP"), '{"version":3,"sourcesContent":["secret source"]}');
  const serveStatic = createStaticHandler(staticDir);
  server = createServer((req, res) => {
    void serveStatic(req, res, new URL(req.url ?? "/", "http://localhost").pathname).then((served) => {
      if (served) return;
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Not found");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(staticDir, { recursive: true, force: true });
});

describe("source maps", () => {
  it("serves the script beside them", async () => {
    const response = await fetch(`${url}/assets/index-Ab12cd34.js`);
    expect(response.status).toBe(200);
  });

  it.each([
    "/assets/index-Ab12cd34.js.map",
    "/assets/index-Ab12cd34.js.MAP",
    "/assets/index-Ab12cd34.js.map/",
    "/assets/index-Ab12cd34.js%2Emap",
    "/assets/./index-Ab12cd34.js.map",
    "/assets/x/../index-Ab12cd34.js.map",
  ])("answers 404 for %s, even to a browser asking for a page", async (path) => {
    for (const accept of ["*/*", "text/html"]) {
      const response = await fetch(`${url}${path}`, { headers: { accept } });
      expect(response.status, `${path} with ${accept}`).toBe(404);
      expect(await response.text()).not.toContain("secret source");
    }
  });

  it.each([
    ["production", false],
    ["test", "hidden"],
  ])("a %s build makes %s ones", async (mode, sourcemap) => {
    const config = await (viteConfig as (env: { mode: string; command: "build" }) => UserConfig | Promise<UserConfig>)({
      mode,
      command: "build",
    });
    expect(config.build?.sourcemap).toBe(sourcemap);
  });
});
