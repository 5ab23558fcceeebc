// @vitest-environment jsdom
/**
 * Quote page analytics: on /rate a virtual page view for /quote, once per rating, only when the
 * quote has not expired, has no declines and was not reopened with `?existing`.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import type { RateResponse } from "../../src/api/rateResponse.ts";
import { shouldReportQuoteView } from "../../src/app/rate/quoteViewAnalytics.ts";
import { createQuoteStore, type QuoteStore } from "../../src/store/quoteStore.ts";
import { clock, journeys } from "../engine/support/realJourneys.ts";
import { outcome, rateResponse, single } from "./support/rates.ts";
import { fakeApi } from "./support/fakeApi.ts";
import { renderApp } from "./support/renderApp.tsx";
import { acceptAnalytics } from "./support/consent.ts";

const mocks = { repriceQuote: vi.fn<(args: Record<string, unknown>) => Promise<unknown>>() };
const api = fakeApi({ rating: { repriceQuote: (args: Record<string, unknown>) => mocks.repriceQuote(args) } });

const layer = () => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer;
const quoteViews = () => layer().filter((e) => e.event === "page_view" && e.page_path === "/quote");

beforeAll(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});
beforeEach(() => {
  mocks.repriceQuote.mockReset();
  (window as unknown as Record<string, unknown>).dataLayer = [];
  acceptAnalytics();
});

describe("shouldReportQuoteView", () => {
  it.each([
    { quoteState: "UNDERWRITTEN", optionState: "READY_FOR_TAKE_UP", search: "", report: true },
    { quoteState: "UNDERWRITTEN", optionState: "READY_FOR_TAKE_UP", search: "?utm_source=mail", report: true },
    { quoteState: "EXPIRED", optionState: "READY_FOR_TAKE_UP", search: "", report: false },
    { quoteState: "UNDERWRITTEN", optionState: "HAS_DECLINES", search: "", report: false },
    { quoteState: "UNDERWRITTEN", optionState: "READY_FOR_TAKE_UP", search: "?existing", report: false },
    { quoteState: "UNDERWRITTEN", optionState: "READY_FOR_TAKE_UP", search: "?existing=1", report: false },
  ] as const)("$quoteState, $optionState, '$search' -> $report", ({ quoteState, optionState, search, report }) => {
    expect(shouldReportQuoteView(rateResponse({ quoteState }, { optionState }), search)).toBe(report);
  });
});

function storeWith(rate: RateResponse): QuoteStore {
  const store = createQuoteStore();
  store.getState().setDraft({ product: "car", final: { paymentMethod: "ANNUALLY" }, quoteRef: rate.quoteRef, token: rate.token, rate });
  return store;
}

async function open(store: QuoteStore, url = "/rate") {
  const rendered = renderApp({ journeys, clock, store, url, api });
  expect(await screen.findByRole("heading", { level: 1, name: "Your quote" })).toBeInTheDocument();
  return rendered;
}

describe("the /quote page view", () => {
  it("is reported once for a new rating, with no personal data and no token", async () => {
    await open(storeWith(rateResponse()));
    await waitFor(() => expect(quoteViews()).toHaveLength(1));
    expect(quoteViews()[0]).toEqual({ event: "page_view", page_path: "/quote", product: "car" });
    expect(JSON.stringify(layer())).not.toMatch(/tok-secret|QR-ABCD1234/);
  });

  it("is not reported for an expired quote, nor when reopened with ?existing", async () => {
    await open(storeWith(rateResponse({ quoteState: "EXPIRED" })));
    cleanup();
    await open(storeWith(rateResponse()), "/rate?existing");
    // Route page views are reported; the virtual /quote view is not.
    await waitFor(() => expect(layer().some((e) => e.event === "page_view")).toBe(true));
    expect(quoteViews()).toEqual([]);
  });

  it("is not reported again when the page opens again for the same rating, nor after a reprice", async () => {
    const store = storeWith(rateResponse());
    const { user } = await open(store);
    await waitFor(() => expect(quoteViews()).toHaveLength(1));

    mocks.repriceQuote.mockResolvedValueOnce(
      rateResponse({}, { underwritingOutcomeResponseId: "uo-2", paymentOptions: [single({ totalAmountPayable: 99900 })] }),
    );
    await user.click(screen.getByRole("checkbox", { name: "Breakdown cover" }));
    await screen.findByText("£999.00 a year");
    cleanup();
    await open(store);
    await act(async () => {});
    expect(quoteViews()).toHaveLength(1);
  });

  it("is reported again for a new rating of the same quote", async () => {
    const store = storeWith(rateResponse());
    await open(store);
    await waitFor(() => expect(quoteViews()).toHaveLength(1));
    cleanup();
    const again = rateResponse({}, { ...outcome(), underwritingOutcomeResponseId: "uo-9" });
    store.getState().setDraft({ ...store.getState().draft, rate: again });
    await open(store);
    await waitFor(() => expect(quoteViews()).toHaveLength(2));
  });
});
