// @vitest-environment jsdom
/**
 * /complete: the policy reference and what happens next, where every page of a bought quote leads,
 * with a new quote to start, and the purchase analytics: the purchase event
 * and, for a comparison-site quote, the site's sale event, each sent once per policy even when
 * the page is opened again (the store remembers).
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { comparisonSaleEvent, purchaseEvent } from "../../src/app/buy/purchaseAnalytics.ts";
import type { Policy, SoldPolicy } from "../../src/app/buy/purchase.ts";
import type { QuoteStore } from "../../src/store/quoteStore.ts";
import { clock, journeys } from "../engine/support/realJourneys.ts";
import { buyStore, type BuyDraftOptions } from "./support/buy.ts";
import { renderApp } from "./support/renderApp.tsx";
import { instalments, rateResponse, single } from "./support/rates.ts";
import { acceptAnalytics } from "./support/consent.ts";

const layer = () => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer;
const events = (name: string) => layer().filter((e) => e.event === name);

beforeAll(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});
beforeEach(() => {
  (window as unknown as Record<string, unknown>).dataLayer = [];
  acceptAnalytics();
});

const policy = (paymentMethod: "ANNUALLY" | "MONTHLY" = "ANNUALLY"): SoldPolicy => ({
  policyReference: "POL-12345678",
  quoteRef: "QR-ABCD1234",
  underwritingOutcomeResponseId: "uo-1",
  paymentMethod,
});

function storeWith(options: BuyDraftOptions & { paid?: Policy } = {}): QuoteStore {
  return buyStore({ ...options, extra: { policy: options.paid ?? policy(options.method), ...options.extra } });
}

async function open(store: QuoteStore) {
  const rendered = renderApp({ journeys, clock, store, url: "/complete" });
  expect(await screen.findByRole("heading", { level: 1, name: "Your policy is set up" })).toBeInTheDocument();
  return rendered;
}

describe("the page", () => {
  it("shows the policy reference, where the confirmation went, the device by post, the app and each driver's login", async () => {
    await open(storeWith({ named: [{ firstName: "Jo", lastName: "Morgan", email: "jo@example.com" }] }));
    expect(document.getElementById("policy-reference")).toHaveTextContent("Your policy reference is POL-12345678");
    // The policyholder's own address, where the server's policy set-up sends the confirmation.
    expect(document.getElementById("confirmation-sent")).toHaveTextContent(
      "We’ve emailed a confirmation of your policy to alex.morgan@example.com.",
    );
    expect(screen.getByRole("heading", { name: "What happens next" })).toBeInTheDocument();
    expect(screen.getByText("We’ll post your telematics device to your home address.")).toBeInTheDocument();
    expect(screen.getByText(/Download the Roadwise app/)).toBeInTheDocument();
    expect([...document.querySelectorAll("#driver-logins li")].map((li) => li.textContent)).toEqual([
      "Alex Morgan: alex.morgan@example.com",
      "Jo Morgan: jo@example.com",
    ]);
    expect(document.title).toBe("Your policy is set up | Roadwise insurance");
  });

  it("monthly: the deposit, each Direct Debit on its date (a month apart from the cover start) and the total", async () => {
    await open(storeWith({ method: "MONTHLY", rate: rateResponse({}, { paymentOptions: [single(), instalments()] }) }));
    const schedule = screen.getByRole("region", { name: "Your payments" });
    expect(schedule).toHaveTextContent("A deposit of £123.46 by card when you buy, then monthly payments by Direct Debit.");
    const rows = [...schedule.querySelectorAll("tbody tr")].map((row) => row.textContent);
    // The cover starts on 22 November 2026 (the rating's inception).
    expect(rows).toHaveLength(10);
    expect(rows[0]).toBe("22 December 2026£128.76");
    expect(rows[9]).toBe("22 September 2027£128.76");
    expect(schedule).toHaveTextContent("Total amount payable, including the deposit: £1,411.06");
  });

  it("annually: no payment schedule", async () => {
    await open(storeWith());
    expect(screen.queryByRole("region", { name: "Your payments" })).not.toBeInTheDocument();
  });

  it("a purchase the server told of (made in another tab or browser) says the quote was bought already, and reports no sale here", async () => {
    const store = storeWith({ paid: { policyReference: "POL-87654321", quoteRef: "QR-ABCD1234" } });
    await open(store);
    expect(document.getElementById("policy-reference")).toHaveTextContent("Your policy reference is POL-87654321");
    expect(document.getElementById("bought-already")).toHaveTextContent(
      "You’ve already bought this quote, so it can’t be changed or bought again.",
    );
    expect(screen.getByRole("heading", { name: "What happens next" })).toBeInTheDocument();
    expect(events("purchase")).toEqual([]);
    expect(events("comparison_site_sale")).toEqual([]);
  });

  it.each(["/", "/final", "/driver-personal", "/rate?existing", "/telematics", "/payment"])(
    "a bought quote is never offered again: %s shows /complete",
    async (url) => {
      const { router } = renderApp({ journeys, clock, store: storeWith(), url });
      await waitFor(() => expect(router.state.location.pathname).toBe("/complete"));
      expect(await screen.findByRole("heading", { level: 1, name: "Your policy is set up" })).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Continue to buy" })).not.toBeInTheDocument();
    },
  );

  it("a purchase made here does not say it was bought already", async () => {
    await open(storeWith());
    expect(document.getElementById("bought-already")).toBeNull();
  });

  it("Start a new quote empties the quote (the bought one with it) and starts at the product page", async () => {
    const store = storeWith();
    const { user, router } = await open(store);
    await user.click(screen.getByRole("link", { name: "Start a new quote" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/product"));
    expect(store.getState().draft).not.toHaveProperty("policy");
    expect(store.getState().draft).not.toHaveProperty("rate");
    expect(store.getState().draft).not.toHaveProperty("quoteRef");
  });

  it("without a policy the user goes where they are due", async () => {
    const store = buyStore();
    const { router } = renderApp({ journeys, clock, store, url: "/complete" });
    await waitFor(() => expect(router.state.location.pathname).not.toBe("/complete"));
    expect(screen.queryByRole("heading", { name: "Your policy is set up" })).not.toBeInTheDocument();
    expect(events("purchase")).toEqual([]);
  });
});

describe("the purchase event", () => {
  it("annually: quote reference, value in pounds, GBP, product, scheme and payment method, sent once", async () => {
    const store = storeWith({ rate: rateResponse({}, { paymentOptions: [single({ totalAmountPayable: 123456 }), instalments()] }) });
    const { view } = await open(store);
    await waitFor(() => expect(events("purchase")).toHaveLength(1));
    expect(events("purchase")[0]).toEqual({
      event: "purchase",
      transaction_id: "QR-ABCD1234",
      quote_reference: "QR-ABCD1234",
      value: 1234.56,
      currency: "GBP",
      product: "car",
      scheme: "New_Driver_RAC",
      payment_method: "ANNUALLY",
    });
    expect(events("comparison_site_sale")).toEqual([]);
    expect(store.getState().session.purchaseReported).toBe("POL-12345678");

    // Opened again (a reload keeps the store): not sent again.
    view.unmount();
    await open(store);
    expect(events("purchase")).toHaveLength(1);
  });

  it("monthly on the van: the total payable, the van scheme and MONTHLY", async () => {
    await open(
      storeWith({
        product: "van",
        method: "MONTHLY",
        rate: rateResponse({}, { paymentOptions: [single(), instalments({ totalAmountPayable: 141106 })] }),
      }),
    );
    await waitFor(() => expect(events("purchase")).toHaveLength(1));
    expect(events("purchase")[0]).toMatchObject({
      value: 1411.06,
      product: "van",
      scheme: journeys.van.limits.scheme,
      payment_method: "MONTHLY",
    });
  });

  it("a second policy (a new purchase) is reported as well", async () => {
    const store = storeWith();
    const first = await open(store);
    await waitFor(() => expect(events("purchase")).toHaveLength(1));
    first.view.unmount();
    store.getState().setDraft({ ...store.getState().draft, policy: { ...policy(), policyReference: "POL-99999999" } });
    await open(store);
    await waitFor(() => expect(events("purchase")).toHaveLength(2));
  });
});

describe("the comparison-site sale event", () => {
  it.each([
    { name: "sales channel PCW", rate: { salesChannel: "PCW", sourceOfBusiness: "DIRECT" } },
    { name: "the comparison-site source of business", rate: { salesChannel: "DIRECT", sourceOfBusiness: "PCW" } },
  ])("monthly ($name): the quote reference and 12 instalments, once", async ({ rate }) => {
    const store = storeWith({ method: "MONTHLY", rate: rateResponse(rate) });
    const { view } = await open(store);
    await waitFor(() => expect(events("comparison_site_sale")).toHaveLength(1));
    expect(events("comparison_site_sale")[0]).toEqual({ event: "comparison_site_sale", quote_reference: "QR-ABCD1234", instalments: 12 });
    expect(events("purchase")).toHaveLength(1);
    view.unmount();
    await open(store);
    expect(events("comparison_site_sale")).toHaveLength(1);
    expect(events("purchase")).toHaveLength(1);
  });

  it("annually: the quote reference and the premium in pounds", async () => {
    await open(
      storeWith({
        rate: rateResponse({ salesChannel: "PCW" }, { paymentOptions: [single({ totalAmountPayable: 50050 }), instalments()] }),
      }),
    );
    await waitFor(() => expect(events("comparison_site_sale")).toHaveLength(1));
    expect(events("comparison_site_sale")[0]).toEqual({
      event: "comparison_site_sale",
      quote_reference: "QR-ABCD1234",
      premium: 500.5,
      currency: "GBP",
    });
  });

  it("the event builders carry no personal data or token", () => {
    const facts = { policy: policy(), rate: rateResponse(), product: "car", scheme: "New_Driver_RAC" };
    for (const event of [purchaseEvent(facts), comparisonSaleEvent(facts)]) {
      expect(JSON.stringify(event)).not.toMatch(/tok-secret|alex|@/i);
    }
  });
});
