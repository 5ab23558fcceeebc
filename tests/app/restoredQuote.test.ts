/**
 * Retrieving a quote by token: a retrieved quote as the app's state, over the real journeys.
 * The answers become the draft (named drivers restored as added), the reference, token and rate
 * follow the result, every page is submitted so the replay finds the first page needing an
 * answer, and the payment method is taken from the answers.
 */
import { describe, expect, it } from "vitest";
import { replayPath } from "../../src/engine/index.ts";
import type { RetrievedQuote } from "../../src/api/retrieve.ts";
import { restoredQuote, UnusableQuoteError } from "../../src/app/retrieve/restoredQuote.ts";
import { check, clock, journeys } from "../engine/support/realJourneys.ts";
import { rateResponse } from "./support/rates.ts";

const referenceData = {
  occupation: [
    { code: "A01", value: "Accountant" },
    { code: "R01", value: "Retired" },
  ],
  business: [{ code: "B01", value: "Accountancy" }],
  employmentType: [
    { code: "E", value: "Employed" },
    { code: "R", value: "Retired" },
  ],
  use: [{ code: "SDP", value: "Social, domestic and pleasure only" }],
  vanUsage: [],
};

function retrieved(overrides: Partial<RetrievedQuote> = {}, answers: Record<string, unknown> = {}): RetrievedQuote {
  return {
    answers: {
      product: "car",
      numberplate: "AB12 CDE",
      device: { abiCode: "32001201", deviceType: "IC6", obdLocation: "LOC1" },
      final: { paymentMethod: "MONTHLY", excess: 100 },
      ...answers,
    },
    journeyVersion: journeys.car.version,
    quoteRef: "QR-ABCD1234",
    rate: rateResponse(),
    expired: false,
    ...overrides,
  };
}

const restore = (quote: RetrievedQuote, token = "sent-token") => restoredQuote({ journeys, clock }, quote, token, referenceData);

describe("restoredQuote", () => {
  it("a priced quote carries on with the rate's reference and token, and its answers, device and payment method", () => {
    const rate = rateResponse({ quoteRef: "QR-ABCD1234", token: "rate-token" });
    const { draft, selectedPaymentMethod } = restore(retrieved({ rate }));
    expect(draft).toMatchObject({
      product: "car",
      numberplate: "AB12 CDE",
      device: { abiCode: "32001201", deviceType: "IC6", obdLocation: "LOC1" },
      final: { paymentMethod: "MONTHLY", excess: 100 },
      quoteRef: "QR-ABCD1234",
      token: "rate-token",
      rate,
    });
    expect(selectedPaymentMethod).toBe("MONTHLY");
  });

  it("without a price but with a kept reference, the token that retrieved it goes on with the reference", () => {
    const { draft } = restore(retrieved({ rate: null, quoteRef: "QR-KEPT0001" }));
    expect(draft.quoteRef).toBe("QR-KEPT0001");
    expect(draft.token).toBe("sent-token");
    expect(draft).not.toHaveProperty("rate");
  });

  it("a cleared reference (an expired quote without a price) leaves no reference or token", () => {
    const { draft } = restore(retrieved({ rate: null, quoteRef: null, expired: true }));
    expect(draft).not.toHaveProperty("quoteRef");
    expect(draft).not.toHaveProperty("token");
    expect(draft).not.toHaveProperty("rate");
  });

  it("never takes quote state from the stored answers, only from the result", () => {
    const { draft } = restore(
      retrieved({ rate: null, quoteRef: null }, { quoteRef: "QR-STALE001", token: "stale", rate: rateResponse(), retrieveError: "x" }),
    );
    for (const key of ["quoteRef", "token", "rate", "retrieveError"]) expect(draft).not.toHaveProperty(key);
  });

  it("restores named drivers as added and marks every page submitted, named pages for each restored slot", () => {
    const { draft, submitted } = restore(
      retrieved(
        {},
        {
          named: [
            { driverPersonal: { firstName: "Jo", lastName: "Bloggs" }, driverContact: { email: "jo@example.com" } },
            { added: false },
          ],
        },
      ),
    );
    const named = draft.named as Record<string, unknown>[];
    expect(named[0]).toMatchObject({ added: true, driverPersonal: { firstName: "Jo" }, driverContact: { email: "jo@example.com" } });
    expect(named[1].added).not.toBe(true);
    const journey = journeys.car;
    const mainPages = journey.pageOrder.filter((id) => !journey.pages[id].section?.includes("{index}"));
    const namedPages = journey.pageOrder.filter((id) => journey.pages[id].section?.includes("{index}"));
    expect(namedPages.length).toBeGreaterThan(0);
    expect(new Set(submitted)).toEqual(new Set([...mainPages, ...namedPages.map((id) => `${id}@0`)]));
  });

  it("the replay stops at the first page whose answers are missing", () => {
    const { draft, submitted } = restore(retrieved());
    const replay = replayPath({ journey: journeys.car, draft, submitted: new Set(submitted), clock, check });
    // The stored quote here has no vehicle details, so the vehicle page is the first due.
    expect(replay.current).toBe("vehicle");
  });

  it("clears an answer whose code the current reference data no longer offers", () => {
    const kept = restore(retrieved({}, { job: { statusCode: "E", status: "Employed", occupationCode: "A01", businessCode: "B01" } })).draft;
    expect(kept).toMatchObject({ job: { statusCode: "E", occupationCode: "A01", businessCode: "B01" } });
    const gone = restore(retrieved({}, { job: { statusCode: "Q", status: "Gone", occupationCode: "A01" } })).draft;
    expect((gone.job as Record<string, unknown>).statusCode).not.toBe("Q");
  });

  it("keeps answers whose options come from elsewhere (the address chosen from a search)", () => {
    const { draft } = restore(
      retrieved({}, { driverAddress: { postcode: "SW1A 1AA", addressId: "GB|RM|A|12345", email: "a@example.com" } }),
    );
    expect(draft).toMatchObject({ driverAddress: { addressId: "GB|RM|A|12345" } });
  });

  it("refuses answers with no known product", () => {
    expect(() => restore(retrieved({}, { product: "boat" }))).toThrow(UnusableQuoteError);
    expect(() => restore(retrieved({}, { product: undefined }))).toThrow(UnusableQuoteError);
  });

  it("takes no payment method from answers without a valid one", () => {
    expect(restore(retrieved({}, { final: { paymentMethod: "WEEKLY" } }))).not.toHaveProperty("selectedPaymentMethod");
  });
});
