import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { serveFolder, type ServedFolder } from "../../tools/bench/serveFolder.ts";
import { securityHeaders } from "../../server/http/securityHeaders.ts";

let served: ServedFolder | undefined;
let dir: string | undefined;

afterEach(async () => {
  await served?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  served = dir = undefined;
});

async function serve(headers?: Parameters<typeof serveFolder>[1]) {
  dir = mkdtempSync(join(tmpdir(), "serve-folder-"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>page</title>");
  served = await serveFolder(dir, headers);
  return served.url;
}

describe("the bench's folder server", () => {
  it("serves a page as the harness does: with no security header of the app", async () => {
    const response = await fetch(await serve());
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<title>page</title>");
    expect(response.headers.get("cross-origin-opener-policy")).toBeNull();
  });

  it("serves a page as the app is, given the app's headers: on the page and on a miss alike", async () => {
    const app = securityHeaders({ stripe: false });
    const url = await serve(app);
    for (const response of [await fetch(url), await fetch(`${url}assets/missing.js`)])
      for (const [name, value] of Object.entries(app)) expect(response.headers.get(name)).toBe(value);
  });
});
