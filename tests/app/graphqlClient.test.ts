// @vitest-environment jsdom
/** The app's GraphQL client carries the CSRF header on every request, so the server executes it. */
import { afterEach, expect, it, vi } from "vitest";
import { csrfHeader } from "../../server/graphql/csrfHeader.ts";
import { graphql } from "../../src/api/client.ts";

afterEach(() => vi.unstubAllGlobals());

it("sends the CSRF header with each request", async () => {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { __typename: "Query" } }), { headers: { "content-type": "application/json" } }));
  vi.stubGlobal("fetch", fetch);
  await expect(graphql.request("query Ping { __typename }")).resolves.toEqual({ __typename: "Query" });
  expect(fetch).toHaveBeenCalledTimes(1);
  const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(new Headers(init.headers).get(csrfHeader)).toBe("1");
});
