/**
 * Refusals carry a body: a /graphql request whose Accept takes no GraphQL response type gets a JSON
 * 406 before anything runs, and requests node cannot parse get a short plain-text answer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsGraphqlResponse, clientErrorResponse } from "../../server/http/refusals.ts";
import { clock, completeDraft, journeyOf } from "./quoteDrafts.ts";
import { rawRequest } from "./rawRequest.ts";
import { startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

describe("which Accept headers /graphql can answer", () => {
  it.each([
    [undefined, true],
    ["", true],
    ["*/*", true],
    ["application/json", true],
    ["application/graphql-response+json, application/json;q=0.9", true],
    ["application/*", true],
    ["text/html, application/json;charset=utf-8", true],
    ["text/event-stream", true],
    ["multipart/mixed", true],
    ["text/html", false],
    ["application/xml", false],
    ["text/*", true], // yoga answers it as text/event-stream
    ["image/png, text/plain", false],
    ["application/json;charset=iso-8859-1", false],
  ])("%j: %s", (accept, answerable) => {
    expect(acceptsGraphqlResponse(accept)).toBe(answerable);
  });
});

describe("what node's parser errors are answered with", () => {
  it.each([
    ["HPE_HEADER_OVERFLOW", 431],
    ["HPE_CHUNK_EXTENSIONS_OVERFLOW", 413],
    ["ERR_HTTP_REQUEST_TIMEOUT", 408],
    ["HPE_INVALID_METHOD", 400],
    [undefined, 400],
  ])("%s: %i with a message", (code, status) => {
    const answer = clientErrorResponse(Object.assign(new Error("parse"), { code }));
    expect(answer.status).toBe(status);
    expect(answer.text.length).toBeGreaterThan(0);
  });
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock });
}, startupTimeout);
afterAll(() => server?.close());

async function quoteCount(): Promise<number> {
  const { rows } = await server.db.query<{ count: number }>("SELECT count(*)::int AS count FROM quotes");
  return rows[0]!.count;
}

describe("the server's refusals", () => {
  it("answers 406 with a JSON error naming the types it answers in", async () => {
    const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent("{ __typename }")}`, {
      headers: { accept: "application/xml" },
    });
    expect(response.status).toBe(406);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const body = (await response.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]!.extensions.code).toBe("NOT_ACCEPTABLE");
    expect(body.errors[0]!.message).toContain("application/json");
  });

  it("does not run a mutation whose answer the client could not read", async () => {
    const draft = await completeDraft(server, "car");
    const body = JSON.stringify({
      query: "mutation ($body: QuoteBody!) { rateQuote(body: $body) { quoteRef } }",
      variables: { body: { product: "car", journeyVersion: journeyOf("car").version, answers: draft } },
    });
    const before = await quoteCount();
    const refused = await fetch(`${server.url}/graphql`, {
      method: "POST",
      body,
      headers: { "content-type": "application/json", accept: "text/html" },
    });
    expect(refused.status).toBe(406);
    expect(await quoteCount()).toBe(before);
    // The same request with an Accept it can answer is stored: the refusal was the Accept alone.
    const accepted = await fetch(`${server.url}/graphql`, {
      method: "POST",
      body,
      headers: { "content-type": "application/json", accept: "application/json" },
    });
    expect(accepted.status).toBe(200);
    expect(await quoteCount()).toBe(before + 1);
  });

  it("answers headers over node's limit with 431 and a plain-text reason", async () => {
    const response = await rawRequest(server.url, `GET /product HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"x".repeat(20_000)}\r\n\r\n`);
    expect(response.status).toBe(431);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.headers["connection"]).toBe("close");
    expect(response.body).toBe("Request headers too large\n");
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
  });

  it("answers a request it cannot parse with 400 and a plain-text reason", async () => {
    const response = await rawRequest(server.url, "NOT HTTP AT ALL\r\n\r\n");
    expect(response.status).toBe(400);
    expect(response.body).toBe("Bad request\n");
  });

  it("keeps serving after refusing", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ok");
  });
});
