// @vitest-environment jsdom
/**
 * Get quote on a quote that can no longer change, bought or paid for in another tab: the journey's
 * own failure (/error) is not where the consumer goes. Bought (ALREADY_TAKEN_UP), /complete shows
 * the policy the server names; paid for (QUOTE_PAID), the quote as paid is fetched and /rate shows
 * its price, saying it is paid for, with the way it was paid chosen. Only when the paid quote cannot
 * be fetched does the journey's failure stand.
 */
import { join } from "node:path";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { loadJourney, type ResolvedJourney } from "../../src/engine/index.ts";
import { readJsonFile } from "../../server/journeys/readJourneys.ts";
import type { RetrievedQuote } from "../../src/api/retrieve.ts";
import { createQuoteStore } from "../../src/store/quoteStore.ts";
import { fakeApi } from "./support/fakeApi.ts";
import { renderApp } from "./support/renderApp.tsx";
import { graphqlError } from "./support/buy.ts";
import { instalments, rateResponse, single } from "./support/rates.ts";

const mocks = {
  rateQuote: vi.fn<(args: Record<string, unknown>) => Promise<unknown>>(),
  retrieve: vi.fn<(token: string, quoteRef?: string) => Promise<{ quote: RetrievedQuote; referenceData: Record<string, unknown> }>>(),
};
const api = fakeApi({
  dataSources: { rateQuote: (args: Record<string, unknown>) => mocks.rateQuote(args) },
  retrieve: { retrieve: (token: string, quoteRef?: string) => mocks.retrieve(token, quoteRef) },
});

const clock = { today: () => "2026-11-22" };

/** The fixture's page with a Get quote button rating the quote, failing to /error as the final page does. */
function journeyWithGetQuote(): ResolvedJourney {
  const { journey } = loadJourney(join(import.meta.dirname, "../fixtures/engine/editable/manifest.json"), readJsonFile);
  const about = journey!.pages.about;
  const action = {
    id: "get-quote",
    label: "Get quote",
    load: {
      source: "rateQuote",
      args: { answers: { var: "quote" }, quoteRef: { var: "quote.quoteRef" }, token: { var: "quote.token" } },
      onResult: [{ set: { rate: { var: "result" } }, goTo: "rate" }],
      onError: [{ goTo: "error" }],
    },
  };
  return { ...journey!, pages: { about: { ...about, actions: [action] } } };
}

function open() {
  const store = createQuoteStore();
  store.getState().setDraft({ product: "car", nickname: "Sam", cars: 2, quoteRef: "QR-PAID0001", token: "tok-paid" });
  return { store, ...renderApp({ journeys: { car: journeyWithGetQuote() }, clock, store, url: "/about", api }) };
}

beforeAll(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = vi.fn();
});
beforeEach(() => {
  mocks.rateQuote.mockReset();
  mocks.retrieve.mockReset();
});

describe("Get quote on a quote that can no longer change", () => {
  it("bought in another tab (ALREADY_TAKEN_UP): /complete shows the policy the server names, saying it was bought already", async () => {
    mocks.rateQuote.mockRejectedValue(graphqlError("ALREADY_TAKEN_UP", { policyReference: "POL-0123456789" }));
    const { store, router, user } = open();
    await user.click(await screen.findByRole("button", { name: "Get quote" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/complete"));
    expect(await screen.findByText("Your policy reference is POL-0123456789")).toBeInTheDocument();
    expect(screen.getByText("You’ve already bought this quote, so it can’t be changed or bought again.")).toBeInTheDocument();
    expect(store.getState().draft.policy).toEqual({ policyReference: "POL-0123456789", quoteRef: "QR-PAID0001" });
    // Its pages are closed: the one Get quote was pressed on shows /complete too.
    await router.navigate("/about");
    await waitFor(() => expect(router.state.location.pathname).toBe("/complete"));
  });

  it("paid for (QUOTE_PAID): the quote as paid is fetched, and /rate shows its price saying it is paid for, with the way it was paid chosen", async () => {
    const paidRate = rateResponse(
      { quoteRef: "QR-PAID0001", token: "tok-paid" },
      { paymentOptions: [single({ totalAmountPayable: 99900 }), instalments()] },
    );
    mocks.rateQuote.mockRejectedValue(graphqlError("QUOTE_PAID", { paymentCollectionOptionCode: "SINGLE_CARD_PAYMENT" }));
    mocks.retrieve.mockResolvedValue({
      quote: {
        answers: { product: "car", nickname: "Sam", cars: 1 },
        journeyVersion: "1.0.0",
        quoteRef: "QR-PAID0001",
        rate: paidRate,
        expired: false,
      },
      referenceData: {},
    });
    const { store, router, user } = open();
    await user.click(await screen.findByRole("button", { name: "Get quote" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/rate"));
    expect(mocks.retrieve).toHaveBeenCalledExactlyOnceWith("tok-paid", "QR-PAID0001");
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent("This quote has been paid for, so it can no longer be changed.");
    expect(document.getElementById("quote-price")).toHaveTextContent("£999.00 a year");
    // The answers it was paid on, not the ones Get quote sent.
    expect(store.getState().draft).toMatchObject({ cars: 1, rate: paidRate });
    expect(store.getState().session.buy?.paidOption).toEqual({
      underwritingOutcomeResponseId: "uo-1",
      paymentCollectionOptionCode: "SINGLE_CARD_PAYMENT",
    });
  });

  it("paid for, when the paid quote cannot be fetched: the journey's failure stands", async () => {
    mocks.rateQuote.mockRejectedValue(graphqlError("QUOTE_PAID", { paymentCollectionOptionCode: "SINGLE_CARD_PAYMENT" }));
    mocks.retrieve.mockRejectedValue(new Error("offline"));
    const { router, user } = open();
    await user.click(await screen.findByRole("button", { name: "Get quote" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/error"));
  });

  it("any other refusal is the journey's to handle", async () => {
    mocks.rateQuote.mockRejectedValue(graphqlError("QUOTE_NOT_FOUND"));
    const { router, user } = open();
    await user.click(await screen.findByRole("button", { name: "Get quote" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/error"));
    expect(mocks.retrieve).not.toHaveBeenCalled();
  });
});
