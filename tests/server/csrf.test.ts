/**
 * Cross-site requests: a request a browser sends from any page without a CORS preflight (a form POST, a
 * text/plain or multipart POST, a GET) executes nothing unless it carries the CSRF header, which another
 * origin cannot add without passing CORS; and CORS lets only the app's own origin read answers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csrfHeader } from "../../src/api/csrfHeader.ts";
import { clock, completeDraft, journeyOf } from "./quoteDrafts.ts";
import { startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

let server: TestServer;
/** A quote body the server accepts and stores: what a forged request would try to send. */
let quoteBody: Record<string, unknown>;
beforeAll(async () => {
  server = await startTestServer({ clock });
  quoteBody = { product: "car", journeyVersion: journeyOf("car").version, answers: await completeDraft(server, "car") };
}, startupTimeout);
afterAll(() => server?.close());

const evil = "https://evil.example";
const rateQuote = "mutation ($body: QuoteBody!) { rateQuote(body: $body) { quoteRef } }";
/** The mutation with its body written into the document, for requests that carry no variables. */
const rateQuoteInline = () => `mutation { rateQuote(body: ${toLiteral(quoteBody)}) { quoteRef } }`;
const toLiteral = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(toLiteral).join(", ")}]`
    : value && typeof value === "object"
      ? `{ ${Object.entries(value)
          .map(([key, item]) => `${key}: ${toLiteral(item)}`)
          .join(", ")} }`
      : JSON.stringify(value);

async function send(path: string, init: RequestInit) {
  const response = await fetch(`${server.url}${path}`, init);
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: JSON.parse(text) as {
      data?: Record<string, unknown> | null;
      errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
    },
  };
}

async function storedQuotes(): Promise<number> {
  const { rows } = await server.db.query<{ count: string | number }>("SELECT count(*) AS count FROM quotes");
  return Number(rows[0].count);
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe("requests that need no preflight", () => {
  it("store a quote when they carry the header (so the refusals below are the header's doing)", async () => {
    const before = await storedQuotes();
    const viaForm = await send("/graphql", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", [csrfHeader]: "1" },
      body: form({ query: rateQuote, variables: JSON.stringify({ body: quoteBody }) }),
    });
    expect(viaForm.body.data?.rateQuote, viaForm.text).toEqual({ quoteRef: expect.stringMatching(/^QR-/) });
    const inline = await send("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: rateQuoteInline() }),
    });
    expect(inline.body.data?.rateQuote, inline.text).toEqual({ quoteRef: expect.stringMatching(/^QR-/) });
    expect(await storedQuotes()).toBe(before + 2);
  });

  it("refuses a form-encoded mutation from another origin, and stores nothing", async () => {
    const before = await storedQuotes();
    const response = await send("/graphql", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: evil },
      body: form({ query: rateQuote, variables: JSON.stringify({ body: quoteBody }) }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.body.errors).toEqual([
      {
        message: `Cross-site request refused: send GraphQL requests as JSON (Content-Type: application/json), or with the ${csrfHeader} header`,
        extensions: { code: "CSRF_HEADER_REQUIRED" },
      },
    ]);
    expect(await storedQuotes()).toBe(before);
  });

  it.each([
    ["text/plain", "text/plain;charset=UTF-8"],
    ["multipart", "multipart/form-data; boundary=x"],
  ])("refuses a %s mutation as unsupported, and stores nothing", async (_, contentType) => {
    const before = await storedQuotes();
    const json = JSON.stringify({ query: rateQuoteInline() });
    const body = contentType.startsWith("multipart")
      ? `--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${json}\r\n--x\r\nContent-Disposition: form-data; name="map"\r\n\r\n{}\r\n--x--\r\n`
      : json;
    const response = await send("/graphql", { method: "POST", headers: { "content-type": contentType, origin: evil }, body });
    expect(response.status).toBe(415);
    expect(response.body.errors?.[0]?.message).toBe("Send GraphQL requests as JSON with Content-Type: application/json");
    expect(await storedQuotes()).toBe(before);
  });

  it("refuses a GET without the header", async () => {
    const response = await send(`/graphql?query=${encodeURIComponent("{ __typename }")}`, { headers: { origin: evil } });
    expect(response.status).toBe(403);
    expect(response.body.errors?.[0]?.extensions?.code).toBe("CSRF_HEADER_REQUIRED");
    expect(response.body.data).toBeUndefined();
  });

  it("answers a GET query or a form-encoded query that carries the header", async () => {
    const get = await send(`/graphql?query=${encodeURIComponent("{ __typename }")}`, { headers: { [csrfHeader]: "1" } });
    expect(get.body).toEqual({ data: { __typename: "Query" } });
    const post = await send("/graphql", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", [csrfHeader]: "1" },
      body: form({ query: "{ __typename }" }),
    });
    expect(post.body).toEqual({ data: { __typename: "Query" } });
  });

  it("still refuses a mutation over GET, header or not, and stores nothing", async () => {
    const before = await storedQuotes();
    const response = await send(`/graphql?query=${encodeURIComponent(rateQuoteInline())}`, { headers: { [csrfHeader]: "1" } });
    expect(response.status).toBe(405);
    expect(response.body.errors?.[0]?.message).toBe("Can only perform a mutation operation from a POST request.");
    expect(await storedQuotes()).toBe(before);
  });

  it("takes a JSON POST, which a browser preflights, without the header", async () => {
    const response = await send("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(response.body).toEqual({ data: { __typename: "Query" } });
  });
});

describe("CORS", () => {
  const jsonPost = (origin: string): RequestInit => ({
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ query: "{ __typename }" }),
  });

  it("without PUBLIC_URL sends no CORS header to any origin", async () => {
    const response = await send("/graphql", jsonPost(evil));
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    const preflight = await fetch(`${server.url}/graphql`, {
      method: "OPTIONS",
      headers: { origin: evil, "access-control-request-method": "POST" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
  });

  it(
    "with PUBLIC_URL allows that origin alone, without credentials",
    async () => {
      const app = "https://quotes.example.com";
      const behindProxy = await startTestServer({ db: server.db, publicUrl: `${app}/motor` });
      try {
        const own = await fetch(`${behindProxy.url}/graphql`, jsonPost(app));
        expect(own.headers.get("access-control-allow-origin")).toBe(app);
        expect(own.headers.get("access-control-allow-credentials")).toBeNull();
        const preflight = await fetch(`${behindProxy.url}/graphql`, {
          method: "OPTIONS",
          headers: {
            origin: app,
            "access-control-request-method": "POST",
            "access-control-request-headers": `content-type, ${csrfHeader}`,
          },
        });
        expect(preflight.headers.get("access-control-allow-origin")).toBe(app);
        expect(preflight.headers.get("access-control-allow-headers")).toBe(`content-type, ${csrfHeader}`);
        for (const origin of [evil, "http://quotes.example.com", "https://quotes.example.com.evil.example", "null"]) {
          const other = await fetch(`${behindProxy.url}/graphql`, jsonPost(origin));
          expect(other.headers.get("access-control-allow-origin"), origin).toBeNull();
          expect(other.headers.get("access-control-allow-credentials"), origin).toBeNull();
          // The answer depends on Origin: a shared cache must not hand one origin's answer to another.
          expect(other.headers.get("vary"), origin).toMatch(/(^|,\s*)Origin(\s*,|$)/i);
        }
        const noOrigin = await fetch(`${behindProxy.url}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: "{ __typename }" }),
        });
        for (const answer of [own, preflight, noOrigin]) expect(answer.headers.get("vary")).toMatch(/(^|,\s*)Origin(\s*,|$)/i);
      } finally {
        await behindProxy.close();
      }
    },
    startupTimeout,
  );
});
