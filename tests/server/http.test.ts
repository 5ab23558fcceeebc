import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

const staticDir = mkdtempSync(join(tmpdir(), "quote-static-"));
const indexHtml = "<!doctype html><html><body><div id=root></div></body></html>";
let server: TestServer;

beforeAll(async () => {
  mkdirSync(join(staticDir, "assets"));
  writeFileSync(join(staticDir, "index.html"), indexHtml);
  writeFileSync(join(staticDir, "assets", "index-Bx12abcd.js"), "console.log('app')");
  writeFileSync(join(staticDir, "assets", "index-Cd34efgh.css"), "body{}");
  writeFileSync(join(staticDir, "favicon.svg"), "<svg/>");
  server = await startTestServer({ staticDir });
}, startupTimeout);
afterAll(async () => {
  await server?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const html = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

describe("http routes", () => {
  it("runs on the database the test run asks for (PostgreSQL under tools/test-postgres.sh)", () => {
    expect(server.db.engine).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
  });

  it("answers /healthz with ok once the database is ready", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ok");
  });

  it("answers /readyz with ok while the server is not shutting down", async () => {
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ok");
  });

  it("serves hashed assets with their content type and a long cache", async () => {
    const script = await fetch(`${server.url}/assets/index-Bx12abcd.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await script.text()).toBe("console.log('app')");
    const style = await fetch(`${server.url}/assets/index-Cd34efgh.css`);
    expect(style.headers.get("content-type")).toBe("text/css; charset=utf-8");
  });

  it("serves other files with revalidation", async () => {
    const icon = await fetch(`${server.url}/favicon.svg`);
    expect(icon.headers.get("content-type")).toBe("image/svg+xml");
    expect(icon.headers.get("cache-control")).toBe("no-cache");
  });

  it.each(["/", "/driver-personal", "/named/0/driver-personal?completed", "/rate?existing"])(
    "serves index.html for the page %s",
    async (path) => {
      const response = await fetch(`${server.url}${path}`, { headers: html });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toBe(indexHtml);
    },
  );

  it("serves the app's pages to a client that takes any type or says nothing (probes, curl)", async () => {
    for (const headers of [{ accept: "*/*" }, { accept: "text/*" }, {}] as Record<string, string>[]) {
      for (const path of ["/", "/product"]) {
        const response = await fetch(`${server.url}${path}`, { headers });
        expect(response.status, `${path} with ${JSON.stringify(headers)}`).toBe(200);
        expect(await response.text()).toBe(indexHtml);
      }
    }
  });

  it("answers 404, not index.html, for a missing asset or a non-HTML request", async () => {
    expect((await fetch(`${server.url}/assets/index-gone.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/driver-personal`, { headers: { accept: "application/json" } })).status).toBe(404);
  });

  it("never serves files outside the static folder", async () => {
    const response = await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`, { headers: html });
    expect(await response.text()).not.toContain("root:");
  });

  it("answers HEAD and conditional requests", async () => {
    const head = await fetch(`${server.url}/assets/index-Bx12abcd.js`, { method: "HEAD", headers: { "accept-encoding": "identity" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe("18");
    const again = await fetch(`${server.url}/assets/index-Bx12abcd.js`, { headers: { "if-none-match": head.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("gzips text assets for clients that accept it, and not for others", async () => {
    const zipped = await fetch(`${server.url}/assets/index-Bx12abcd.js`, { headers: { "accept-encoding": "gzip" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toBe("Accept-Encoding");
    const plain = await fetch(`${server.url}/assets/index-Bx12abcd.js`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await zipped.text()).toBe(await plain.text());
  });

  it("compresses GraphQL answers of 1 KB or more for clients that accept it, and leaves smaller answers and other clients alone", async () => {
    const ask = (query: string, encoding: string) =>
      fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/graphql-response+json, application/json",
          "accept-encoding": encoding,
        },
        body: JSON.stringify({ query }),
      });
    const lists = `{ referenceData(lists: ["title", "occupation"]) { name options { code value } } }`;
    const zipped = await ask(lists, "gzip");
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toMatch(/accept-encoding/i);
    const plain = await ask(lists, "identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(await zipped.text()).toBe(text);
    const small = await ask("{ __typename }", "gzip");
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toEqual({ data: { __typename: "Query" } });
  });

  it("serves GraphQL on the same port", async () => {
    const response = await server.graphql("{ __typename }");
    expect(response.body).toEqual({ data: { __typename: "Query" } });
  });

  it("answers 503 with a build hint when the app has not been built", async () => {
    rmSync(join(staticDir, "index.html"));
    const response = await fetch(`${server.url}/driver-personal`, { headers: html });
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toContain("npm run build");
  });
});
