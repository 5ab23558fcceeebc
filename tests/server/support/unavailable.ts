/** What a request that found the database or the card processor out of reach is answered (SERVICE_UNAVAILABLE). */
import { expect } from "vitest";
import { catalogueText } from "../../../server/domain/errors.ts";
import type { GraphqlResponse } from "../testServer.ts";

/** The app's own words for a failure to try again. */
export const tryAgain = catalogueText("app", "genericError");

/** What an answer must never show: a stack frame, SQL, or a driver's own words. */
export const internals = /\bat \S+:\d+|\.ts:\d+|node_modules|SELECT|INSERT|UPDATE|ECONNREFUSED|terminat|fetch failed|Stripe|originalError/;

/** The response is the one SERVICE_UNAVAILABLE error of `operation`, in the catalogue's words, and nothing internal. */
export function expectUnavailable(response: GraphqlResponse<unknown>, operation: string): void {
  expect(response.body, response.text).toEqual({
    data: null,
    errors: [
      { message: tryAgain, path: [operation], locations: expect.any(Array), extensions: { code: "SERVICE_UNAVAILABLE", retryable: true } },
    ],
  });
  expect(response.text).not.toMatch(internals);
}
