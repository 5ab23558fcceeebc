// @vitest-environment jsdom
/**
 * /payment over the real route table with mocked server calls: prepareTakeUp once on open, the
 * local card form (checks, one payment for a double click, the catalogue's message for a refused card,
 * NO_RETRY), take-up after a successful payment (and take-up alone if it failed after paying),
 * where refusals lead, and Stripe's Payment Element for a Stripe intent.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import type { LocalCardResult, PaymentIntentDetails, TakeUpResult } from "../../src/api/purchase.ts";
import type { RateResponse } from "../../src/api/rateResponse.ts";
import type { RetrievedQuote } from "../../src/api/retrieve.ts";
import type { QuoteStore } from "../../src/store/quoteStore.ts";
import { clock, journeys } from "../engine/support/realJourneys.ts";
import {
  buyDraft,
  buyStore,
  CHECKED_BANK,
  deferred,
  graphqlError,
  intent,
  TOO_MANY,
  tooManyAttempts,
  type BuyDraftOptions,
} from "./support/buy.ts";
import { fakeApi } from "./support/fakeApi.ts";
import { pressTwice } from "./support/pressTwice.ts";
import { renderApp } from "./support/renderApp.tsx";
import { instalments, outcome, rateResponse, single } from "./support/rates.ts";

type Call<T> = ReturnType<typeof vi.fn<(args: Record<string, unknown>) => Promise<T>>>;
const mocks = vi.hoisted(() => ({
  prepareTakeUp: vi.fn() as unknown as Call<PaymentIntentDetails>,
  payLocalCard: vi.fn() as unknown as Call<LocalCardResult>,
  takeUpQuote: vi.fn() as unknown as Call<TakeUpResult>,
  rateQuote: vi.fn() as unknown as Call<unknown>,
  retrieve: vi.fn<(token: string, quoteRef?: string) => Promise<{ quote: RetrievedQuote; referenceData: Record<string, unknown> }>>(),
  loadStripe: vi.fn(),
}));
vi.mock("@stripe/stripe-js/pure", () => ({ loadStripe: (...args: unknown[]) => mocks.loadStripe(...args) }));
const api = fakeApi({
  rating: { rateQuote: (args: Record<string, unknown>) => mocks.rateQuote(args), repriceQuote: vi.fn() },
  purchase: {
    prepareTakeUp: (args: Record<string, unknown>) => mocks.prepareTakeUp(args),
    payLocalCard: (args: Record<string, unknown>) => mocks.payLocalCard(args),
    takeUpQuote: (args: Record<string, unknown>) => mocks.takeUpQuote(args),
  },
  retrieve: { retrieve: (token: string, quoteRef?: string) => mocks.retrieve(token, quoteRef), sendQuoteEmail: vi.fn() },
});

beforeAll(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = vi.fn();
});
beforeEach(() => {
  for (const mock of Object.values(mocks)) mock.mockReset();
  mocks.prepareTakeUp.mockResolvedValue(intent());
  mocks.takeUpQuote.mockResolvedValue({ policyReference: "POL-00000001", quoteState: "TAKEN_UP", quoteRef: "QR-ABCD1234" });
});
afterEach(() => vi.clearAllTimers());

const succeeded: LocalCardResult = { status: "SUCCEEDED", errorCode: null };

function open(options: BuyDraftOptions & { strict?: boolean } = {}) {
  const store = buyStore({
    buy: { telematicsAgreed: true, ...(options.method === "MONTHLY" ? { directDebit: CHECKED_BANK } : {}) },
    ...options,
  });
  return { store, ...renderApp({ journeys, clock, store, url: "/payment", api, strict: options.strict }) };
}

type User = ReturnType<typeof open>["user"];

async function fillCard(user: User, card = "4242 4242 4242 4242") {
  await user.type(await screen.findByLabelText("Name on card"), "A Morgan");
  await user.type(screen.getByLabelText("Card number"), card);
  await user.type(screen.getByLabelText("Month"), "12");
  await user.type(screen.getByLabelText("Year"), "2030");
  await user.type(screen.getByLabelText(/^Security code/), "123");
  await user.type(screen.getByLabelText("First line of address"), "1 Parade Court");
  await user.type(screen.getByLabelText("Postcode"), "LS1 4AP");
}

const payButton = () => screen.getByRole("button", { name: /^Pay £/ });

describe("opening /payment", () => {
  it("annually: prepareTakeUp once for the current outcome and the single payment, and the amount to pay now", async () => {
    open();
    expect(await screen.findByText("You’ll pay £1,234.56 now.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Pay by card" })).toBeInTheDocument();
    expect(payButton()).toHaveTextContent("Pay £1,234.56");
    expect(mocks.prepareTakeUp).toHaveBeenCalledExactlyOnceWith({
      token: "tok-secret",
      underwritingOutcomeResponseId: "uo-1",
      paymentCollectionOptionCode: "SINGLE_CARD_PAYMENT",
      optionId: "opt-1",
    });
    expect(document.title).toBe("Pay by card | Roadwise insurance");
  });

  it("monthly: the deposit, for the instalments option", async () => {
    mocks.prepareTakeUp.mockResolvedValue(intent({ paymentCollectionOptionCode: "INSTALMENTS_WITH_DEPOSIT", amount: 12346 }));
    open({ method: "MONTHLY" });
    expect(await screen.findByText(/You’ll pay a deposit of £123.46 now/)).toBeInTheDocument();
    expect(mocks.prepareTakeUp.mock.calls[0][0]).toMatchObject({ paymentCollectionOptionCode: "INSTALMENTS_WITH_DEPOSIT" });
  });

  it.each([
    { buy: {}, method: "ANNUALLY" as const, path: "/telematics" },
    { buy: { telematicsAgreed: true }, method: "MONTHLY" as const, path: "/ddagreement" },
  ])("is not open before its steps: $buy ($method) goes to $path", async ({ buy, method, path }) => {
    const store = buyStore({ buy, method });
    const { router } = renderApp({ journeys, clock, store, url: "/payment", api });
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(mocks.prepareTakeUp).not.toHaveBeenCalled();
  });

  it.each([
    { what: "from this outcome", policy: { underwritingOutcomeResponseId: "uo-1", paymentMethod: "ANNUALLY" } },
    { what: "from an earlier outcome", policy: { underwritingOutcomeResponseId: "uo-0", paymentMethod: "MONTHLY" } },
    { what: "in another tab, as the server said", policy: {} },
  ])("a quote bought ($what) is never paid for again: /complete, with no payment prepared", async ({ policy }) => {
    const { router } = open({ extra: { policy: { policyReference: "POL-1", quoteRef: "QR-ABCD1234", ...policy } } });
    await waitFor(() => expect(router.state.location.pathname).toBe("/complete"));
    expect(mocks.prepareTakeUp).not.toHaveBeenCalled();
  });
});

describe("the local card form", () => {
  it("an empty Pay: the messages in a focused summary linking to the fields, and no payment", async () => {
    const { user } = open();
    await screen.findByLabelText("Name on card");
    await user.click(payButton());
    const summary = await screen.findByRole("alert");
    expect([...summary.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "Enter name on card",
      "Enter card number",
      "Enter expiry date",
      "Enter security code",
      "Enter first line of address",
      "Enter postcode",
    ]);
    await waitFor(() => expect(document.activeElement).toBe(summary.parentElement));
    expect(document.title).toBe("Error: Pay by card | Roadwise insurance");
    await user.click(screen.getByRole("link", { name: "Enter expiry date" }));
    expect(screen.getByLabelText("Month")).toHaveFocus();
    expect(mocks.payLocalCard).not.toHaveBeenCalled();
  });

  it("a number failing the Luhn check is caught here", async () => {
    const { user } = open();
    await fillCard(user, "4242 4242 4242 4241");
    await user.click(payButton());
    expect(await screen.findByLabelText("Card number")).toHaveAccessibleDescription(/Enter a valid card number$/);
    expect(mocks.payLocalCard).not.toHaveBeenCalled();
  });

  it("a double click pays once; after success take-up runs once with the stored inception, and /complete follows", async () => {
    const payment = deferred<LocalCardResult>();
    mocks.payLocalCard.mockReturnValueOnce(payment.promise);
    const { user, router, store } = open();
    await fillCard(user);
    await user.dblClick(payButton());
    expect(mocks.payLocalCard).toHaveBeenCalledExactlyOnceWith({
      paymentIntentId: "pi_1",
      clientSecret: "pi_1_secret",
      card: {
        nameOnCard: "A Morgan",
        cardNumber: "4242424242424242",
        expiryMonth: 12,
        expiryYear: 2030,
        cvc: "123",
        billingAddressLine1: "1 Parade Court",
        billingPostcode: "LS1 4AP",
      },
    });
    expect(payButton()).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("Taking your payment");
    await user.click(payButton());
    expect(mocks.payLocalCard).toHaveBeenCalledTimes(1);

    await act(async () => payment.resolve(succeeded));
    await waitFor(() => expect(router.state.location.pathname).toBe("/complete"));
    expect(mocks.takeUpQuote).toHaveBeenCalledExactlyOnceWith({
      token: "tok-secret",
      underwritingOutcomeResponseId: "uo-1",
      inceptionDateTime: "2026-11-22T00:00:00+00:00",
      body: { paymentIntentId: "pi_1", directDebit: null },
    });
    expect(store.getState().draft.policy).toEqual({
      policyReference: "POL-00000001",
      quoteRef: "QR-ABCD1234",
      underwritingOutcomeResponseId: "uo-1",
      paymentMethod: "ANNUALLY",
    });
    expect(store.getState().session.buy?.paidIntentId).toBe("pi_1");
    expect(mocks.prepareTakeUp).toHaveBeenCalledTimes(1);
  });

  it("two presses before the page re-renders pay once", async () => {
    const payment = deferred<LocalCardResult>();
    mocks.payLocalCard.mockReturnValueOnce(payment.promise);
    const { user, router } = open();
    await fillCard(user);
    await pressTwice(payButton());
    expect(mocks.payLocalCard).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(payButton()).toBeDisabled());

    await act(async () => payment.resolve(succeeded));
    await waitFor(() => expect(router.state.location.pathname).toBe("/complete"));
    expect(mocks.payLocalCard).toHaveBeenCalledTimes(1);
    expect(mocks.takeUpQuote).toHaveBeenCalledTimes(1);
  });

  it("monthly: take-up carries the checked bank account", async () => {
    mocks.prepareTakeUp.mockResolvedValue(intent({ paymentCollectionOptionCode: "INSTALMENTS_WITH_DEPOSIT", amount: 12346 }));
    mocks.payLocalCard.mockResolvedValueOnce(succeeded);
    const { user, router } = open({ method: "MONTHLY" });
    await fillCard(user);
    await user.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe("/complete"));
    expect(mocks.takeUpQuote.mock.calls[0][0]).toMatchObject({
      body: { paymentIntentId: "pi_1", directDebit: { accountHolder: "Alex Morgan", sortCode: "309980", accountNumber: "00733445" } },
    });
  });

  const refusals: [string, string, string][] = [
    ["GENERIC", "An error occurred - please try again", ""],
    ["BILLING_ADDRESS", "This billing address is incorrect", "First line of address"],
    ["CHECK_CARD_DETAILS", "Please check your card details and try again", ""],
    ["CHECK_CARD_AND_BANK", "Please check your card and bank details, and try again", ""],
    ["CURRENCY_NOT_SUPPORTED", "This card can’t be used for this currency - please check with your card issuer", ""],
    ["CARD_DECLINED", "Your payment has been declined - please contact your card issuer", ""],
    ["DUPLICATE_TRANSACTION", "We’ve had an identical transaction very recently - check for a recent payment", ""],
    ["EXPIRED_CARD", "This card has expired", "Month"],
    ["INSUFFICIENT_FUNDS", "This card has insufficient funds", ""],
    ["PAYMENT_NOT_COMPLETED", "Payment not completed - please check your details and try again", ""],
    ["INCORRECT_NUMBER", "This card number is incorrect", "Card number"],
    ["INCORRECT_CVC", "This CVC number is incorrect", "Security code"],
    ["INVALID_EXPIRY_YEAR", "This expiration year is invalid", "Year"],
    ["CARD_NOT_SUPPORTED", "This card can’t be used for this kind of purchase - please contact your card issuer", ""],
    ["AUTHENTICATION_FAILED", "Sorry, we couldn’t authorise that card with your bank. Please check your details and try again.", ""],
  ];
  it.each(refusals)(
    "a refused card (%s) says '%s'; the card number and security code are cleared, the rest kept",
    async (code, message, field) => {
      mocks.payLocalCard.mockResolvedValueOnce({ status: "FAILED", errorCode: code as LocalCardResult["errorCode"] });
      const { user } = open();
      await fillCard(user);
      await user.click(payButton());
      const summary = await screen.findByRole("alert");
      expect(summary).toHaveTextContent(message);
      if (field === "Month" || field === "Year")
        expect(screen.getByRole("group", { name: "Expiry date" })).toHaveAccessibleDescription(new RegExp(`${message}$`));
      else if (field) expect(screen.getByLabelText(new RegExp(`^${field}`))).toHaveAccessibleDescription(new RegExp(`${message}$`));
      expect(screen.getByLabelText("Card number")).toHaveValue("");
      expect(screen.getByLabelText(/^Security code/)).toHaveValue("");
      expect(screen.getByLabelText("Name on card")).toHaveValue("A Morgan");
      expect(screen.getByLabelText("Month")).toHaveValue("12");
      expect(screen.getByLabelText("First line of address")).toHaveValue("1 Parade Court");
      expect(screen.getByLabelText("Postcode")).toHaveValue("LS1 4AP");
      expect(payButton()).toBeEnabled();
      expect(mocks.takeUpQuote).not.toHaveBeenCalled();
    },
  );

  it("a declined card, then a good one: paid and taken up", async () => {
    mocks.payLocalCard.mockResolvedValueOnce({ status: "FAILED", errorCode: "CARD_DECLINED" }).mockResolvedValueOnce(succeeded);
    const { user, router } = open();
    await fillCard(user, "4000 0000 0000 0002");
    await user.click(payButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("Your payment has been declined - please contact your card issuer");
    await user.type(screen.getByLabelText("Card number"), "4242 4242 4242 4242");
    await user.type(screen.getByLabelText(/^Security code/), "123");
    await user.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe("/complete"));
    expect(mocks.payLocalCard).toHaveBeenCalledTimes(2);
    expect(mocks.takeUpQuote).toHaveBeenCalledTimes(1);
  });

  it("NO_RETRY: the issue message with the channel's number, and no way to pay again", async () => {
    mocks.payLocalCard.mockResolvedValueOnce({ status: "FAILED", errorCode: "NO_RETRY" });
    const { user } = open({ product: "van", rate: rateResponse({ salesChannel: "PCW", sourceOfBusiness: "PCW" }) });
    await fillCard(user);
    await user.click(payButton());
    const message = await screen.findByRole("alert");
    expect(message).toHaveTextContent("There is an issue with your payment");
    expect(message).toHaveTextContent("Please call us on 0800 000 0003");
    expect(screen.queryByRole("button", { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
  });

  it("a take-up that fails after paying offers take-up alone: the card is not charged again", async () => {
    mocks.payLocalCard.mockResolvedValueOnce(succeeded);
    mocks.takeUpQuote.mockReset();
    mocks.takeUpQuote
      .mockRejectedValueOnce(new Error("network"))
      .mockResolvedValueOnce({ policyReference: "POL-2", quoteState: "TAKEN_UP", quoteRef: "QR-ABCD1234" });
    const { user, router, store } = open();
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("Sorry, something went wrong - please try again.");
    expect(screen.getByText("We’ve taken your payment. We’re now setting up your policy.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Set up my policy" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/complete"));
    expect(mocks.payLocalCard).toHaveBeenCalledTimes(1);
    expect(mocks.takeUpQuote).toHaveBeenCalledTimes(2);
    expect((store.getState().draft.policy as { policyReference: string }).policyReference).toBe("POL-2");
  });
  it("two presses of Set up my policy before the page re-renders take up once", async () => {
    const retried = deferred<TakeUpResult>();
    mocks.payLocalCard.mockResolvedValueOnce(succeeded);
    mocks.takeUpQuote.mockReset();
    mocks.takeUpQuote.mockRejectedValueOnce(new Error("network")).mockReturnValueOnce(retried.promise);
    const { user, router } = open();
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("Sorry, something went wrong - please try again.");
    await pressTwice(screen.getByRole("button", { name: "Set up my policy" }));
    expect(mocks.takeUpQuote).toHaveBeenCalledTimes(2);
    expect(await screen.findByText("Setting up your policy")).toBeInTheDocument();

    await act(async () => retried.resolve({ policyReference: "POL-2", quoteState: "TAKEN_UP", quoteRef: "QR-ABCD1234" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/complete"));
    expect(mocks.takeUpQuote).toHaveBeenCalledTimes(2);
  });
});

describe("refusals from the server", () => {
  const newRate = (id: string): RateResponse => rateResponse({}, { underwritingOutcomeResponseId: id });

  it.each([
    { code: "OUTCOME_STALE", notice: "Your quote changed since you opened it, so we’ve updated your price." },
    { code: "QUOTE_EXPIRED", notice: "Your previous quote expired so we’ve updated your price." },
  ])("prepareTakeUp $code: rated again, and /rate shows the new price and why", async ({ code, notice }) => {
    mocks.prepareTakeUp.mockRejectedValue(graphqlError(code));
    mocks.rateQuote.mockResolvedValueOnce(newRate("uo-2"));
    const { router, store } = open();
    await waitFor(() => expect(router.state.location.pathname).toBe("/rate"));
    expect(mocks.rateQuote).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ product: "car", quoteRef: "QR-ABCD1234", token: "tok-secret" }),
    );
    const answers = mocks.rateQuote.mock.calls[0][0].answers as Record<string, unknown>;
    expect(answers.rate).toBeUndefined();
    expect((store.getState().draft.rate as RateResponse).ratingOutcome.underwritingOutcomeResponseId).toBe("uo-2");
    expect(await screen.findByRole("alert")).toHaveTextContent(notice);
  });

  it("prepareTakeUp QUOTE_EXPIRED with the cover start gone too: no new price can be had, so back to the cover start date on /final, with why", async () => {
    mocks.prepareTakeUp.mockRejectedValue(graphqlError("QUOTE_EXPIRED"));
    const { visited, store } = open({
      extra: { final: { paymentMethod: "ANNUALLY", excess: 100, coverStartDate: "2026-11-01" } },
    });
    await waitFor(() => expect(visited).toContain("/final"));
    expect(store.getState().pendingErrors.final).toEqual({
      coverStartDate: "Your cover start date has passed. Choose a new start date to get an updated price.",
    });
    expect(store.getState().draft.rate).toBeUndefined();
    expect(mocks.rateQuote).not.toHaveBeenCalled();
  });

  it("prepareTakeUp COVER_START_PASSED: back to the cover start date on /final, with why, and the old price dropped", async () => {
    mocks.prepareTakeUp.mockRejectedValue(graphqlError("COVER_START_PASSED"));
    const { visited, store } = open();
    await waitFor(() => expect(visited).toContain("/final"));
    // The page shows it on the date (this fixture's draft is too thin for /final itself to open).
    expect(store.getState().pendingErrors.final).toEqual({
      coverStartDate: "Your cover start date has passed. Choose a new start date to get an updated price.",
    });
    expect(store.getState().draft.rate).toBeUndefined();
    expect(store.getState().draft.quoteRef).toBe("QR-ABCD1234");
    expect(mocks.rateQuote).not.toHaveBeenCalled();
  });

  it("take-up PAYMENT_REFUNDED (COVER_START_PASSED): /final says the payment was refunded, with the amount", async () => {
    mocks.payLocalCard.mockResolvedValueOnce(succeeded);
    mocks.takeUpQuote.mockReset();
    mocks.takeUpQuote.mockRejectedValueOnce(graphqlError("PAYMENT_REFUNDED", { amount: 54321, reason: "COVER_START_PASSED" }));
    const { user, visited, store } = open();
    await fillCard(user);
    await user.click(payButton());
    await waitFor(() => expect(visited).toContain("/final"));
    expect(store.getState().pendingErrors.final?.coverStartDate).toMatch(
      /so we’ve refunded your payment of £543\.21\. Choose a new start date/,
    );
  });

  const REFUNDED_NO_POLICY =
    "We couldn't set up your policy with this payment, so we've refunded your payment of £543.21. It can take up to 10 working days to reach your account. Please check your quote and try again.";
  const refundedNoPolicy = () => graphqlError("PAYMENT_REFUNDED", { amount: 54321, reason: "NO_POLICY" }, REFUNDED_NO_POLICY);

  it("take-up PAYMENT_REFUNDED (NO_POLICY): the price dropped and rated again, and /rate shows the new price with the server's words", async () => {
    mocks.payLocalCard.mockResolvedValueOnce(succeeded);
    mocks.takeUpQuote.mockReset();
    mocks.takeUpQuote.mockRejectedValueOnce(refundedNoPolicy());
    mocks.rateQuote.mockResolvedValueOnce(newRate("uo-2"));
    const { user, router, store } = open();
    await fillCard(user);
    await user.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe("/rate"));
    expect(mocks.rateQuote).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ quoteRef: "QR-ABCD1234", token: "tok-secret" }));
    expect((mocks.rateQuote.mock.calls[0][0].answers as Record<string, unknown>).rate).toBeUndefined();
    expect((store.getState().draft.rate as RateResponse).ratingOutcome.underwritingOutcomeResponseId).toBe("uo-2");
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent(REFUNDED_NO_POLICY);
    await waitFor(() => expect(document.activeElement).toBe(summary.parentElement));
    expect(screen.getByRole("heading", { level: 1, name: "Your quote" })).toBeInTheDocument();
    expect(store.getState().pendingErrors.final).toBeUndefined();
  });

  it("PAYMENT_REFUNDED (NO_POLICY) when rating again is refused as too many attempts: the message here; a retried take-up, answered the same, leads to /rate", async () => {
    mocks.payLocalCard.mockResolvedValueOnce(succeeded);
    mocks.takeUpQuote.mockReset();
    mocks.takeUpQuote.mockRejectedValueOnce(refundedNoPolicy()).mockRejectedValueOnce(refundedNoPolicy());
    mocks.rateQuote.mockRejectedValueOnce(tooManyAttempts()).mockResolvedValueOnce(newRate("uo-2"));
    const { user, router, store } = open();
    await fillCard(user);
    await user.click(payButton());
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent(TOO_MANY);
    expect(router.state.location.pathname).toBe("/payment");
    expect(store.getState().draft.rate).toBeUndefined();

    await user.click(screen.getByRole("button", { name: "Set up my policy" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/rate"));
    expect(await screen.findByRole("alert")).toHaveTextContent(REFUNDED_NO_POLICY);
    expect(mocks.takeUpQuote).toHaveBeenCalledTimes(2);
    expect(mocks.payLocalCard).toHaveBeenCalledTimes(1);
  });

  it("under StrictMode (effects twice) the payment is prepared once, and a stale outcome rated again once", async () => {
    mocks.prepareTakeUp.mockRejectedValue(graphqlError("OUTCOME_STALE"));
    mocks.rateQuote.mockResolvedValue(newRate("uo-2"));
    const { router } = open({ strict: true });
    await waitFor(() => expect(router.state.location.pathname).toBe("/rate"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your quote changed since you opened it");
    expect(mocks.prepareTakeUp).toHaveBeenCalledTimes(1);
    expect(mocks.rateQuote).toHaveBeenCalledTimes(1);
  });

  it("a failed re-rating goes to /error", async () => {
    mocks.prepareTakeUp.mockRejectedValue(graphqlError("OUTCOME_STALE"));
    mocks.rateQuote.mockRejectedValueOnce(new Error("network"));
    const { router } = open();
    await waitFor(() => expect(router.state.location.pathname).toBe("/error"));
  });

  it.each(["QUOTE_NOT_FOUND", "QUOTE_NOT_PRICED"])("prepareTakeUp %s goes to /error", async (code) => {
    mocks.prepareTakeUp.mockRejectedValue(graphqlError(code));
    const { router } = open();
    await waitFor(() => expect(router.state.location.pathname).toBe("/error"));
  });

  it("ALREADY_TAKEN_UP (bought in another tab) shows the policy the server names on /complete, saying it was bought already; naming none, /error", async () => {
    mocks.prepareTakeUp.mockRejectedValueOnce(graphqlError("ALREADY_TAKEN_UP", { policyReference: "POL-0123456789" }));
    const named = open();
    await waitFor(() => expect(named.router.state.location.pathname).toBe("/complete"));
    expect(await screen.findByText("Your policy reference is POL-0123456789")).toBeInTheDocument();
    expect(screen.getByText("You’ve already bought this quote, so it can’t be changed or bought again.")).toBeInTheDocument();
    expect(named.store.getState().draft.policy).toEqual({ policyReference: "POL-0123456789", quoteRef: "QR-ABCD1234" });
    named.view.unmount();

    mocks.prepareTakeUp.mockRejectedValueOnce(graphqlError("ALREADY_TAKEN_UP"));
    const without = open();
    await waitFor(() => expect(without.router.state.location.pathname).toBe("/error"));
  });

  it("any other failure stays with the generic message and Try again", async () => {
    mocks.prepareTakeUp.mockRejectedValueOnce(new Error("network")).mockResolvedValueOnce(intent());
    const { user } = open();
    expect(await screen.findByRole("alert")).toHaveTextContent("Sorry, something went wrong - please try again.");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Card number")).toBeInTheDocument();
    expect(mocks.prepareTakeUp).toHaveBeenCalledTimes(2);
  });

  it("prepareTakeUp TOO_MANY_ATTEMPTS: the server's message, which names the wait, focused, and Try again on the page", async () => {
    mocks.prepareTakeUp.mockRejectedValueOnce(tooManyAttempts()).mockResolvedValueOnce(intent());
    const { user, router } = open();
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent(TOO_MANY);
    await waitFor(() => expect(document.activeElement).toBe(summary.parentElement));
    expect(router.state.location.pathname).toBe("/payment");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Card number")).toBeInTheDocument();
    expect(mocks.rateQuote).not.toHaveBeenCalled();
  });

  it("take-up TOO_MANY_ATTEMPTS after paying: the server's message, and Set up my policy without paying again", async () => {
    mocks.payLocalCard.mockResolvedValueOnce(succeeded);
    mocks.takeUpQuote.mockReset();
    mocks.takeUpQuote
      .mockRejectedValueOnce(tooManyAttempts())
      .mockResolvedValueOnce({ policyReference: "POL-2", quoteState: "TAKEN_UP", quoteRef: "QR-ABCD1234" });
    const { user, router } = open();
    await fillCard(user);
    await user.click(payButton());
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent(TOO_MANY);
    await waitFor(() => expect(document.activeElement).toBe(summary.parentElement));
    await user.click(screen.getByRole("button", { name: "Set up my policy" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/complete"));
    expect(mocks.payLocalCard).toHaveBeenCalledTimes(1);
  });

  it("payLocalCard PAYMENT_CANCELED: nothing taken; /rate says why, and the next visit to /payment pays a newly prepared payment", async () => {
    mocks.prepareTakeUp
      .mockResolvedValueOnce(intent())
      .mockResolvedValueOnce(intent({ paymentIntentId: "pi_2", clientSecret: "pi_2_secret" }));
    mocks.payLocalCard.mockRejectedValueOnce(graphqlError("PAYMENT_CANCELED")).mockResolvedValueOnce(succeeded);
    const { user, router } = open();
    await fillCard(user);
    await user.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe("/rate"));
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent(
      "This payment was cancelled because your quote or how you pay changed, so we haven’t taken any money. Please check your quote and try again.",
    );
    await waitFor(() => expect(document.activeElement).toBe(summary.parentElement));
    expect(mocks.takeUpQuote).not.toHaveBeenCalled();
    expect(mocks.rateQuote).not.toHaveBeenCalled();

    await act(async () => router.navigate("/payment"));
    await fillCard(user);
    await user.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe("/complete"));
    expect(mocks.prepareTakeUp).toHaveBeenCalledTimes(2);
    expect(mocks.payLocalCard.mock.calls[1][0]).toMatchObject({ paymentIntentId: "pi_2", clientSecret: "pi_2_secret" });
    expect(mocks.takeUpQuote.mock.calls[0][0]).toMatchObject({ body: { paymentIntentId: "pi_2" } });
  });

  it.each([
    { code: "OUTCOME_STALE", path: "/rate", notice: "Your quote changed since you opened it, so we’ve updated your price." },
    { code: "QUOTE_EXPIRED", path: "/rate", notice: "Your previous quote expired so we’ve updated your price." },
  ])("payLocalCard $code: rated again, and $path says why", async ({ code, path, notice }) => {
    mocks.payLocalCard.mockRejectedValueOnce(graphqlError(code));
    mocks.rateQuote.mockResolvedValueOnce(newRate("uo-2"));
    const { user, router } = open();
    await fillCard(user);
    await user.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(await screen.findByRole("alert")).toHaveTextContent(notice);
    expect(mocks.rateQuote).toHaveBeenCalledTimes(1);
    expect(mocks.takeUpQuote).not.toHaveBeenCalled();
  });

  it("payLocalCard COVER_START_PASSED: back to the cover start date on /final, the old price dropped", async () => {
    mocks.payLocalCard.mockRejectedValueOnce(graphqlError("COVER_START_PASSED"));
    const { user, visited, store } = open();
    await fillCard(user);
    await user.click(payButton());
    await waitFor(() => expect(visited).toContain("/final"));
    expect(store.getState().pendingErrors.final?.coverStartDate).toBe(
      "Your cover start date has passed. Choose a new start date to get an updated price.",
    );
    expect(store.getState().draft.rate).toBeUndefined();
  });

  it("payLocalCard ALREADY_TAKEN_UP: the policy the server names on /complete", async () => {
    mocks.payLocalCard.mockRejectedValueOnce(graphqlError("ALREADY_TAKEN_UP", { policyReference: "POL-0123456789" }));
    const { user, router } = open();
    await fillCard(user);
    await user.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe("/complete"));
    expect(await screen.findByText("Your policy reference is POL-0123456789")).toBeInTheDocument();
  });

  it("payLocalCard TOO_MANY_ATTEMPTS: the server's message, focused, and the card form stays to try later", async () => {
    mocks.payLocalCard.mockRejectedValueOnce(tooManyAttempts());
    const { user, router } = open();
    await fillCard(user);
    await user.click(payButton());
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent(TOO_MANY);
    await waitFor(() => expect(document.activeElement).toBe(summary.parentElement));
    expect(router.state.location.pathname).toBe("/payment");
    expect(payButton()).toBeEnabled();
    expect(screen.getByLabelText("Name on card")).toHaveValue("A Morgan");
  });

  it("take-up BANK_DETAILS_INVALID: back to /ddpayment with a message, to check the bank details again", async () => {
    mocks.prepareTakeUp.mockResolvedValue(intent({ paymentCollectionOptionCode: "INSTALMENTS_WITH_DEPOSIT", amount: 12346 }));
    mocks.payLocalCard.mockResolvedValueOnce(succeeded);
    mocks.takeUpQuote.mockReset();
    mocks.takeUpQuote.mockRejectedValueOnce(graphqlError("BANK_DETAILS_INVALID"));
    const { user, router, store } = open({ method: "MONTHLY" });
    await fillCard(user);
    await user.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe("/ddpayment"));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "We couldn’t set up a Direct Debit with these bank details - check them and try again",
    );
    // /ddpayment forgets the refused details as it shows the message (its effect, after that render).
    await waitFor(() => expect(store.getState().session.buy?.directDebit).toBeUndefined());
    expect(store.getState().session.buy?.paidIntentId).toBe("pi_1");
  });
});

describe("a quote already paid for (QUOTE_PAID)", () => {
  const PAID = "This quote has been paid for, so it can no longer be changed.";
  const paidBy = (paymentCollectionOptionCode: string) => graphqlError("QUOTE_PAID", { paymentCollectionOptionCode }, PAID);
  const deposit = () => intent({ paymentCollectionOptionCode: "INSTALMENTS_WITH_DEPOSIT", paymentIntentId: "pi_m", amount: 12346 });

  it("monthly chosen, the annual price paid: prepared again for the annual payment, which is taken up at once without a card or the bank account", async () => {
    const takenUp = deferred<TakeUpResult>();
    mocks.prepareTakeUp.mockReset();
    mocks.prepareTakeUp.mockRejectedValueOnce(paidBy("SINGLE_CARD_PAYMENT")).mockResolvedValueOnce(intent());
    mocks.takeUpQuote.mockReset();
    mocks.takeUpQuote.mockReturnValueOnce(takenUp.promise);
    const { router, store } = open({ method: "MONTHLY" });

    expect(await screen.findByText(PAID)).toBeInTheDocument();
    expect(screen.getByText("We’ve taken your payment. We’re now setting up your policy.")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Setting up your policy");
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
    expect(screen.queryByText(/You'll pay/)).not.toBeInTheDocument();
    expect(mocks.prepareTakeUp.mock.calls.map(([args]) => args.paymentCollectionOptionCode)).toEqual([
      "INSTALMENTS_WITH_DEPOSIT",
      "SINGLE_CARD_PAYMENT",
    ]);
    expect(mocks.takeUpQuote).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ body: { paymentIntentId: "pi_1", directDebit: null } }),
    );

    await act(async () => takenUp.resolve({ policyReference: "POL-00000001", quoteState: "TAKEN_UP", quoteRef: "QR-ABCD1234" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/complete"));
    expect(store.getState().draft.policy).toMatchObject({ policyReference: "POL-00000001", paymentMethod: "ANNUALLY" });
    expect(store.getState().session.selectedPaymentMethod).toBe("ANNUALLY");
    expect(store.getState().draft.final).toMatchObject({ paymentMethod: "ANNUALLY" });
    expect(mocks.payLocalCard).not.toHaveBeenCalled();
    expect(mocks.takeUpQuote).toHaveBeenCalledTimes(1);
  });

  it("under StrictMode the paid payment is taken up once", async () => {
    mocks.prepareTakeUp.mockReset();
    mocks.prepareTakeUp.mockRejectedValueOnce(paidBy("SINGLE_CARD_PAYMENT")).mockResolvedValue(intent());
    const { router } = open({ method: "MONTHLY", strict: true });
    await waitFor(() => expect(router.state.location.pathname).toBe("/complete"));
    expect(mocks.takeUpQuote).toHaveBeenCalledTimes(1);
    expect(mocks.payLocalCard).not.toHaveBeenCalled();
  });

  it("annual chosen, the monthly deposit paid, no bank details yet: to the Direct Debit steps, then /payment takes the deposit up with the account", async () => {
    mocks.prepareTakeUp.mockReset();
    mocks.prepareTakeUp.mockRejectedValueOnce(paidBy("INSTALMENTS_WITH_DEPOSIT")).mockResolvedValueOnce(deposit());
    const { router, store } = open();
    await waitFor(() => expect(router.state.location.pathname).toBe("/ddagreement"));
    expect(store.getState().session.selectedPaymentMethod).toBe("MONTHLY");

    store.getState().setBuy({ directDebit: CHECKED_BANK });
    await act(async () => router.navigate("/payment"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/complete"));
    expect(mocks.prepareTakeUp.mock.calls[1][0]).toMatchObject({ paymentCollectionOptionCode: "INSTALMENTS_WITH_DEPOSIT" });
    expect(mocks.takeUpQuote).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        body: { paymentIntentId: "pi_m", directDebit: { accountHolder: "Alex Morgan", sortCode: "309980", accountNumber: "00733445" } },
      }),
    );
    expect(mocks.payLocalCard).not.toHaveBeenCalled();
  });

  it("remembered as paid on /rate (a refused reprice): /payment takes the paid payment up without a card", async () => {
    const paidOption = { underwritingOutcomeResponseId: "uo-1", paymentCollectionOptionCode: "SINGLE_CARD_PAYMENT" };
    const { router } = open({ buy: { telematicsAgreed: true, paidOption } });
    await waitFor(() => expect(router.state.location.pathname).toBe("/complete"));
    expect(mocks.prepareTakeUp).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ paymentCollectionOptionCode: "SINGLE_CARD_PAYMENT" }),
    );
    expect(mocks.takeUpQuote).toHaveBeenCalledTimes(1);
    expect(mocks.payLocalCard).not.toHaveBeenCalled();
  });

  it("remembered as paid for another outcome: this one is paid by card as usual", async () => {
    const paidOption = { underwritingOutcomeResponseId: "uo-0", paymentCollectionOptionCode: "SINGLE_CARD_PAYMENT" };
    open({ buy: { telematicsAgreed: true, paidOption } });
    expect(await screen.findByLabelText("Card number")).toBeInTheDocument();
    expect(mocks.takeUpQuote).not.toHaveBeenCalled();
  });

  /** The quote as retrieveQuote keeps it once paid: repriced in another tab (breakdown cover added, uo-2) and paid there. */
  function paidElsewhere(): { quote: RetrievedQuote; referenceData: Record<string, unknown> } {
    const rate = rateResponse(
      {},
      { underwritingOutcomeResponseId: "uo-2", paymentOptions: [single({ totalAmountPayable: 127956 }), instalments()] },
    );
    const { quoteRef: _ref, token: _token, rate: _rate, ...answers } = buyDraft();
    return {
      quote: {
        answers: { ...answers, final: { ...(answers.final as object), addons: ["BREAKDOWN"] } },
        journeyVersion: "1",
        quoteRef: "QR-ABCD1234",
        expired: false,
        rate,
      },
      referenceData: {},
    };
  }

  it("a stale outcome, rated again, answers QUOTE_PAID (repriced and paid in another tab): the quote as paid is fetched, /rate shows its price saying it is paid for, and buying takes that payment up", async () => {
    mocks.prepareTakeUp.mockReset();
    mocks.prepareTakeUp
      .mockRejectedValueOnce(graphqlError("OUTCOME_STALE"))
      .mockResolvedValueOnce(intent({ paymentIntentId: "pi_2", amount: 127956 }));
    mocks.rateQuote.mockRejectedValueOnce(paidBy("SINGLE_CARD_PAYMENT"));
    mocks.retrieve.mockResolvedValueOnce(paidElsewhere());
    const { router, store } = open({ method: "MONTHLY" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/rate"));
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent(PAID);
    await waitFor(() => expect(document.activeElement).toBe(summary.parentElement));
    expect(mocks.retrieve).toHaveBeenCalledExactlyOnceWith("tok-secret", "QR-ABCD1234");
    expect((store.getState().draft.rate as RateResponse).ratingOutcome.underwritingOutcomeResponseId).toBe("uo-2");
    expect(screen.getByText("£1,279.56 a year")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Annually" })).toBeChecked();
    expect(store.getState().session.buy).toMatchObject({
      telematicsAgreed: true,
      directDebit: CHECKED_BANK,
      paidOption: { underwritingOutcomeResponseId: "uo-2", paymentCollectionOptionCode: "SINGLE_CARD_PAYMENT" },
    });

    await act(async () => router.navigate("/payment"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/complete"));
    expect(mocks.prepareTakeUp.mock.calls[1][0]).toMatchObject({
      underwritingOutcomeResponseId: "uo-2",
      paymentCollectionOptionCode: "SINGLE_CARD_PAYMENT",
    });
    expect(mocks.takeUpQuote).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        underwritingOutcomeResponseId: "uo-2",
        body: { paymentIntentId: "pi_2", directDebit: null },
      }),
    );
    expect(mocks.payLocalCard).not.toHaveBeenCalled();
  });

  it("the paid quote cannot be fetched for too many attempts: the server's message here, and the old price stays for Try again", async () => {
    mocks.prepareTakeUp.mockRejectedValueOnce(graphqlError("OUTCOME_STALE"));
    mocks.rateQuote.mockRejectedValueOnce(paidBy("SINGLE_CARD_PAYMENT"));
    mocks.retrieve.mockRejectedValueOnce(tooManyAttempts());
    const { router, store } = open();
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent(TOO_MANY);
    expect(router.state.location.pathname).toBe("/payment");
    expect((store.getState().draft.rate as RateResponse).ratingOutcome.underwritingOutcomeResponseId).toBe("uo-1");
    expect(mocks.takeUpQuote).not.toHaveBeenCalled();
  });

  it("the paid quote cannot be fetched otherwise: /error", async () => {
    mocks.prepareTakeUp.mockRejectedValueOnce(graphqlError("OUTCOME_STALE"));
    mocks.rateQuote.mockRejectedValueOnce(paidBy("SINGLE_CARD_PAYMENT"));
    mocks.retrieve.mockRejectedValueOnce(new Error("network"));
    const { router } = open();
    await waitFor(() => expect(router.state.location.pathname).toBe("/error"));
    expect(mocks.takeUpQuote).not.toHaveBeenCalled();
  });

  it("QUOTE_PAID naming no way of paying this quote has: the message here, and Try again", async () => {
    mocks.prepareTakeUp.mockRejectedValueOnce(graphqlError("QUOTE_PAID", {}, PAID));
    open();
    expect(await screen.findByRole("alert")).toHaveTextContent(PAID);
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(mocks.takeUpQuote).not.toHaveBeenCalled();
  });
});

