// @vitest-environment jsdom
/**
 * /retrieve over the real route table and journeys, with retrieveQuote mocked: the page without a
 * token, the quote reference it offers and checks, success (the draft rebuilt, the user sent where
 * the quote is due, the expired message carried to /rate), 'Quote not found' with an empty draft,
 * and rate limiting, which keeps the draft.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import type { RetrievedQuote } from "../../src/api/retrieve.ts";
import { createQuoteStore, type QuoteStore } from "../../src/store/quoteStore.ts";
import { clock, journeys } from "../engine/support/realJourneys.ts";
import { graphqlError, deferred } from "./support/buy.ts";
import { rateResponse } from "./support/rates.ts";
import { fakeApi } from "./support/fakeApi.ts";
import { renderApp } from "./support/renderApp.tsx";

const mocks = {
  retrieve: vi.fn<(token: string, quoteRef?: string) => Promise<{ quote: RetrievedQuote; reference: Record<string, unknown> }>>(),
};
const api = fakeApi({
  retrieve: { retrieve: (token: string, quoteRef?: string) => mocks.retrieve(token, quoteRef), sendQuoteEmail: vi.fn() },
});

beforeAll(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = vi.fn();
});
afterAll(() => vi.restoreAllMocks());
// A block body: a function returned from beforeEach would be run as its teardown.
beforeEach(() => {
  mocks.retrieve.mockReset();
});

function storeWithLink(link?: { token?: string; quoteRef?: string }): QuoteStore {
  const store = createQuoteStore();
  if (link) store.getState().setGlobal({ retrieveLink: link });
  return store;
}

const open = (store: QuoteStore) => renderApp({ journeys, clock, store, url: "/retrieve", api });

function quote(overrides: Partial<RetrievedQuote> = {}): RetrievedQuote {
  return {
    answers: {
      product: "car",
      numberplate: "AB12 CDE",
      final: { paymentMethod: "MONTHLY" },
      named: [{ driverPersonal: { firstName: "Jo" } }],
    },
    journeyVersion: journeys.car.version,
    quoteRef: "QR-ABCD1234",
    rate: rateResponse({ quoteRef: "QR-ABCD1234", token: "rate-token" }),
    expired: false,
    ...overrides,
  };
}

const retrieveButton = () => screen.getByRole("button", { name: "Retrieve quote" });

describe("/retrieve", () => {
  it("shows at once while every product's journey loads, and offers Retrieve quote once they are at hand", async () => {
    const loading = { usable: true, current: true, all: false, failed: false, loadAll: vi.fn() };
    const store = storeWithLink({ token: "tok-1" });
    const { view } = renderApp({ journeys, clock, store, url: "/retrieve", api, loading });
    expect(await screen.findByLabelText("Quote reference")).toBeInTheDocument();
    expect(retrieveButton()).toBeDisabled();
    expect(loading.loadAll).toHaveBeenCalled();
    view.unmount();
    renderApp({ journeys, clock, store, url: "/retrieve", api, loading: { ...loading, all: true } });
    expect(await screen.findByRole("button", { name: "Retrieve quote" })).toBeEnabled();
  });

  it("without a token says the email's link is needed and offers a new quote", async () => {
    open(storeWithLink());
    expect(await screen.findByRole("heading", { level: 1, name: "Retrieve your quote" })).toBeInTheDocument();
    expect(screen.getByText(/open the link in the email we sent you/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retrieve quote" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start a new quote" })).toHaveAttribute("href", "/product");
    expect(document.title).toBe("Retrieve your quote | Roadwise insurance");
  });

  it("offers the link's quote reference, and sends the token with the reference as typed (normalised)", async () => {
    mocks.retrieve.mockReturnValue(new Promise(() => undefined));
    const { user } = open(storeWithLink({ token: "tok-1", quoteRef: "QR-LINK0001" }));
    const field = await screen.findByLabelText("Quote reference");
    expect(field).toHaveValue("QR-LINK0001");
    await user.clear(field);
    await user.type(field, " qr-typed001 ");
    await user.click(retrieveButton());
    expect(mocks.retrieve).toHaveBeenCalledWith("tok-1", "QR-TYPED001");
    expect(retrieveButton()).toBeDisabled();
    expect(screen.getByText("Retrieving your quote")).toBeInTheDocument();
  });

  it("an empty reference is left out; a malformed one is refused with a linked error summary", async () => {
    mocks.retrieve.mockReturnValue(new Promise(() => undefined));
    const { user } = open(storeWithLink({ token: "tok-1" }));
    const field = await screen.findByLabelText("Quote reference");
    await user.type(field, "QR/1");
    await user.click(retrieveButton());
    const summary = document.querySelector(".govuk-error-summary")!;
    await waitFor(() => expect(summary).toHaveFocus());
    const link = screen.getByRole("link", { name: /Enter a quote reference using only letters/ });
    await user.click(link);
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(mocks.retrieve).not.toHaveBeenCalled();
    expect(document.title).toBe("Error: Retrieve your quote | Roadwise insurance");

    await user.clear(field);
    await user.click(retrieveButton());
    expect(mocks.retrieve).toHaveBeenCalledWith("tok-1", undefined);
  });

  it("a priced quote becomes the draft (named drivers added, every page submitted) and the user goes where it is due", async () => {
    mocks.retrieve.mockResolvedValue({ quote: quote(), reference: {} });
    const store = storeWithLink({ token: "tok-1" });
    store.getState().setDraft({ product: "older", driverPersonal: { firstName: "Someone else" } });
    const { user, visited } = open(store);
    await user.click(await screen.findByRole("button", { name: "Retrieve quote" }));
    // These answers lack the vehicle, so the replay stops there; a complete quote goes to /rate?existing (browser tests).
    await waitFor(() => expect(visited).toContain("/vehicle"));
    const { draft, submitted, global, introSeen } = store.getState();
    expect(draft).toMatchObject({ product: "car", quoteRef: "QR-ABCD1234", token: "rate-token" });
    expect((draft.named as unknown[])[0]).toMatchObject({ added: true, driverPersonal: { firstName: "Jo" } });
    expect(draft.driverPersonal).not.toMatchObject({ firstName: "Someone else" });
    expect(draft).not.toHaveProperty("retrieveError");
    expect(submitted).toContain("final");
    expect(submitted).toContain("named-driver-personal@0");
    expect(global.selectedPaymentMethod).toBe("MONTHLY");
    expect(introSeen).toContain("car");
  });

  it("an expired quote carries 'Quote expired' on to the quote page, with no reference or token when the server cleared them", async () => {
    mocks.retrieve.mockResolvedValue({ quote: quote({ expired: true, quoteRef: null, rate: null }), reference: {} });
    const store = storeWithLink({ token: "tok-1" });
    const { user, visited } = open(store);
    await user.click(await screen.findByRole("button", { name: "Retrieve quote" }));
    await waitFor(() => expect(visited).toContain("/vehicle"));
    const { draft } = store.getState();
    expect(draft.retrieveError).toBe("Your previous quote expired so we’ve updated your price.");
    expect(draft).not.toHaveProperty("quoteRef");
    expect(draft).not.toHaveProperty("token");
    expect(draft).not.toHaveProperty("rate");
  });

  it("any failure leaves an empty draft and says 'Quote not found', with a new quote to start", async () => {
    mocks.retrieve.mockRejectedValue(graphqlError("QUOTE_NOT_FOUND"));
    const store = storeWithLink({ token: "tok-1" });
    store.getState().setDraft({ product: "car", numberplate: "AB12 CDE" });
    const { user, router } = open(store);
    await user.click(await screen.findByRole("button", { name: "Retrieve quote" }));
    const summary = await screen.findByText("We only store your details for 30 days so please start a new quote.");
    await waitFor(() => expect(document.querySelector(".govuk-error-summary")).toHaveFocus());
    expect(summary).toBeInTheDocument();
    // An empty quote: no answer survives (the journey's defaults are filled in again), only the message.
    const { draft } = store.getState();
    expect(draft.retrieveError).toBe("We only store your details for 30 days so please start a new quote.");
    expect(draft).not.toHaveProperty("product");
    expect(draft.numberplate).not.toBe("AB12 CDE");
    expect(store.getState().submitted).toEqual([]);
    expect(store.getState().global.retrieveLink).toBeUndefined();
    await user.click(screen.getByRole("link", { name: "Start a new quote" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/product"));
    expect(store.getState().draft).not.toHaveProperty("retrieveError");
  });

  it("a network failure is 'Quote not found' too", async () => {
    mocks.retrieve.mockRejectedValue(new TypeError("Failed to fetch"));
    const store = storeWithLink({ token: "tok-1" });
    const { user } = open(store);
    await user.click(await screen.findByRole("button", { name: "Retrieve quote" }));
    expect(await screen.findByText("We only store your details for 30 days so please start a new quote.")).toBeInTheDocument();
  });

  it("rate limiting shows the server's message and keeps the draft and the token, to try again later", async () => {
    const limited = Object.assign(new Error("limited"), {
      response: {
        errors: [
          { message: "Too many attempts. Try again in 5 minutes.", extensions: { code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: 300 } },
        ],
      },
    });
    const pending = deferred<{ quote: RetrievedQuote; reference: Record<string, unknown> }>();
    mocks.retrieve.mockRejectedValueOnce(limited).mockReturnValueOnce(pending.promise);
    const store = storeWithLink({ token: "tok-1" });
    store.getState().setDraft({ product: "car", numberplate: "AB12 CDE" });
    const { user } = open(store);
    await user.click(await screen.findByRole("button", { name: "Retrieve quote" }));
    expect(await screen.findByText("Too many attempts. Try again in 5 minutes.")).toBeInTheDocument();
    expect(store.getState().draft).toMatchObject({ product: "car", numberplate: "AB12 CDE" });
    expect(store.getState().global.retrieveLink).toEqual({ token: "tok-1" });
    await user.click(retrieveButton());
    expect(screen.queryByText("Too many attempts. Try again in 5 minutes.")).not.toBeInTheDocument();
  });

  it("rate limiting without a server message uses the catalogue's", async () => {
    const error = graphqlError("TOO_MANY_ATTEMPTS") as Error & { response: { errors: { message: string }[] } };
    error.response.errors[0].message = "";
    mocks.retrieve.mockRejectedValue(error);
    const { user } = open(storeWithLink({ token: "tok-1" }));
    await user.click(await screen.findByRole("button", { name: "Retrieve quote" }));
    expect(await screen.findByText("You’ve tried too many times. Please wait a few minutes and try again.")).toBeInTheDocument();
  });

  it("leaving the page after 'Quote not found' leaves no message in the draft for a later quote", async () => {
    mocks.retrieve.mockRejectedValue(graphqlError("QUOTE_NOT_FOUND"));
    const store = storeWithLink({ token: "tok-1" });
    const { user, router } = open(store);
    await user.click(await screen.findByRole("button", { name: "Retrieve quote" }));
    await screen.findByText("We only store your details for 30 days so please start a new quote.");
    await router.navigate("/product");
    await waitFor(() => expect(store.getState().draft).not.toHaveProperty("retrieveError"));
  });
});
