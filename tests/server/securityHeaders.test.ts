/**
 * Security headers: the policy each configuration gets, and that every kind of response carries
 * them (pages, assets, /graphql, /healthz, 404s and refusals).
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "../../server/http/securityHeaders.ts";
import { rawRequest } from "./rawRequest.ts";
import { startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

/** The policy as directive name -> sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("the Content-Security-Policy", () => {
  it.each([
    { config: "local card payments", options: { stripe: false } },
    { config: "Stripe", options: { stripe: true } },
  ])("with $config runs only the app's own scripts and styles, and cannot be framed", ({ options }) => {
    const policy = directives(contentSecurityPolicy(options));
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("style-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")?.[0]).toBe("'self'");
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    const all = [...policy.values()].flat();
    expect(all).not.toContain("'unsafe-eval'");
    expect(all).not.toContain("'unsafe-inline'");
    expect(all).not.toContain("*");
  });

  it("names no Stripe origin when payments are local", () => {
    const policy = contentSecurityPolicy({ stripe: false });
    expect(policy).not.toContain("stripe.com");
    expect(directives(policy).get("frame-src")).toEqual(["'none'"]);
    expect(directives(policy).get("connect-src")).toEqual(["'self'"]);
  });

  it("allows Stripe's script, frames and API, and nothing more of it, when Stripe takes payments", () => {
    const policy = directives(contentSecurityPolicy({ stripe: true }));
    expect(policy.get("script-src")).toEqual(["'self'", "https://js.stripe.com", "https://*.js.stripe.com"]);
    expect(policy.get("frame-src")).toEqual(["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "https://api.stripe.com"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:"]);
  });

  it("allows inline scripts and styles only for Vite's development server", () => {
    const policy = directives(contentSecurityPolicy({ stripe: false, dev: true }));
    expect(policy.get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
  });
});

describe("the other headers", () => {
  it("forbid framing and sniffing, cut referrers and turn off unused features", () => {
    const headers = securityHeaders({ stripe: false });
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    for (const feature of ["camera", "microphone", "geolocation", "payment"])
      expect(headers["Permissions-Policy"]).toContain(`${feature}=()`);
  });

  it("tell browsers to use https only when the app is reached over https, and never over http", () => {
    expect(securityHeaders({ stripe: false, https: true })["Strict-Transport-Security"]).toBe("max-age=31536000");
    expect(securityHeaders({ stripe: false })).not.toHaveProperty("Strict-Transport-Security");
  });

  it("let only Stripe's frames ask for payment when Stripe is on", () => {
    const policy = securityHeaders({ stripe: true })["Permissions-Policy"];
    expect(policy).toContain(`payment=(self "https://js.stripe.com")`);
    expect(policy).toContain("camera=()");
  });
});

const staticDir = mkdtempSync(join(tmpdir(), "quote-headers-"));
let server: TestServer;
let stripeServer: TestServer;

beforeAll(async () => {
  mkdirSync(join(staticDir, "assets"));
  writeFileSync(join(staticDir, "index.html"), "<!doctype html><div id=root></div>");
  writeFileSync(join(staticDir, "assets", "index-Ab12cd34.js"), "console.log('app')");
  server = await startTestServer({ staticDir });
  stripeServer = await startTestServer({
    staticDir,
    publicUrl: "https://quotes.example.com",
    payments: { stripe: { secretKey: "sk_test_fake", publishableKey: "pk_test_fake", accountId: null, maxNetworkRetries: 0 } },
  });
}, startupTimeout);
afterAll(async () => {
  await Promise.all([server?.close(), stripeServer?.close()]);
  rmSync(staticDir, { recursive: true, force: true });
});

const expected = securityHeaders({ stripe: false });

describe("every response carries the headers", () => {
  it.each([
    { what: "a page", path: "/driver-personal", init: { headers: { accept: "text/html" } }, status: 200 },
    { what: "an asset", path: "/assets/index-Ab12cd34.js", init: {}, status: 200 },
    { what: "a HEAD request", path: "/assets/index-Ab12cd34.js", init: { method: "HEAD" }, status: 200 },
    { what: "a missing file", path: "/assets/gone.js", init: {}, status: 404 },
    { what: "a source map", path: "/assets/index-Ab12cd34.js.map", init: {}, status: 404 },
    { what: "the health check", path: "/healthz", init: {}, status: 200 },
    {
      what: "a GraphQL answer",
      path: "/graphql",
      init: { method: "POST", headers: { "content-type": "application/json" }, body: '{"query":"{ __typename }"}' },
      status: 200,
    },
    {
      what: "a GraphQL error",
      path: "/graphql",
      init: { method: "POST", headers: { "content-type": "application/json" }, body: "{" },
      status: 400,
    },
    { what: "a GraphQL 406", path: "/graphql", init: { headers: { accept: "text/html" } }, status: 406 },
    { what: "a client-error report refused", path: "/client-errors", init: {}, status: 405 },
  ])("$what ($status)", async ({ path, init, status }) => {
    const response = await fetch(`${server.url}${path}`, init as RequestInit);
    expect(response.status).toBe(status);
    for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), name).toBe(value);
  });

  it("the 431 node answers for headers over its limit", async () => {
    const response = await rawRequest(server.url, `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"x".repeat(20_000)}\r\n\r\n`);
    expect(response.status).toBe(431);
    for (const [name, value] of Object.entries(expected)) expect(response.headers[name.toLowerCase()], name).toBe(value);
  });

  it("with Stripe's origins when the server takes payments with Stripe", async () => {
    const response = await fetch(`${stripeServer.url}/`, { headers: { accept: "text/html" } });
    expect(response.headers.get("content-security-policy")).toBe(contentSecurityPolicy({ stripe: true }));
    expect(response.headers.get("content-security-policy")).toContain("https://js.stripe.com");
  });

  it("with HSTS when the app is reached over https (PUBLIC_URL), and without over http", async () => {
    const overHttps = await fetch(`${stripeServer.url}/healthz`);
    expect(overHttps.headers.get("strict-transport-security")).toBe("max-age=31536000");
    expect((await fetch(`${server.url}/healthz`)).headers.get("strict-transport-security")).toBeNull();
  });
});