describe("a Stripe payment intent", () => {
  function fakeStripe(status: string) {
    const element = { mount: vi.fn(), destroy: vi.fn() };
    const elements = { create: vi.fn(() => element) };
    const stripe = {
      elements: vi.fn(() => elements),
      confirmPayment: vi.fn(async () => ({ paymentIntent: { status } })),
    };
    return { stripe, elements, element };
  }

  it("mounts Stripe's Payment Element with the intent's key and secret, and takes up after confirmPayment succeeds", async () => {
    const fake = fakeStripe("succeeded");
    mocks.loadStripe.mockResolvedValue(fake.stripe);
    mocks.prepareTakeUp.mockResolvedValue(
      intent({ cardPaymentProcessor: "STRIPE", apiKey: "pk_test_1", accountId: "acct_1", paymentIntentId: "pi_s" }),
    );
    const { user, router } = open();
    await waitFor(() => expect(fake.element.mount).toHaveBeenCalledTimes(1));
    expect(mocks.loadStripe).toHaveBeenCalledWith("pk_test_1", { stripeAccount: "acct_1" });
    expect(fake.stripe.elements).toHaveBeenCalledWith({ clientSecret: "pi_1_secret" });
    expect(fake.elements.create).toHaveBeenCalledWith("payment");
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe("/complete"));
    expect(fake.stripe.confirmPayment).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ redirect: "if_required" }));
    expect(mocks.takeUpQuote.mock.calls[0][0]).toMatchObject({ body: { paymentIntentId: "pi_s" } });
    expect(mocks.payLocalCard).not.toHaveBeenCalled();
  });

  it("two presses before the page re-renders confirm the payment once", async () => {
    const fake = fakeStripe("succeeded");
    const confirmed = deferred<{ paymentIntent: { status: string } }>();
    fake.stripe.confirmPayment.mockReturnValueOnce(confirmed.promise);
    mocks.loadStripe.mockResolvedValue(fake.stripe);
    mocks.prepareTakeUp.mockResolvedValue(intent({ cardPaymentProcessor: "STRIPE", apiKey: "pk_test_1", paymentIntentId: "pi_s" }));
    const { router } = open();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await pressTwice(payButton());
    expect(fake.stripe.confirmPayment).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(payButton()).toBeDisabled());

    await act(async () => confirmed.resolve({ paymentIntent: { status: "succeeded" } }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/complete"));
    expect(fake.stripe.confirmPayment).toHaveBeenCalledTimes(1);
    expect(mocks.takeUpQuote).toHaveBeenCalledTimes(1);
  });

  it("a Stripe decline is worded from the catalogue", async () => {
    const fake = fakeStripe("succeeded");
    fake.stripe.confirmPayment.mockResolvedValueOnce({
      error: { code: "card_declined", decline_code: "insufficient_funds", message: "Stripe words" },
    } as never);
    mocks.loadStripe.mockResolvedValue(fake.stripe);
    mocks.prepareTakeUp.mockResolvedValue(intent({ cardPaymentProcessor: "STRIPE", apiKey: "pk_test_1" }));
    const { user } = open();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent("This card has insufficient funds");
    expect(summary).not.toHaveTextContent("Stripe words");
    expect(mocks.takeUpQuote).not.toHaveBeenCalled();
  });
});

// Keeps the fixture honest: the outcome the tests buy from is the one they name.
it("the fixture outcome is uo-1", () => {
  expect(outcome().underwritingOutcomeResponseId).toBe("uo-1");
  const store: QuoteStore = buyStore();
  expect((store.getState().draft.rate as RateResponse).inceptionDateTime).toBe("2026-11-22T00:00:00+00:00");
});
