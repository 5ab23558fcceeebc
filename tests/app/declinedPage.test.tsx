// @vitest-environment jsdom
/** /declined words the rating's decline category from the catalogue, never the internal rule, and starts again. */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import type { RateResponse } from "../../src/api/rateResponse.ts";
import { createQuoteStore, type QuoteStore } from "../../src/store/quoteStore.ts";
import { clock, journeys } from "../engine/support/realJourneys.ts";
import { rateResponse } from "./support/rates.ts";
import { renderApp } from "./support/renderApp.tsx";

beforeAll(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});

const declined = (declineCategory: string | null) => rateResponse({}, { optionState: "HAS_DECLINES", declineCategory, paymentOptions: [] });

function storeWith(rate: RateResponse | undefined): QuoteStore {
  const store = createQuoteStore();
  store.getState().setDraft({ product: "car", ...(rate ? { rate, quoteRef: rate.quoteRef, token: rate.token } : {}) });
  return store;
}

describe("the declined page", () => {
  it.each([
    { category: "convictions", reason: "This is because of the motoring convictions you told us about." },
    { category: "claims", reason: "This is because of the claims you told us about." },
    { category: "vehicle", reason: "This is because of the vehicle you want to insure." },
    { category: "driver", reason: "This is because of the details you gave us about the drivers." },
    { category: "SPEEDING_OVER_8_POINTS", reason: "This is because of the answers you gave us." },
    { category: null, reason: "This is because of the answers you gave us." },
  ])("category $category: '$reason'", async ({ category, reason }) => {
    renderApp({ journeys, clock, store: storeWith(declined(category)), url: "/declined" });
    expect(await screen.findByRole("heading", { level: 1, name: "Unable to quote" })).toBeInTheDocument();
    expect(screen.getByText("Sorry, we can’t offer you a quote online.")).toBeInTheDocument();
    expect(document.getElementById("decline-reason")).toHaveTextContent(reason);
    expect(document.title).toBe("Unable to quote | Roadwise insurance");
  });

  it("an unknown category is not shown as it came", async () => {
    renderApp({ journeys, clock, store: storeWith(declined("SPEEDING_OVER_8_POINTS")), url: "/declined" });
    expect(await screen.findByRole("heading", { level: 1, name: "Unable to quote" })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent("SPEEDING_OVER_8_POINTS");
  });

  it("Start a new quote empties the draft and opens /product", async () => {
    const store = storeWith(declined("claims"));
    const { router, user } = renderApp({ journeys, clock, store, url: "/declined" });
    await user.click(await screen.findByRole("link", { name: "Start a new quote" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/product"));
    expect(store.getState().draft.rate).toBeUndefined();
    expect(store.getState().draft.quoteRef).toBeUndefined();
  });

  it("a priced rating is shown on /rate instead", async () => {
    const { router } = renderApp({ journeys, clock, store: storeWith(rateResponse()), url: "/declined" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/rate"));
  });

  it("without a rate, the user is sent where they are due", async () => {
    const { router } = renderApp({ journeys, clock, store: storeWith(undefined), url: "/declined" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/product"));
  });
});
