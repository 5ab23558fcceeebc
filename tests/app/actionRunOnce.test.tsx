// @vitest-environment jsdom
/**
 * A button with a server call makes it once however fast it is pressed (Get quote rates once):
 * the runner's guard holds before React re-renders the button as disabled.
 */
import { join } from "node:path";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { loadJourney, type ResolvedJourney } from "../../src/engine/index.ts";
import { readJsonFile } from "../../server/journeys/readJourneys.ts";
import { createQuoteStore } from "../../src/store/quoteStore.ts";
import { fakeApi } from "./support/fakeApi.ts";
import { pressTwice } from "./support/pressTwice.ts";
import { renderApp } from "./support/renderApp.tsx";

const mocks = { rateQuote: vi.fn<(args: Record<string, unknown>) => Promise<unknown>>() };
const api = fakeApi({ dataSources: { rateQuote: (args: Record<string, unknown>) => mocks.rateQuote(args) } });

const clock = { today: () => "2026-11-22" };

/** The fixture's page with a Get quote button that calls the mocked source, then hands over. */
function journeyWithCall(): ResolvedJourney {
  const { journey } = loadJourney(join(import.meta.dirname, "../fixtures/engine/editable/manifest.json"), readJsonFile);
  const about = journey!.pages.about;
  const action = {
    id: "get-quote",
    label: "Get quote",
    load: {
      source: "rateQuote",
      args: { answers: { var: "quote" }, product: "car" },
      onResult: [{ set: { quoteRef: { var: "result.quoteRef" } }, goTo: "telematics" }],
      onError: [{ goTo: "error" }],
    },
  };
  return { ...journey!, pages: { about: { ...about, actions: [action] } } };
}

beforeAll(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = vi.fn();
});
beforeEach(() => mocks.rateQuote.mockReset());

describe("a button's server call", () => {
  it("is made once for two presses in a row, with the button disabled and a spinner while it runs", async () => {
    let settle!: (value: unknown) => void;
    mocks.rateQuote.mockReturnValue(new Promise((resolve) => (settle = resolve)));
    const journey = journeyWithCall();
    const store = createQuoteStore();
    store.getState().setDraft({ nickname: "Sam", cars: 2 });
    const { router } = renderApp({ journeys: { car: journey }, clock, store, url: "/about", api });

    const button = await screen.findByRole("button", { name: "Get quote" });
    await pressTwice(button);
    expect(mocks.rateQuote).toHaveBeenCalledExactlyOnceWith({ answers: { nickname: "Sam", cars: 2 }, product: "car" });
    // The busy state is the mutation's, which React hears of with react-query's next notification.
    await waitFor(() => expect(screen.getByRole("button", { name: "Get quote" })).toBeDisabled());
    expect(screen.getByRole("status")).toHaveTextContent("Loading");

    await act(async () => settle({ quoteRef: "QR-ONCE0001" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/telematics"));
    expect(store.getState().draft.quoteRef).toBe("QR-ONCE0001");
    expect(mocks.rateQuote).toHaveBeenCalledTimes(1);
  });

  it("can be made again once the first has finished", async () => {
    mocks.rateQuote.mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce({ quoteRef: "QR-AGAIN001" });
    const journey = journeyWithCall();
    journey.pages.about.actions![0].load!.onError = [{ fieldError: { field: "", message: "Try again" } }];
    const store = createQuoteStore();
    store.getState().setDraft({ nickname: "Sam", cars: 2 });
    const { router, user } = renderApp({ journeys: { car: journey }, clock, store, url: "/about", api });

    await user.click(await screen.findByRole("button", { name: "Get quote" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Try again");
    await user.click(screen.getByRole("button", { name: "Get quote" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/telematics"));
    expect(mocks.rateQuote).toHaveBeenCalledTimes(2);
  });
});
