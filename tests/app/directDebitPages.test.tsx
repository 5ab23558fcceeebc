// @vitest-environment jsdom
/**
 * /ddagreement and /ddpayment over the real route table with a mocked bankValidation: the
 * provider, the statement name and the call-us note with the channel's number; bank details
 * checked for shape, then by the server, whose bank name or error (under its field) shows before
 * the consumer may continue to the deposit.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import type { BankValidation } from "../../src/api/purchase.ts";
import { clock, journeys } from "../engine/support/realJourneys.ts";
import { buyStore, CHECKED_BANK, deferred, TOO_MANY, tooManyAttempts, type BuyDraftOptions } from "./support/buy.ts";
import { fakeApi } from "./support/fakeApi.ts";
import { pressTwice } from "./support/pressTwice.ts";
import { renderApp } from "./support/renderApp.tsx";
import { instalments, rateResponse, single } from "./support/rates.ts";

const mocks = { bankValidation: vi.fn<(args: Record<string, unknown>) => Promise<BankValidation>>() };
const api = fakeApi({ purchase: { bankValidation: (args: Record<string, unknown>) => mocks.bankValidation(args) } });

beforeAll(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = vi.fn();
});
beforeEach(() => mocks.bankValidation.mockReset());

const agreed = { telematicsAgreed: true };

function open(url: string, options: BuyDraftOptions = {}) {
  const store = buyStore({ method: "MONTHLY", buy: agreed, ...options });
  return { store, ...renderApp({ journeys, clock, store, url, api }) };
}

describe("/ddagreement", () => {
  it("names the finance provider and the statement name, and gives the direct customer-service number", async () => {
    const { user, router } = open("/ddagreement");
    expect(await screen.findByRole("heading", { level: 1, name: "Direct debit agreement" })).toBeInTheDocument();
    expect(document.getElementById("dd-provider")).toHaveTextContent("Credit is provided by Close Brothers Premium Finance.");
    expect(document.getElementById("dd-statement-name")).toHaveTextContent(
      "The payments will show on your bank statement as ROADWISE INSURANCE.",
    );
    expect(document.getElementById("dd-phone-note")).toHaveTextContent(
      "If the account is not in your name, or you’d rather pay by phone, call us on 0800 000 0001.",
    );
    expect(screen.getByRole("heading", { name: "The Direct Debit Guarantee" })).toBeInTheDocument();
    expect(document.title).toBe("Direct debit agreement | Roadwise insurance");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(router.state.location.pathname).toBe("/ddpayment");
  });

  it.each([
    { product: "van", phone: "0800 000 0003" },
    { product: "car", phone: "0800 000 0002" },
  ])("a comparison-site $product quote gives that channel's number", async ({ product, phone }) => {
    open("/ddagreement", {
      product,
      rate: rateResponse(
        { salesChannel: "PCW", sourceOfBusiness: "PCW" },
        { paymentOptions: [single(), instalments({ premiumFinanceProvider: "PREMFINA" })] },
      ),
    });
    expect(
      await screen.findByText(`If the account is not in your name, or you’d rather pay by phone, call us on ${phone}.`),
    ).toBeInTheDocument();
    expect(document.getElementById("dd-provider")).toHaveTextContent("Premfina");
  });

  it("is not for annual payments: back to the first step still to do", async () => {
    const { router } = open("/ddagreement", { method: "ANNUALLY" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/payment"));
  });

  it("needs the telematics agreement first", async () => {
    const { router } = open("/ddagreement", { buy: {} });
    await waitFor(() => expect(router.state.location.pathname).toBe("/telematics"));
  });
});

async function fill(user: ReturnType<typeof open>["user"], holder: string, sortCode: string, account: string) {
  if (holder) await user.type(screen.getByLabelText("Name of account holder"), holder);
  if (sortCode) await user.type(screen.getByLabelText("Sort code"), sortCode);
  if (account) await user.type(screen.getByLabelText("Account number"), account);
}

describe("/ddpayment", () => {
  it("lists the plan's payments before the bank details are asked: the deposit, each Direct Debit on its date, the total", async () => {
    open("/ddpayment");
    const schedule = await screen.findByRole("region", { name: "Your payments" });
    const rows = [...schedule.querySelectorAll("tbody tr")].map((row) => row.textContent);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toBe("22 December 2026£128.76");
    expect(schedule).toHaveTextContent("Total amount payable, including the deposit: £1,411.06");
    // Before the form, so the amounts are read before the account is given.
    expect(schedule.compareDocumentPosition(screen.getByLabelText("Account number")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("empty: each field's message in a focused summary, and no call", async () => {
    const { user } = open("/ddpayment");
    await user.click(await screen.findByRole("button", { name: "Check bank details" }));
    const summary = await screen.findByRole("alert");
    expect([...summary.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "Enter the name of the account holder",
      "Enter a sort code",
      "Enter an account number",
    ]);
    await waitFor(() => expect(document.activeElement).toBe(summary.parentElement));
    expect(mocks.bankValidation).not.toHaveBeenCalled();
  });

  it("badly shaped numbers are caught before the server is asked", async () => {
    const { user } = open("/ddpayment");
    await fill(user, "Alex Morgan", "30-99", "12ab");
    await user.click(screen.getByRole("button", { name: "Check bank details" }));
    expect(await screen.findByLabelText("Sort code")).toHaveAccessibleDescription(/Enter a valid sort code, like 30 99 80$/);
    expect(screen.getByLabelText("Account number")).toHaveAccessibleDescription(/Enter a valid account number, like 00733445$/);
    expect(mocks.bankValidation).not.toHaveBeenCalled();
  });

  it("spaces and dashes are accepted; the bank's name shows, then Continue to payment", async () => {
    const call = deferred<BankValidation>();
    mocks.bankValidation.mockReturnValueOnce(call.promise);
    const { user, router, store } = open("/ddpayment");
    await fill(user, "Alex Morgan", "30-99-80", "0073 3445");
    await user.click(screen.getByRole("button", { name: "Check bank details" }));
    expect(mocks.bankValidation).toHaveBeenCalledExactlyOnceWith({
      sortCode: "309980",
      accountNumber: "00733445",
      quoteRef: "QR-ABCD1234",
    });
    expect(screen.getByRole("status")).toHaveTextContent("Checking your bank details");
    expect(screen.getByRole("button", { name: "Check bank details" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Continue to payment" })).not.toBeInTheDocument();

    await act(async () => call.resolve({ bankName: "Lloyds Bank", succeeded: true, errorType: null, errorMessage: null }));
    expect(document.getElementById("bank-name")).toHaveTextContent("Bank: Lloyds Bank");
    expect(store.getState().session.buy?.directDebit).toEqual(CHECKED_BANK);
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect(router.state.location.pathname).toBe("/payment");
  });

  it("two presses before the page re-renders ask the server once", async () => {
    const call = deferred<BankValidation>();
    mocks.bankValidation.mockReturnValueOnce(call.promise);
    const { user } = open("/ddpayment");
    await fill(user, "Alex Morgan", "309980", "00733445");
    await pressTwice(screen.getByRole("button", { name: "Check bank details" }));
    expect(mocks.bankValidation).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole("button", { name: "Check bank details" })).toBeDisabled());

    await act(async () => call.resolve({ bankName: "Lloyds Bank", succeeded: true, errorType: null, errorMessage: null }));
    expect(await screen.findByRole("button", { name: "Continue to payment" })).toBeInTheDocument();
    expect(mocks.bankValidation).toHaveBeenCalledTimes(1);
  });

  it.each([
    {
      errorType: "MODULUS_CHECK_FAILED",
      field: "Account number",
      message: "This account number does not match the sort code - check your bank details and try again",
    },
    { errorType: "SORT_CODE_UNKNOWN", field: "Sort code", message: "We can’t find a bank with this sort code - check it and try again" },
    { errorType: "SORT_CODE_INVALID", field: "Sort code", message: "Enter a valid sort code, like 30 99 80" },
    { errorType: "ACCOUNT_NUMBER_INVALID", field: "Account number", message: "Enter a valid account number, like 00733445" },
  ] as const)(
    "a refused check ($errorType) shows its message under the $field, and does not continue",
    async ({ errorType, field, message }) => {
      mocks.bankValidation.mockResolvedValueOnce({ bankName: null, succeeded: false, errorType, errorMessage: "server words" });
      const { user, store } = open("/ddpayment");
      await fill(user, "Alex Morgan", "309980", "12345678");
      await user.click(screen.getByRole("button", { name: "Check bank details" }));
      const summary = await screen.findByRole("alert");
      expect(summary).toHaveTextContent(message);
      expect(summary).not.toHaveTextContent("server words");
      expect(screen.getByLabelText(field)).toHaveAccessibleDescription(new RegExp(`${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
      expect(screen.queryByRole("button", { name: "Continue to payment" })).not.toBeInTheDocument();
      expect(store.getState().session.buy?.directDebit).toBeUndefined();

      // Corrected and checked again: accepted.
      mocks.bankValidation.mockResolvedValueOnce({ bankName: "Lloyds Bank", succeeded: true, errorType: null, errorMessage: null });
      await user.clear(screen.getByLabelText("Account number"));
      await user.type(screen.getByLabelText("Account number"), "00733445");
      await user.click(screen.getByRole("button", { name: "Check bank details" }));
      expect(await screen.findByRole("button", { name: "Continue to payment" })).toBeInTheDocument();
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    },
  );

  it("a failed call shows the generic error", async () => {
    mocks.bankValidation.mockRejectedValueOnce(new Error("network"));
    const { user } = open("/ddpayment");
    await fill(user, "Alex Morgan", "309980", "00733445");
    await user.click(screen.getByRole("button", { name: "Check bank details" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Sorry, something went wrong - please try again.");
  });

  it("too many checks: the server's message, which names the wait, in a focused summary; the page stays", async () => {
    mocks.bankValidation.mockRejectedValueOnce(tooManyAttempts());
    const { user, router, store } = open("/ddpayment");
    await screen.findByLabelText("Name of account holder");
    await fill(user, "Alex Morgan", "309980", "00733445");
    await user.click(screen.getByRole("button", { name: "Check bank details" }));
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent(TOO_MANY);
    await waitFor(() => expect(document.activeElement).toBe(summary.parentElement));
    expect(router.state.location.pathname).toBe("/ddpayment");
    expect(screen.getByLabelText("Account number")).toHaveValue("00733445");
    expect(screen.getByRole("button", { name: "Check bank details" })).toBeEnabled();
    expect(store.getState().session.buy?.directDebit).toBeUndefined();
  });

  it("checked details are shown again on return; changing one asks for a new check", async () => {
    const { user } = open("/ddpayment", { buy: { ...agreed, directDebit: CHECKED_BANK } });
    expect(await screen.findByLabelText("Sort code")).toHaveValue("30-99-80");
    expect(screen.getByLabelText("Account number")).toHaveValue("00733445");
    expect(screen.getByRole("button", { name: "Continue to payment" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Account number"), "9");
    expect(screen.getByRole("button", { name: "Check bank details" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Continue to payment" })).not.toBeInTheDocument();
  });
});
