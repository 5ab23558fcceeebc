// @vitest-environment jsdom
/**
 * /rate's 'Email me this quote' (sendQuoteEmail mocked) and the 'Quote expired' banner a
 * retrieved quote brings: shown once, on the visit it was retrieved for.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { createQuoteStore, type QuoteStore } from "../../src/store/quoteStore.ts";
import { clock, journeys } from "../engine/support/realJourneys.ts";
import { deferred, graphqlError } from "./support/buy.ts";
import { pressTwice } from "./support/pressTwice.ts";
import { rateResponse } from "./support/rates.ts";
import { fakeApi } from "./support/fakeApi.ts";
import { renderApp } from "./support/renderApp.tsx";
import { acceptAnalytics } from "./support/consent.ts";

const mocks = { sendQuoteEmail: vi.fn<(token: string, quoteRef?: string) => Promise<string>>() };
const api = fakeApi({
  retrieve: { retrieve: vi.fn(), sendQuoteEmail: (token: string, quoteRef?: string) => mocks.sendQuoteEmail(token, quoteRef) },
  rating: { repriceQuote: vi.fn() },
});

beforeAll(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = vi.fn();
});
afterAll(() => vi.restoreAllMocks());
beforeEach(() => {
  mocks.sendQuoteEmail.mockReset();
  (window as unknown as Record<string, unknown>).dataLayer = [];
  acceptAnalytics();
});

function ratedStore(extra: Record<string, unknown> = {}): QuoteStore {
  const store = createQuoteStore();
  const rate = rateResponse({ quoteRef: "QR-ABCD1234", token: "tok-secret" });
  store
    .getState()
    .setDraft({ product: "car", final: { paymentMethod: "ANNUALLY" }, quoteRef: rate.quoteRef, token: rate.token, rate, ...extra });
  return store;
}

const open = (store: QuoteStore, url = "/rate") => renderApp({ journeys, clock, store, url, api });

describe("Email me this quote", () => {
  it("sends the quote's token and reference, then confirms with the masked address; the token is never shown", async () => {
    const pending = deferred<string>();
    mocks.sendQuoteEmail.mockReturnValue(pending.promise);
    const { user } = open(ratedStore());
    await user.click(await screen.findByRole("button", { name: "Email me this quote" }));
    expect(mocks.sendQuoteEmail).toHaveBeenCalledWith("tok-secret", "QR-ABCD1234");
    expect(screen.getByRole("button", { name: "Sending your email" })).toBeDisabled();
    pending.resolve("a•••@example.com");
    expect(await screen.findByText("We’ve sent a link to your quote to a•••@example.com")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Email me this quote" })).toBeEnabled();
    expect(document.body.textContent).not.toContain("tok-secret");
    expect(JSON.stringify((window as unknown as Record<string, unknown>).dataLayer)).not.toContain("tok-secret");
  });

  it("sends one email for two presses that land before the button re-renders", async () => {
    const pending = deferred<string>();
    mocks.sendQuoteEmail.mockReturnValue(pending.promise);
    open(ratedStore());
    await pressTwice(await screen.findByRole("button", { name: "Email me this quote" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Sending your email" })).toBeDisabled());
    pending.resolve("a•••@example.com");
    expect(await screen.findByText("We’ve sent a link to your quote to a•••@example.com")).toBeInTheDocument();
    expect(mocks.sendQuoteEmail).toHaveBeenCalledTimes(1);
  });

  it("says in words when the email could not be sent, and may be tried again", async () => {
    mocks.sendQuoteEmail.mockRejectedValueOnce(new Error("EMAIL_NOT_SENT")).mockResolvedValueOnce("a•••@example.com");
    const { user } = open(ratedStore());
    await user.click(await screen.findByRole("button", { name: "Email me this quote" }));
    const error = await screen.findByText("Sorry, we couldn’t send the email - please try again.");
    expect(screen.getByRole("button", { name: "Email me this quote" })).toHaveAccessibleDescription(error.textContent!);
    await user.click(screen.getByRole("button", { name: "Email me this quote" }));
    expect(await screen.findByText("We’ve sent a link to your quote to a•••@example.com")).toBeInTheDocument();
    expect(screen.queryByText("Sorry, we couldn’t send the email - please try again.")).not.toBeInTheDocument();
  });

  it("rate limiting is told in the server's words", async () => {
    mocks.sendQuoteEmail.mockRejectedValueOnce(
      Object.assign(new Error("limited"), {
        response: {
          errors: [
            { message: "Too many emails. Try again in 10 minutes.", extensions: { code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: 600 } },
          ],
        },
      }),
    );
    const { user } = open(ratedStore());
    await user.click(await screen.findByRole("button", { name: "Email me this quote" }));
    expect(await screen.findByText("Too many emails. Try again in 10 minutes.")).toBeInTheDocument();
  });

  it("a quote bought meanwhile in another tab shows its policy on /complete, not 'couldn't send'", async () => {
    mocks.sendQuoteEmail.mockRejectedValueOnce(graphqlError("ALREADY_TAKEN_UP", { policyReference: "POL-0123456789" }));
    const store = ratedStore();
    const { user, router } = open(store);
    await user.click(await screen.findByRole("button", { name: "Email me this quote" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/complete"));
    expect(await screen.findByText(/POL-0123456789/)).toBeInTheDocument();
    expect(screen.queryByText("Sorry, we couldn’t send the email - please try again.")).not.toBeInTheDocument();
    expect(store.getState().draft.policy).toMatchObject({ policyReference: "POL-0123456789", quoteRef: "QR-ABCD1234" });
  });
});

describe("the 'Quote expired' banner", () => {
  const expired = "Your previous quote expired so we’ve updated your price.";

  it("shows the retrieve message on the quote page once, then drops it from the draft", async () => {
    const store = ratedStore({ retrieveError: expired });
    const first = open(store, "/rate?existing");
    const banner = await screen.findByRole("region", { name: "Important" });
    expect(banner).toHaveTextContent(expired);
    await waitFor(() => expect(store.getState().draft).not.toHaveProperty("retrieveError"));
    first.view.unmount();
    open(store, "/rate?existing");
    await screen.findByRole("heading", { level: 1, name: "Your quote" });
    expect(screen.queryByText(expired)).not.toBeInTheDocument();
  });

  it("is not shown without a retrieve message", async () => {
    open(ratedStore(), "/rate");
    await screen.findByRole("heading", { level: 1, name: "Your quote" });
    expect(screen.queryByRole("region", { name: "Important" })).not.toBeInTheDocument();
  });
});
