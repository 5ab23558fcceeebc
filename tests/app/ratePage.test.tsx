// @vitest-environment jsdom
/**
 * The quote page (/rate) over the real route table and car journey: what it shows for a given
 * rating outcome (annual, monthly with the representative example, a mandatory addon, pay per
 * mile), and the reprice flow against a mocked repriceQuote; a bought quote is never shown for sale,
 * and a price paid for one way cannot be switched to the other.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import type { RateResponse, RepriceBody } from "../../src/api/rateResponse.ts";
import { createQuoteStore, type QuoteStore } from "../../src/store/quoteStore.ts";
import { clock, journeys } from "../engine/support/realJourneys.ts";
import { instalments, outcome, rateResponse, single } from "./support/rates.ts";
import { fakeApi } from "./support/fakeApi.ts";
import { renderApp } from "./support/renderApp.tsx";
import { graphqlError, TOO_MANY, tooManyAttempts } from "./support/buy.ts";
import { acceptAnalytics } from "./support/consent.ts";

const mocks = { repriceQuote: vi.fn<(args: Record<string, unknown>) => Promise<unknown>>() };
const api = fakeApi({ rating: { repriceQuote: (args: Record<string, unknown>) => mocks.repriceQuote(args) } });

beforeAll(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = vi.fn();
});
afterAll(() => vi.restoreAllMocks());
beforeEach(() => {
  mocks.repriceQuote.mockReset();
  (window as unknown as Record<string, unknown>).dataLayer = [];
  acceptAnalytics();
});

function storeWith(rate: RateResponse | undefined, paymentMethod: "ANNUALLY" | "MONTHLY" = "ANNUALLY"): QuoteStore {
  const store = createQuoteStore();
  store.getState().setDraft({
    product: "car",
    final: { paymentMethod, excess: 100 },
    ...(rate ? { quoteRef: rate.quoteRef, token: rate.token, rate } : {}),
  });
  return store;
}

function openRate(store: QuoteStore, url = "/rate") {
  return renderApp({ journeys, clock, store, url, api });
}

/** A promise the test settles when it chooses, to look at the page while a call is pending. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const price = () => document.getElementById("quote-price")!;
const excessRow = (name: string) => within(screen.getByRole("table", { name: "Your excess" })).getByRole("row", { name: new RegExp(name) });

describe("the quote page shows a rating outcome", () => {
  it("annually: reference, yearly price, addons with yearly costs, the excess and the NCD note", async () => {
    openRate(storeWith(rateResponse()));
    expect(await screen.findByRole("heading", { level: 1, name: "Your quote" })).toBeInTheDocument();
    expect(screen.getByText("Your quote reference is QR-ABCD1234")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Annually" })).toBeChecked();
    expect(price()).toHaveTextContent("£1,234.56 a year");
    expect(price()).toHaveTextContent("Paid in full by card.");

    const breakdown = screen.getByRole("checkbox", { name: "Breakdown cover" });
    expect(breakdown).not.toBeChecked();
    expect(breakdown).toBeEnabled();
    expect(breakdown).toHaveAccessibleDescription("£45.00 a year");
    const legal = screen.getByRole("checkbox", { name: "Legal expenses" });
    expect(legal).toBeChecked();
    expect(legal).toBeDisabled();
    expect(legal).toHaveAccessibleDescription("Included with your policy");

    const excess = screen.getByRole("combobox", { name: "Voluntary excess" });
    expect(excess).toHaveValue("10000");
    expect(
      within(excess)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["£0.00", "£50.00", "£100.00", "£250.00", "£500.00"]);
    expect(
      within(excessRow("Accidental damage"))
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["£250.00", "£100.00", "£350.00"]);
    expect(
      within(excessRow("Fire and theft"))
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["£300.00", "£100.00", "£400.00"]);
    expect(screen.getByText("We will check your no claims discount with your previous insurer.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Representative example" })).not.toBeInTheDocument();
    expect(document.title).toBe("Your quote | Roadwise insurance");
  });

  it("monthly (as answered on /final): the monthly price, monthly addon costs and the full representative example", async () => {
    const store = storeWith(rateResponse({}, { ncdVerified: true }), "MONTHLY");
    openRate(store);
    expect(await screen.findByRole("radio", { name: "Monthly" })).toBeChecked();
    await waitFor(() => expect(store.getState().session.selectedPaymentMethod).toBe("MONTHLY"));
    expect(price()).toHaveTextContent("£128.76 a month");
    expect(price()).toHaveTextContent("A deposit of £123.46 by card, then 10 monthly payments of £128.76 by direct debit.");
    expect(screen.getByRole("checkbox", { name: "Breakdown cover" })).toHaveAccessibleDescription("£4.50 a month");
    expect(screen.getByText("We have checked your no claims discount.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Representative example" })).toBeInTheDocument();
    expect(document.getElementById("representative-example")).toHaveTextContent(
      "Total amount of credit £1,111.10. Pay a deposit of £123.46, then 10 monthly instalments of £128.76. " +
        "Interest £162.22 at a fixed rate of 14.6% a year, and an arrangement fee of £15.00. Total amount payable £1,411.06. " +
        "Representative 35.5% APR. Credit is provided by Close Brothers Premium Finance.",
    );
  });

  it("switching to Annually with the keyboard-usable radios is remembered in session state and on /final", async () => {
    const store = storeWith(rateResponse(), "MONTHLY");
    const { user } = openRate(store);
    await user.click(await screen.findByRole("radio", { name: "Annually" }));
    expect(price()).toHaveTextContent("£1,234.56 a year");
    expect(screen.queryByRole("heading", { name: "Representative example" })).not.toBeInTheDocument();
    expect(store.getState().session.selectedPaymentMethod).toBe("ANNUALLY");
    expect(store.getState().draft.final).toMatchObject({ paymentMethod: "ANNUALLY" });
    expect(mocks.repriceQuote).not.toHaveBeenCalled();
  });

  it("pay per mile: no payment choice, the upfront price then pence a mile, and a year's cost for the miles declared", async () => {
    const ppm = rateResponse({}, { paymentOptions: [single({ totalAmountPayable: 30000, pencePerMile: 7 })] });
    const store = storeWith(ppm, "MONTHLY");
    store.getState().setDraft({ ...store.getState().draft, car: { miles: 6000 } });
    openRate(store);
    expect(await screen.findByRole("heading", { level: 1, name: "Your quote" })).toBeInTheDocument();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    expect(price()).toHaveTextContent("£300.00 upfront");
    expect(price()).toHaveTextContent("then 7p a mile");
    // £300 + 6,000 × 7p = £720.
    expect(price()).toHaveTextContent(
      "For the 6,000 miles a year you told us, that’s about £720.00 for the year, including the upfront amount.",
    );
    expect(price()).toHaveTextContent("Your mile tracker counts the miles you drive. Each month we take payment by card");
    expect(screen.getByRole("checkbox", { name: "Breakdown cover" })).toHaveAccessibleDescription("£45.00 a year");
  });

  it("pay per mile under 1,000 miles: the estimate is the most a year could cost", async () => {
    const ppm = rateResponse({}, { paymentOptions: [single({ totalAmountPayable: 30000, pencePerMile: 7 })] });
    const store = storeWith(ppm);
    store.getState().setDraft({ ...store.getState().draft, car: { miles: 0 } });
    openRate(store);
    expect(await screen.findByText(/^For fewer than 1,000 miles a year, that’s at most £370\.00 for the year/)).toBeInTheDocument();
  });

  it("another finance provider is named by its catalogue name", async () => {
    openRate(storeWith(rateResponse({}, { paymentOptions: [single(), instalments({ premiumFinanceProvider: "PREMFINA" })] }), "MONTHLY"));
    expect(await screen.findByText(/Credit is provided by Premfina\.$/)).toBeInTheDocument();
  });

  it("Continue to buy goes to /telematics", async () => {
    const { router, user } = openRate(storeWith(rateResponse()));
    await user.click(await screen.findByRole("button", { name: "Continue to buy" }));
    expect(router.state.location.pathname).toBe("/telematics");
  });
});

describe("a bought quote", () => {
  it.each(["/rate", "/rate?existing"])("is never offered for sale again: %s shows its policy on /complete", async (url) => {
    const store = storeWith(rateResponse());
    const policy = {
      policyReference: "POL-0123456789",
      quoteRef: "QR-ABCD1234",
      underwritingOutcomeResponseId: "uo-1",
      paymentMethod: "ANNUALLY",
    };
    store.getState().setDraft({ ...store.getState().draft, policy });
    const { router } = openRate(store, url);
    await waitFor(() => expect(router.state.location.pathname).toBe("/complete"));
    expect(await screen.findByText("Your policy reference is POL-0123456789")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Continue to buy" })).not.toBeInTheDocument();
  });
});

describe("without a price", () => {
  it("with no rate in the draft, /rate sends the user where they are due", async () => {
    const { router } = openRate(storeWith(undefined));
    await waitFor(() => expect(router.state.location.pathname).toBe("/product"));
  });

  it.each([
    { optionState: "HAS_DECLINES" as const, path: "/declined" },
    { optionState: "HAS_UNAUTHORISED_REFERRALS" as const, path: "/declined" },
    { optionState: "RATING_RETURNED_ERROR" as const, path: "/error" },
  ])("a rating with $optionState opens $path instead", async ({ optionState, path }) => {
    const { router } = openRate(storeWith(rateResponse({}, { optionState, paymentOptions: [], declineCategory: "claims" })));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(screen.queryByText(/a year|a month/)).not.toBeInTheDocument();
  });
});

describe("repricing", () => {
  const repriced = (body: RepriceBody, id: string, total: number) =>
    rateResponse(
      {},
      {
        underwritingOutcomeResponseId: id,
        addons: outcome().addons.map((a) => ({ ...a, selected: a.mandatory || body.addons.includes(a.code) })),
        excesses: outcome().excesses.map((e) => ({
          ...e,
          voluntaryAmount: body.voluntaryExcess,
          totalAmount: e.compulsoryAmount + body.voluntaryExcess,
        })),
        paymentOptions: [single({ totalAmountPayable: total }), instalments()],
      },
    );

  it("an addon: the spinner replaces the price while the choice stays ticked, then the server's new outcome shows", async () => {
    const store = storeWith(rateResponse());
    const call = deferred<RateResponse>();
    mocks.repriceQuote.mockReturnValueOnce(call.promise);
    const { user } = openRate(store);
    await user.click(await screen.findByRole("checkbox", { name: "Breakdown cover" }));

    expect(mocks.repriceQuote).toHaveBeenCalledExactlyOnceWith({
      token: "tok-secret",
      underwritingOutcomeResponseId: "uo-1",
      body: { addons: ["BREAKDOWN"], voluntaryExcess: 10000 },
    });
    expect(screen.getByRole("checkbox", { name: "Breakdown cover" })).toBeChecked();
    expect(within(price()).getByRole("status")).toHaveTextContent("Updating your price");
    expect(screen.queryByText(/£/, { selector: "#quote-price *, #excess-table *, .govuk-checkboxes__hint" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue to buy" })).toBeDisabled();

    await act(async () => call.resolve(repriced({ addons: ["BREAKDOWN"], voluntaryExcess: 10000 }, "uo-2", 127956)));
    expect(price()).toHaveTextContent("£1,279.56 a year");
    expect(screen.getByRole("checkbox", { name: "Breakdown cover" })).toBeChecked();
    expect(store.getState().draft.rate).toMatchObject({ ratingOutcome: { underwritingOutcomeResponseId: "uo-2" } });
    expect(screen.getByRole("button", { name: "Continue to buy" })).toBeEnabled();
  });

  it("the voluntary excess: priced again, the table follows the server, and /final keeps the excess in pounds", async () => {
    const store = storeWith(rateResponse());
    mocks.repriceQuote.mockImplementationOnce(async (args) => repriced(args.body as RepriceBody, "uo-2", 110000));
    const { user } = openRate(store);
    await user.selectOptions(await screen.findByRole("combobox", { name: "Voluntary excess" }), "£250.00");

    expect(mocks.repriceQuote).toHaveBeenCalledExactlyOnceWith({
      token: "tok-secret",
      underwritingOutcomeResponseId: "uo-1",
      body: { addons: [], voluntaryExcess: 25000 },
    });
    await waitFor(() => expect(price()).toHaveTextContent("£1,100.00 a year"));
    expect(
      within(excessRow("Accidental damage"))
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["£250.00", "£250.00", "£500.00"]);
    expect(screen.getByRole("combobox", { name: "Voluntary excess" })).toHaveValue("25000");
    expect(store.getState().draft.final).toMatchObject({ excess: 250 });
  });

  it("a choice made while a reprice runs is priced next, against the newest outcome id", async () => {
    const first = deferred<RateResponse>();
    mocks.repriceQuote
      .mockReturnValueOnce(first.promise)
      .mockImplementationOnce(async (args) => repriced(args.body as RepriceBody, "uo-3", 150000));
    const { user } = openRate(storeWith(rateResponse()));
    await user.click(await screen.findByRole("checkbox", { name: "Breakdown cover" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Voluntary excess" }), "£500.00");
    expect(mocks.repriceQuote).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("combobox", { name: "Voluntary excess" })).toHaveValue("50000");

    await act(async () => first.resolve(repriced({ addons: ["BREAKDOWN"], voluntaryExcess: 10000 }, "uo-2", 127956)));
    await waitFor(() => expect(price()).toHaveTextContent("£1,500.00 a year"));
    expect(mocks.repriceQuote).toHaveBeenCalledTimes(2);
    expect(mocks.repriceQuote.mock.calls[1][0]).toEqual({
      token: "tok-secret",
      underwritingOutcomeResponseId: "uo-2",
      body: { addons: ["BREAKDOWN"], voluntaryExcess: 50000 },
    });
    expect(screen.getByRole("checkbox", { name: "Breakdown cover" })).toBeChecked();
  });

  it("a failed reprice shows the generic error in a focused summary and restores the last good choice and price", async () => {
    const store = storeWith(rateResponse());
    mocks.repriceQuote.mockRejectedValueOnce(new Error("OUTCOME_STALE"));
    const { user } = openRate(store);
    await user.click(await screen.findByRole("checkbox", { name: "Breakdown cover" }));

    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent("There is a problem");
    expect(summary).toHaveTextContent("Sorry, something went wrong - please try again.");
    await waitFor(() => expect(document.activeElement).toBe(summary.parentElement));
    expect(screen.getByRole("checkbox", { name: "Breakdown cover" })).not.toBeChecked();
    expect(price()).toHaveTextContent("£1,234.56 a year");
    expect(store.getState().draft.rate).toMatchObject({ ratingOutcome: { underwritingOutcomeResponseId: "uo-1" } });
    expect(store.getState().draft.final).toMatchObject({ excess: 100 });
    expect(document.title).toBe("Error: Your quote | Roadwise insurance");

    mocks.repriceQuote.mockImplementationOnce(async (args) => repriced(args.body as RepriceBody, "uo-2", 127956));
    await user.click(screen.getByRole("checkbox", { name: "Breakdown cover" }));
    await waitFor(() => expect(price()).toHaveTextContent("£1,279.56 a year"));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("a price already paid for (QUOTE_PAID): kept, the summary says it is paid for, and the way it was paid is chosen, for buying to take it up", async () => {
    const store = storeWith(rateResponse());
    mocks.repriceQuote.mockRejectedValueOnce(
      graphqlError(
        "QUOTE_PAID",
        { paymentCollectionOptionCode: "INSTALMENTS_WITH_DEPOSIT" },
        "This quote has been paid for, so it can no longer be changed.",
      ),
    );
    const { user } = openRate(store);
    await user.click(await screen.findByRole("checkbox", { name: "Breakdown cover" }));

    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent("This quote has been paid for, so it can no longer be changed.");
    await waitFor(() => expect(document.activeElement).toBe(summary.parentElement));
    expect(screen.getByRole("checkbox", { name: "Breakdown cover" })).not.toBeChecked();
    expect(store.getState().draft.rate).toMatchObject({ ratingOutcome: { underwritingOutcomeResponseId: "uo-1" } });
    expect(screen.getByRole("radio", { name: "Monthly" })).toBeChecked();
    expect(price()).toHaveTextContent("£128.76 a month");
    expect(store.getState().draft.final).toMatchObject({ paymentMethod: "MONTHLY" });
    expect(store.getState().session.buy?.paidOption).toEqual({
      underwritingOutcomeResponseId: "uo-1",
      paymentCollectionOptionCode: "INSTALMENTS_WITH_DEPOSIT",
    });
  });

  it("after a price paid for one way, choosing the other says it cannot be paid another way, keeping the way it was paid", async () => {
    const store = storeWith(rateResponse(), "MONTHLY");
    store
      .getState()
      .setBuy({ paidOption: { underwritingOutcomeResponseId: "uo-1", paymentCollectionOptionCode: "INSTALMENTS_WITH_DEPOSIT" } });
    const { user, router } = openRate(store);
    await user.click(await screen.findByRole("radio", { name: "Annually" }));

    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent(
      "You’ve already paid the deposit for this quote to pay monthly by direct debit, so you can’t change how you pay. Continue to buy to set up your policy.",
    );
    await waitFor(() => expect(document.activeElement).toBe(summary.parentElement));
    expect(screen.getByRole("radio", { name: "Monthly" })).toBeChecked();
    expect(price()).toHaveTextContent("£128.76 a month");
    expect(store.getState().draft.final).toMatchObject({ paymentMethod: "MONTHLY" });
    expect(document.title).toBe("Error: Your quote | Roadwise insurance");
    expect(router.state.location.pathname).toBe("/rate");
    expect(mocks.repriceQuote).not.toHaveBeenCalled();
  });

  it("paid annually: the other way is refused in the annual words; a payment remembered for an earlier outcome refuses nothing", async () => {
    const store = storeWith(rateResponse(), "ANNUALLY");
    store.getState().setBuy({ paidOption: { underwritingOutcomeResponseId: "uo-1", paymentCollectionOptionCode: "SINGLE_CARD_PAYMENT" } });
    const paid = openRate(store);
    await paid.user.click(await screen.findByRole("radio", { name: "Monthly" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You’ve already paid for this quote annually by card, so you can’t change how you pay. Continue to buy to set up your policy.",
    );
    expect(screen.getByRole("radio", { name: "Annually" })).toBeChecked();
    paid.view.unmount();

    store.getState().setBuy({ paidOption: { underwritingOutcomeResponseId: "uo-0", paymentCollectionOptionCode: "SINGLE_CARD_PAYMENT" } });
    const { user } = openRate(store);
    await user.click(await screen.findByRole("radio", { name: "Monthly" }));
    expect(screen.getByRole("radio", { name: "Monthly" })).toBeChecked();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("a quote bought meanwhile in another tab (ALREADY_TAKEN_UP): never offered again, /complete shows the policy the server names", async () => {
    const store = storeWith(rateResponse());
    mocks.repriceQuote.mockRejectedValueOnce(graphqlError("ALREADY_TAKEN_UP", { policyReference: "POL-0123456789" }));
    const { user, router } = openRate(store);
    await user.click(await screen.findByRole("checkbox", { name: "Breakdown cover" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/complete"));
    expect(await screen.findByText("Your policy reference is POL-0123456789")).toBeInTheDocument();
    expect(screen.getByText("You’ve already bought this quote, so it can’t be changed or bought again.")).toBeInTheDocument();
    expect(screen.queryByText("Sorry, something went wrong - please try again.")).not.toBeInTheDocument();
    expect((window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer.filter((e) => e.event === "purchase")).toEqual([]);
  });

  it("too many attempts: the server's message, which names the wait, in a focused summary; the last good price stays", async () => {
    const store = storeWith(rateResponse());
    mocks.repriceQuote.mockRejectedValueOnce(tooManyAttempts());
    const { user, router } = openRate(store);
    await user.click(await screen.findByRole("checkbox", { name: "Breakdown cover" }));

    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent(TOO_MANY);
    expect(summary).not.toHaveTextContent("Sorry, something went wrong");
    await waitFor(() => expect(document.activeElement).toBe(summary.parentElement));
    expect(screen.getByRole("checkbox", { name: "Breakdown cover" })).not.toBeChecked();
    expect(price()).toHaveTextContent("£1,234.56 a year");
    expect(router.state.location.pathname).toBe("/rate");
  });
});
