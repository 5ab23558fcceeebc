// @vitest-environment jsdom
/**
 * /retrieve over the real route table and journeys, with retrieveQuote mocked: the page without a
 * token, the quote reference it offers and checks, success (the draft rebuilt, the user sent where
 * the quote is due, the expired message carried to /rate only with a new price, else a new cover
 * start asked for), 'Quote not found' with an empty draft, and rate limiting, which keeps the draft;
 * the email's link used at once, with no click, and a bought quote's link naming its policy.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import type { RetrievedQuote } from "../../src/api/retrieve.ts";
import { createQuoteStore, type QuoteStore } from "../../src/store/quoteStore.ts";
import { clock, journeys } from "../engine/support/realJourneys.ts";
import { graphqlError, deferred, tooManyAttempts, TOO_MANY } from "./support/buy.ts";
import { rateResponse } from "./support/rates.ts";
import { fakeApi } from "./support/fakeApi.ts";
import { renderApp } from "./support/renderApp.tsx";

const mocks = {
  retrieve: vi.fn<(token: string, quoteRef?: string) => Promise<{ quote: RetrievedQuote; referenceData: Record<string, unknown> }>>(),
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

function storeWithLink(link?: { token?: string; quoteRef?: string; atOnce?: boolean }): QuoteStore {
  const store = createQuoteStore();
  if (link) store.getState().setSession({ retrieveLink: link });
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
    await waitFor(() => expect(loading.loadAll).toHaveBeenCalled());
    view.unmount();
    renderApp({ journeys, clock, store, url: "/retrieve", api, loading: { ...loading, all: true } });
    expect(await screen.findByRole("button", { name: "Retrieve quote" })).toBeEnabled();
  });

  it("without a token asks for no other product's journey: there is nothing to retrieve", async () => {
    const loading = { usable: true, current: true, all: false, failed: false, loadAll: vi.fn() };
    renderApp({ journeys, clock, store: storeWithLink(), url: "/retrieve", api, loading });
    expect(await screen.findByText(/open the link in the email we sent you/)).toBeInTheDocument();
    expect(loading.loadAll).not.toHaveBeenCalled();
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
    mocks.retrieve.mockResolvedValue({ quote: quote(), referenceData: {} });
    const store = storeWithLink({ token: "tok-1" });
    store.getState().setDraft({ product: "older", driverPersonal: { firstName: "Someone else" } });
    const { user, visited } = open(store);
    await user.click(await screen.findByRole("button", { name: "Retrieve quote" }));
    // These answers lack the vehicle, so the replay stops there; a complete quote goes to /rate?existing (browser tests).
    await waitFor(() => expect(visited).toContain("/vehicle"));
    const { draft, submitted, session, introSeen } = store.getState();
    expect(draft).toMatchObject({ product: "car", quoteRef: "QR-ABCD1234", token: "rate-token" });
    expect((draft.named as unknown[])[0]).toMatchObject({ added: true, driverPersonal: { firstName: "Jo" } });
    expect(draft.driverPersonal).not.toMatchObject({ firstName: "Someone else" });
    expect(draft).not.toHaveProperty("retrieveError");
    expect(submitted).toContain("final");
    expect(submitted).toContain("named-driver-personal@0");
    expect(session.selectedPaymentMethod).toBe("MONTHLY");
    expect(introSeen).toContain("car");
  });

  it("an expired quote the server priced again carries 'Quote expired' on to the quote page", async () => {
    const renewed = rateResponse({ quoteRef: "QR-NEW00001", token: "new-token" });
    mocks.retrieve.mockResolvedValue({ quote: quote({ expired: true, quoteRef: "QR-NEW00001", rate: renewed }), referenceData: {} });
    const store = storeWithLink({ token: "tok-1" });
    const { user, visited } = open(store);
    await user.click(await screen.findByRole("button", { name: "Retrieve quote" }));
    await waitFor(() => expect(visited).toContain("/vehicle"));
    await waitFor(() => expect(store.getState().draft.retrieveError).toBe("Your previous quote expired so we’ve updated your price."));
    const { draft, pendingErrors } = store.getState();
    expect(draft).toMatchObject({ quoteRef: "QR-NEW00001", token: "new-token" });
    expect(pendingErrors).not.toHaveProperty("final");
  });

  it.each([
    {
      what: "its cover start has passed: the cover start date asks for a new one, saying why",
      coverStartDate: "2026-10-01",
      waiting: {
        coverStartDate:
          "Your previous quote has expired and its cover start date has passed. Choose a new start date, then get a new quote.",
      },
    },
    {
      what: "its cover start has not passed: the final page says to check the answers",
      coverStartDate: "2026-11-30",
      waiting: { "": "Your previous quote has expired. Check your answers, then get a new quote." },
    },
  ])("an expired quote the server could not price again never says the price was updated; $what", async ({ coverStartDate, waiting }) => {
    const answers = { ...quote().answers, final: { paymentMethod: "MONTHLY", coverStartDate } };
    mocks.retrieve.mockResolvedValue({ quote: quote({ answers, expired: true, quoteRef: null, rate: null }), referenceData: {} });
    const store = storeWithLink({ token: "tok-1" });
    const { user, visited } = open(store);
    await user.click(await screen.findByRole("button", { name: "Retrieve quote" }));
    await waitFor(() => expect(visited).toContain("/vehicle"));
    // The message waits for /final, set as the retrieve settles.
    // (The vehicle page's own lookup may leave a message of its own for /vehicle meanwhile.)
    await waitFor(() => expect(store.getState().pendingErrors.final).toEqual(waiting));
    const { draft } = store.getState();
    expect(draft).not.toHaveProperty("retrieveError");
    expect(draft).not.toHaveProperty("quoteRef");
    expect(draft).not.toHaveProperty("token");
    expect(draft).not.toHaveProperty("rate");
  });

  it("the server's 'Quote not found' leaves an empty draft and says so, with a new quote to start", async () => {
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
    expect(store.getState().session.retrieveLink).toBeUndefined();
    await user.click(screen.getByRole("link", { name: "Start a new quote" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/product"));
    expect(store.getState().draft).not.toHaveProperty("retrieveError");
  });

  it("a database out of reach (SERVICE_UNAVAILABLE) keeps the draft and the link, and says to try again in the server's words", async () => {
    mocks.retrieve
      .mockRejectedValueOnce(graphqlError("SERVICE_UNAVAILABLE", { retryable: true }, "Sorry, something went wrong - please try again."))
      .mockResolvedValueOnce({ quote: quote(), referenceData: {} });
    const store = storeWithLink({ token: "tok-1" });
    store.getState().setDraft({ product: "car", numberplate: "AB12 CDE" });
    const { user, router } = open(store);
    await user.click(await screen.findByRole("button", { name: "Retrieve quote" }));
    expect(await screen.findByText("Sorry, something went wrong - please try again.")).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector(".govuk-error-summary")).toHaveFocus());
    expect(store.getState().draft).toMatchObject({ product: "car", numberplate: "AB12 CDE" });
    expect(store.getState().draft).not.toHaveProperty("retrieveError");
    expect(store.getState().session.retrieveLink).toEqual({ token: "tok-1" });
    // Trying again once the database is back opens the quote.
    await user.click(retrieveButton());
    await waitFor(() => expect(router.state.location.pathname).not.toBe("/retrieve"));
    expect(mocks.retrieve).toHaveBeenCalledTimes(2);
  });

  it("a call that got no answer keeps the draft and the link too, with the catalogue's 'try again'", async () => {
    mocks.retrieve.mockRejectedValue(new TypeError("Failed to fetch"));
    const store = storeWithLink({ token: "tok-1" });
    store.getState().setDraft({ product: "car", numberplate: "AB12 CDE" });
    const { user } = open(store);
    await user.click(await screen.findByRole("button", { name: "Retrieve quote" }));
    expect(await screen.findByText("Sorry, something went wrong - please try again.")).toBeInTheDocument();
    expect(screen.queryByText("We only store your details for 30 days so please start a new quote.")).not.toBeInTheDocument();
    expect(store.getState().draft).toMatchObject({ product: "car", numberplate: "AB12 CDE" });
    expect(store.getState().session.retrieveLink).toEqual({ token: "tok-1" });
  });

  it("rate limiting shows the server's message and keeps the draft and the token, to try again later", async () => {
    const limited = Object.assign(new Error("limited"), {
      response: {
        errors: [
          { message: "Too many attempts. Try again in 5 minutes.", extensions: { code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: 300 } },
        ],
      },
    });
    const pending = deferred<{ quote: RetrievedQuote; referenceData: Record<string, unknown> }>();
    mocks.retrieve.mockRejectedValueOnce(limited).mockReturnValueOnce(pending.promise);
    const store = storeWithLink({ token: "tok-1" });
    store.getState().setDraft({ product: "car", numberplate: "AB12 CDE" });
    const { user } = open(store);
    await user.click(await screen.findByRole("button", { name: "Retrieve quote" }));
    expect(await screen.findByText("Too many attempts. Try again in 5 minutes.")).toBeInTheDocument();
    expect(store.getState().draft).toMatchObject({ product: "car", numberplate: "AB12 CDE" });
    expect(store.getState().session.retrieveLink).toEqual({ token: "tok-1" });
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

describe("/retrieve from the email's link", () => {
  const linkStore = (link: { token: string; quoteRef?: string }) => storeWithLink({ ...link, atOnce: true });

  it("retrieves at once, with no click, once every journey is at hand, sending the link's reference; the quote opens where it is due", async () => {
    const pending = deferred<{ quote: RetrievedQuote; referenceData: Record<string, unknown> }>();
    mocks.retrieve.mockReturnValue(pending.promise);
    const store = linkStore({ token: "tok-1", quoteRef: "QR-LINK0001" });
    const loading = { usable: true, current: true, all: false, failed: false, loadAll: vi.fn() };
    const { view } = renderApp({ journeys, clock, store, url: "/retrieve", api, loading });
    // Only the wait shows: nothing to fill in, and no call before the journeys are at hand.
    expect(await screen.findByText("Retrieving your quote")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retrieve quote" })).not.toBeInTheDocument();
    expect(mocks.retrieve).not.toHaveBeenCalled();
    view.unmount();

    const { visited } = renderApp({ journeys, clock, store, url: "/retrieve", api, loading: { ...loading, all: true }, strict: true });
    await waitFor(() => expect(mocks.retrieve).toHaveBeenCalledWith("tok-1", "QR-LINK0001"));
    // Once, under StrictMode's second effect run too, and never again for this link.
    expect(mocks.retrieve).toHaveBeenCalledTimes(1);
    expect(store.getState().session.retrieveLink).toEqual({ token: "tok-1", quoteRef: "QR-LINK0001" });
    pending.resolve({ quote: quote(), referenceData: {} });
    await waitFor(() => expect(visited).toContain("/vehicle"));
    expect(store.getState().draft).toMatchObject({ product: "car", quoteRef: "QR-ABCD1234" });
  });

  it("a link whose quote is not found says so in a focused summary, with an empty quote", async () => {
    mocks.retrieve.mockRejectedValue(graphqlError("QUOTE_NOT_FOUND"));
    open(linkStore({ token: "tok-1" }));
    expect(await screen.findByText("We only store your details for 30 days so please start a new quote.")).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector(".govuk-error-summary")).toHaveFocus());
    expect(screen.getByText(/open the link in the email we sent you/)).toBeInTheDocument();
    expect(mocks.retrieve).toHaveBeenCalledTimes(1);
  });

  it("too many attempts: the server's message, and the form to try again later with the reference", async () => {
    mocks.retrieve.mockRejectedValueOnce(tooManyAttempts()).mockReturnValueOnce(new Promise(() => undefined));
    const { user } = open(linkStore({ token: "tok-1", quoteRef: "QR-LINK0001" }));
    expect(await screen.findByText(TOO_MANY)).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector(".govuk-error-summary")).toHaveFocus());
    expect(screen.getByLabelText("Quote reference")).toHaveValue("QR-LINK0001");
    await user.click(retrieveButton());
    expect(mocks.retrieve).toHaveBeenLastCalledWith("tok-1", "QR-LINK0001");
  });

  it("a quote already bought says so with its policy reference (never 'Quote not found'), keeps the quote in progress and offers a new one", async () => {
    mocks.retrieve.mockRejectedValue(graphqlError("ALREADY_TAKEN_UP", { policyReference: "POL-0123456789" }));
    const store = linkStore({ token: "tok-1" });
    store.getState().setDraft({ product: "van", numberplate: "VN68 VAN" });
    const { user, router } = open(store);
    const notice = await screen.findByRole("region", { name: "Important" });
    expect(notice).toHaveTextContent("You’ve already bought this quote, so there’s nothing to retrieve.");
    expect(notice).toHaveTextContent("Your policy reference is POL-0123456789. We emailed your policy details when you bought it.");
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.queryByText(/We only store your details for 30 days/)).not.toBeInTheDocument();
    expect(document.querySelector(".govuk-error-summary")).toBeNull();
    expect(document.title).toBe("Retrieve your quote | Roadwise insurance");
    expect(screen.queryByRole("button", { name: "Retrieve quote" })).not.toBeInTheDocument();
    expect(store.getState().draft).toMatchObject({ product: "van", numberplate: "VN68 VAN" });
    expect(store.getState().session.retrieveLink).toBeUndefined();
    await user.click(screen.getByRole("link", { name: "Start a new quote" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/product"));
    expect(store.getState().draft).not.toHaveProperty("numberplate", "VN68 VAN");
  });
});
