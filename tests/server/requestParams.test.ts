/**
 * Malformed request parameters are the client's fault: a 400 with a JSON body that says what is wrong,
 * never a 500, and a mutation sent with them stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csrfHeader } from "../../src/api/csrfHeader.ts";
import { maxVariableDepth } from "../../server/graphql/requestParams.ts";
import { startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, startupTimeout);
afterAll(() => server?.close());

const typename = "{ __typename }";
const rateQuote = "mutation ($body: QuoteBody!) { rateQuote(body: $body) { quoteRef } }";

async function send(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, { ...init, headers: { [csrfHeader]: "1", ...init.headers } });
  const text = await response.text();
  expect(response.headers.get("content-type"), text).toMatch(/^application\/(graphql-response\+)?json/);
  return {
    status: response.status,
    text,
    body: JSON.parse(text) as { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> },
  };
}

const get = (params: Record<string, string>) => send(`/graphql?${new URLSearchParams(params)}`);
const formPost = (params: Record<string, string>) =>
  send("/graphql", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(params).toString(),
  });
const jsonPost = (body: string) => send("/graphql", { method: "POST", headers: { "content-type": "application/json" }, body });

function expectBadRequest(response: Awaited<ReturnType<typeof send>>, message: string | RegExp) {
  expect(response.status, response.text).toBe(400);
  expect(response.body.errors).toHaveLength(1);
  expect(response.body.errors![0].message).toMatch(message);
  expect(response.body.errors![0].extensions?.code).toBe("BAD_REQUEST");
  expect(response.text).not.toMatch(/SyntaxError|\n\s+at |node_modules|\.[jt]s:\d+|originalError/);
}

async function storedQuotes(): Promise<number> {
  const { rows } = await server.db.query<{ count: string | number }>("SELECT count(*) AS count FROM quotes");
  return Number(rows[0].count);
}

const notJson = /^The request's "variables" or "extensions" parameter is not valid JSON$/;

describe("malformed JSON in parameters", () => {
  it.each([
    ["variables", "{bad"],
    ["variables", '{"a": 1'],
    ["variables", "undefined"],
    ["extensions", "{bad"],
    ["extensions", "'x'"],
  ])("a GET with %s %s", async (name, value) => {
    expectBadRequest(await get({ query: typename, [name]: value }), notJson);
  });

  it.each(["variables", "extensions"])("a form-encoded POST with malformed %s", async (name) => {
    expectBadRequest(await formPost({ query: typename, [name]: "{bad" }), notJson);
  });

  it("a form-encoded mutation with malformed variables stores nothing", async () => {
    const before = await storedQuotes();
    expectBadRequest(await formPost({ query: rateQuote, variables: '{"body": {"product": "car"' }), notJson);
    expect(await storedQuotes()).toBe(before);
  });
});

describe("variables that are not an object", () => {
  it.each(["5", '"text"', "[1, 2]", "true"])("%s as JSON, GET or form", async (value) => {
    const message = /^Expected "variables" param to be empty or an object, but given (number|string|array|boolean)\.$/;
    expectBadRequest(await jsonPost(`{"query": "${typename}", "variables": ${value}}`), message);
    expectBadRequest(await get({ query: typename, variables: value }), message);
    expectBadRequest(await formPost({ query: typename, variables: value }), message);
  });

  it("null or absent variables are fine", async () => {
    expect((await jsonPost(`{"query": "${typename}", "variables": null}`)).body).toEqual({ data: { __typename: "Query" } });
    expect((await get({ query: typename, variables: "null" })).body).toEqual({ data: { __typename: "Query" } });
  });
});

describe("parameters nested too deep", () => {
  const nested = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;

  // 30,000 levels is about as deep as fits in the request body limit.
  it.each([maxVariableDepth + 1, 30_000])("variables %i levels deep", async (levels) => {
    const response = await jsonPost(`{"query": "${typename}", "variables": {"a": ${nested(levels - 1)}}}`);
    expectBadRequest(response, `The request's "variables" nest more than ${maxVariableDepth} levels deep`);
  });

  it("extensions too deep", async () => {
    const response = await jsonPost(`{"query": "${typename}", "extensions": {"a": ${nested(maxVariableDepth)}}}`);
    expectBadRequest(response, `The request's "extensions" nest more than ${maxVariableDepth} levels deep`);
  });

  it("a mutation with answers nested too deep stores nothing", async () => {
    const before = await storedQuotes();
    const response = await jsonPost(
      `{"query": ${JSON.stringify(rateQuote)}, "variables": {"body": {"product": "car", "journeyVersion": "1", "answers": {"a": ${nested(100)}}}}}`,
    );
    expectBadRequest(response, /nest more than/);
    expect(await storedQuotes()).toBe(before);
  });

  it(`variables up to ${maxVariableDepth} levels are taken`, async () => {
    const response = await jsonPost(`{"query": "${typename}", "variables": {"a": ${nested(maxVariableDepth - 1)}}}`);
    expect(response.body).toEqual({ data: { __typename: "Query" } });
  });
});
