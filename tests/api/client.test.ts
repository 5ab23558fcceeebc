/**
 * The app's GraphQL client (graphql-request, over a fake fetch): what each request carries (the
 * CSRF and Accept headers, the document's text and operation name, the variables), data on success,
 * graphql-request's ClientError with the server's message, code and details or the HTTP status on
 * failure, the fetch's own error when the network is down; each failure handed to the reporter by
 * operation name, never with the variables.
 */
import { describe, expect, it, vi } from "vitest";
import { ClientError } from "graphql-request";
import { csrfHeader } from "../../src/api/csrfHeader.ts";
import { graphqlClient } from "../../src/api/client.ts";
import { operationNameOf } from "../../src/api/graphqlRequest.ts";
import { RateQuoteDocument, ReferenceDataDocument, TakeUpQuoteDocument } from "../../src/api/generated/graphql.ts";

/** A client over a fetch that answers `status` with `body`, and what it sent and reported. */
function clientAnswering(status: number, body: unknown, contentType = "application/json") {
  const fetch = vi.fn(
    async (_url: URL | RequestInfo, _init?: RequestInit) =>
      new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "Content-Type": contentType } }),
  );
  return clientOver(fetch);
}

function clientOver(fetch: (url: URL | RequestInfo, init?: RequestInit) => Promise<Response>, origin = "http://localhost") {
  const reported: { error: unknown; operation: string | undefined }[] = [];
  const fake = vi.fn(fetch);
  const graphql = graphqlClient(origin, { fetch: fake, reportLinkError: (error, operation) => void reported.push({ error, operation }) });
  /** The one request sent: its URL, headers and JSON body. */
  const sent = () => {
    expect(fake).toHaveBeenCalledOnce();
    const [url, init] = fake.mock.calls[0];
    return { url: String(url), method: init?.method, headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) as unknown };
  };
  return { graphql, reported, sent };
}

/** What the request rejected with. */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable("the request succeeded"),
    (error: unknown) => error,
  );
}

const quoteBody = { body: { product: "car", journeyVersion: "1", answers: {} } };

describe("a request", () => {
  it("is posted to the /graphql endpoint of the origin the client is made for", async () => {
    const { graphql, sent } = clientOver(async () => Response.json({ data: { __typename: "Query" } }), "https://quotes.example.com");
    await graphql.request("query Ping { __typename }");
    expect(sent()).toMatchObject({ url: "https://quotes.example.com/graphql", method: "POST" });
  });

  it("carries the CSRF header, so the server executes it, and asks for a GraphQL answer in JSON", async () => {
    const { graphql, sent } = clientAnswering(200, { data: { __typename: "Query" } });
    await expect(graphql.request("query Ping { __typename }")).resolves.toEqual({ __typename: "Query" });
    const { headers } = sent();
    expect(headers.get(csrfHeader)).toBe("1");
    expect(headers.get("Accept")).toBe("application/graphql-response+json, application/json");
    expect(headers.get("Content-Type")).toBe("application/json");
  });

  it("sends a generated typed document as its text, named for its operation, with its variables", async () => {
    const { graphql, sent } = clientAnswering(200, { data: { referenceData: [] } });
    await expect(graphql.request(ReferenceDataDocument, { lists: ["occupation"] })).resolves.toEqual({ referenceData: [] });
    expect(sent().body).toEqual({
      query: String(ReferenceDataDocument),
      operationName: "ReferenceData",
      variables: { lists: ["occupation"] },
    });
  });

  it("resolves with the answer's data and reports nothing", async () => {
    const { graphql, reported } = clientAnswering(200, { data: { referenceData: [{ name: "occupation", options: [] }] } });
    await expect(graphql.request(ReferenceDataDocument, { lists: ["occupation"] })).resolves.toEqual({
      referenceData: [{ name: "occupation", options: [] }],
    });
    expect(reported).toEqual([]);
  });
});

describe("a failed request", () => {
  it("rejects with a ClientError carrying the server's GraphQL errors: message, code and field details", async () => {
    const fieldErrors = [{ page: "driver-personal", field: "dob", message: "Too young" }];
    const { graphql, reported } = clientAnswering(200, {
      data: null,
      errors: [{ message: "The quote is not valid", extensions: { code: "QUOTE_INVALID", fieldErrors } }],
    });
    const error = await failure(graphql.request(RateQuoteDocument, quoteBody));
    expect(error).toBeInstanceOf(ClientError);
    expect((error as ClientError).message).toBe("The quote is not valid");
    expect((error as ClientError).response).toMatchObject({
      status: 200,
      errors: [{ message: "The quote is not valid", extensions: { code: "QUOTE_INVALID", fieldErrors } }],
    });
    expect(reported).toEqual([{ error, operation: "RateQuote" }]);
  });

  it("rejects with the server's errors when its HTTP status is a failure too", async () => {
    const { graphql } = clientAnswering(
      400,
      { errors: [{ message: 'Variable "$lists" is invalid', extensions: { code: "BAD_USER_INPUT" } }] },
      "application/graphql-response+json",
    );
    const error = await failure(graphql.request(ReferenceDataDocument, { lists: [] }));
    expect((error as ClientError).response).toMatchObject({ status: 400, errors: [{ extensions: { code: "BAD_USER_INPUT" } }] });
  });

  it("rejects an HTTP failure with no GraphQL answer with its status, and reports it", async () => {
    const { graphql, reported } = clientAnswering(502, "<html>Bad gateway</html>", "text/html");
    const error = await failure(graphql.request(ReferenceDataDocument, { lists: [] }));
    expect(error).toBeInstanceOf(ClientError);
    expect((error as ClientError).response.status).toBe(502);
    expect((error as ClientError).response.errors).toBeUndefined();
    expect((error as ClientError).message).toBe("GraphQL Error (Code: 502)");
    expect(reported).toEqual([{ error, operation: "ReferenceData" }]);
  });

  it("rejects with the fetch's own error when the network is down, and reports it", async () => {
    const { graphql, reported } = clientOver(async () => Promise.reject(new TypeError("Failed to fetch")));
    const error = await failure(graphql.request(ReferenceDataDocument, { lists: [] }));
    expect(error).toBeInstanceOf(TypeError);
    expect(reported).toEqual([{ error, operation: "ReferenceData" }]);
  });

  it("keeps the request's variables out of the error it rejects with and reports", async () => {
    const token = "Vq3lD0xk2Jm9pQ_rT7uYw-1ZaB4cE6fG8hI0jK2lM4n";
    const { graphql, reported } = clientAnswering(200, { data: null, errors: [{ message: "Unexpected error." }] });
    const variables = {
      token,
      underwritingOutcomeResponseId: "uo-1",
      inceptionDateTime: "2026-07-01T00:00:00+01:00",
      body: { paymentIntentId: "pi_1" },
    };
    const error = (await failure(graphql.request(TakeUpQuoteDocument, variables))) as ClientError;
    expect(error.request.variables).toBeUndefined();
    for (const leaked of [error.message, String(error.stack), JSON.stringify(error), JSON.stringify(reported)])
      expect(leaked).not.toContain(token);
  });
});

describe("an operation's name", () => {
  it("is the name written in the generated document", () => {
    expect(operationNameOf(String(RateQuoteDocument))).toBe("RateQuote");
    expect(operationNameOf("mutation TakeUpQuote($token: String!) { takeUpQuote(token: $token) { quoteRef } }")).toBe("TakeUpQuote");
    expect(operationNameOf("{ __typename }")).toBeUndefined();
  });
});
