// @vitest-environment jsdom
/** The app's GraphQL client carries the CSRF header on every request, so the server executes it, and sends typed documents as text. */
import { afterEach, expect, it, vi } from "vitest";
import { csrfHeader } from "../../server/graphql/csrfHeader.ts";
import { graphqlClient } from "../../src/api/client.ts";
import { ReferenceDataDocument } from "../../src/api/generated/graphql.ts";

afterEach(() => vi.unstubAllGlobals());

const graphql = graphqlClient("http://localhost");

it("sends the CSRF header with each request", async () => {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { __typename: "Query" } }), { headers: { "content-type": "application/json" } }));
  vi.stubGlobal("fetch", fetch);
  await expect(graphql.request("query Ping { __typename }")).resolves.toEqual({ __typename: "Query" });
  expect(fetch).toHaveBeenCalledTimes(1);
  const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(new Headers(init.headers).get(csrfHeader)).toBe("1");
});

it("sends a generated typed document as its text, named for the operation", async () => {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { referenceData: [] } }), { headers: { "content-type": "application/json" } }));
  vi.stubGlobal("fetch", fetch);
  await expect(graphql.request(ReferenceDataDocument, { lists: ["occupation"] })).resolves.toEqual({ referenceData: [] });
  const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(JSON.parse(String(init.body))).toEqual({
    query: String(ReferenceDataDocument),
    operationName: "ReferenceData",
    variables: { lists: ["occupation"] },
  });
});

it("posts to the /graphql endpoint of the origin it is made for", async () => {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { __typename: "Query" } }), { headers: { "content-type": "application/json" } }));
  vi.stubGlobal("fetch", fetch);
  await graphqlClient("https://quotes.example.com").request("query Ping { __typename }");
  const [url] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(String(url)).toBe("https://quotes.example.com/graphql");
});
