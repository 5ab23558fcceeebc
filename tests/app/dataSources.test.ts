// @vitest-environment jsdom
/**
 * The app's data sources are exactly the ones journeys may name (journeys/common/data-sources.json,
 * which the linter checks pages against), and the rating calls ask for the payment options union
 * member by member, and keep of the captured quote model only the inception date-time take-up needs.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import declared from "../../journeys/common/data-sources.json";
import { graphqlClient } from "../../src/api/client.ts";
import { createQuoteApi } from "../../src/api/quoteApi.ts";
import { rateResponse } from "./support/rates.ts";

afterEach(() => vi.restoreAllMocks());

const graphql = graphqlClient("http://localhost", { reportLinkError: () => undefined });
const { dataSources } = createQuoteApi(graphql);

describe("data sources", () => {
  it("match the list journeys may name", () => {
    expect(Object.keys(dataSources).sort()).toEqual(
      Object.keys(declared)
        .filter((name) => name !== "$schema")
        .sort(),
    );
  });

  const reprice = { token: "t", underwritingOutcomeResponseId: "uo-1", body: { addons: [], voluntaryExcess: 0 } };
  it.each([
    {
      source: "rateQuote",
      args: { product: "car", journeyVersion: "1.0.0", answers: {}, quoteRef: null, token: null },
      variables: { body: { product: "car", journeyVersion: "1.0.0", answers: {} }, quoteRef: null, token: null },
    },
    { source: "repriceQuote", args: reprice, variables: reprice },
  ])(
    "$source sends its arguments as variables and keeps the rate response with only the inception of the captured model",
    async ({ source, args, variables: expected }) => {
      const { inceptionDateTime, ...rest } = rateResponse();
      const capturedQuoteModel = {
        drivers: [{ email: "a@example.com" }],
        quote: { inceptionDateTime: "2026-07-01T00:00:00+01:00" },
        vehicles: [],
      };
      const request = vi.spyOn(graphql, "request").mockResolvedValue({ [source]: { ...rest, capturedQuoteModel } } as never);
      expect(inceptionDateTime).not.toBe("2026-07-01T00:00:00+01:00");
      await expect(dataSources[source](args)).resolves.toEqual({ ...rest, inceptionDateTime: "2026-07-01T00:00:00+01:00" });
      const [sent, variables] = request.mock.calls[0] as unknown as [string, unknown];
      const document = String(sent);
      expect(variables).toEqual(expected);
      expect(document).toContain(`${source}(`);
      expect(document).toMatch(/__typename\s+\.\.\. on SinglePaymentOption \{[^}]*pencePerMile/);
      expect(document).toMatch(/\.\.\. on InstalmentsOption \{[^}]*typicalApr/);
      expect(document).toMatch(/token\s+capturedQuoteModel/);
    },
  );
});
