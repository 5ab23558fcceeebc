// @vitest-environment jsdom
/**
 * The exit pages over the real route table: /timeout (the security reset, keeping a rated
 * quote's token and reference for Retrieve quote and the customer's channel for its number),
 * /error and /incompatible (what to do next, with the channel's customer-service number).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import brand from "../../src/config/brand.json";
import app from "../../journeys/common/catalogue/app.json";
import type { Draft } from "../../src/engine/index.ts";
import { createQuoteStore, type QuoteStore } from "../../src/store/quoteStore.ts";
import { clock, journeys } from "../engine/support/realJourneys.ts";
import { rateResponse } from "./support/rates.ts";
import { fakeApi } from "./support/fakeApi.ts";
import { renderApp } from "./support/renderApp.tsx";

const api = fakeApi({ retrieve: { retrieve: vi.fn(), sendQuoteEmail: vi.fn() } });

beforeAll(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = vi.fn();
});
afterAll(() => vi.restoreAllMocks());

const open = (store: QuoteStore, url: string, strict = false) => renderApp({ journeys, clock, store, url, api, strict });

function ratedStore(): QuoteStore {
  const store = createQuoteStore();
  const rate = rateResponse({ quoteRef: "QR-ABCD1234", token: "tok-rated" });
  store.getState().setDraft({
    product: "car",
    numberplate: "AB12 CDE",
    driverPersonal: { firstName: "Alex" },
    quoteRef: rate.quoteRef,
    token: rate.token,
    rate,
  });
  store.getState().replace(store.getState().draft, ["product", "vehicle"]);
  store.getState().setSession({ selectedPaymentMethod: "MONTHLY" });
  return store;
}

describe("pages that show nothing of a journey", () => {
  it.each([
    ["/timeout", "Your quote has timed out for security"],
    ["/incompatible", "We couldn’t check your vehicle"],
    ["/retrieve", "Retrieve your quote"],
  ])("%s opens while no journey is at hand yet, rather than a spinner", async (url, heading) => {
    const loading = { usable: false, current: false, all: false, failed: false, loadAll: vi.fn() };
    renderApp({ journeys, clock, store: createQuoteStore(), url, api, loading });
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
  });

  it("a journey page waits for its journey", async () => {
    const loading = { usable: false, current: false, all: false, failed: false, loadAll: vi.fn() };
    renderApp({ journeys, clock, store: createQuoteStore(), url: "/product", api, loading });
    expect(await screen.findByRole("status")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
  });
});

describe("/timeout", () => {
  it("clears every answer but keeps a rated quote's token and reference, so Retrieve quote brings it back", async () => {
    const store = ratedStore();
    const { user, router } = open(store, "/timeout", true);
    expect(await screen.findByRole("heading", { level: 1, name: "Your quote has timed out for security" })).toBeInTheDocument();
    await waitFor(() => expect(store.getState().draft).not.toHaveProperty("product"));
    const { draft, submitted, session } = store.getState();
    expect(JSON.stringify(draft)).not.toMatch(/Alex|AB12|tok-rated|QR-ABCD1234/);
    expect(submitted).toEqual([]);
    expect(session.selectedPaymentMethod).toBeUndefined();
    expect(session.retrieveLink).toEqual({ token: "tok-rated", quoteRef: "QR-ABCD1234" });
    expect(document.title).toBe("Timed out | Roadwise insurance");

    await user.click(screen.getByRole("link", { name: "Retrieve quote" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/retrieve"));
    expect(await screen.findByLabelText("Quote reference")).toHaveValue("QR-ABCD1234");
    expect(screen.getByRole("button", { name: "Retrieve quote" })).toBeEnabled();
  });

  it("a quote never rated keeps nothing", async () => {
    const store = createQuoteStore();
    store.getState().setDraft({ product: "car", driverPersonal: { firstName: "Alex" } });
    open(store, "/timeout");
    await screen.findByRole("heading", { level: 1, name: "Your quote has timed out for security" });
    await waitFor(() => expect(store.getState().draft).not.toHaveProperty("product"));
    expect(store.getState().session.retrieveLink).toBeUndefined();
  });

  it("Start new quote clears everything, the kept token too, and opens /product", async () => {
    const store = ratedStore();
    const { user, router } = open(store, "/timeout");
    await user.click(await screen.findByRole("link", { name: "Start new quote" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/product"));
    expect(store.getState().session.retrieveLink).toBeUndefined();
    expect(store.getState().draft).not.toHaveProperty("product");
  });
});

describe("/timeout for each channel", () => {
  const storeWith = (draft: Draft) => {
    const store = createQuoteStore();
    store.getState().setDraft(draft);
    return store;
  };
  const pcwRate = rateResponse({ quoteRef: "QR-PCW00001", token: "tok-pcw", salesChannel: "PCW", sourceOfBusiness: "PCW" });

  it.each([
    ["a direct customer", { product: "car" }, brand.phone.direct],
    ["a comparison-site car customer (the entry link)", { product: "car", sourceOfBusiness: "PCW" }, brand.phone.pcw.car],
    ["a comparison-site van customer (the entry link)", { product: "van", sourceOfBusiness: "PCW" }, brand.phone.pcw.van],
    [
      "a customer whose rated quote is on the comparison-site channel",
      { product: "car", quoteRef: pcwRate.quoteRef, token: pcwRate.token, rate: pcwRate },
      brand.phone.pcw.car,
    ],
  ] as const)("%s is given their channel's number, on the page and in the footer, once the answers are gone", async (_, draft, phone) => {
    const store = storeWith({ ...draft, driverPersonal: { firstName: "Alex" } });
    open(store, "/timeout");
    await screen.findByRole("heading", { level: 1, name: app.timeoutBody });
    await waitFor(() => expect(store.getState().draft).not.toHaveProperty("product"));
    expect(document.getElementById("timeout-phone")).toHaveTextContent(`If you have any questions, call us on ${phone}.`);
    expect(within(screen.getByRole("contentinfo")).getByRole("link", { name: phone })).toBeInTheDocument();
    expect(JSON.stringify(store.getState())).not.toMatch(/Alex/);
  });

  it("keeps the channel through a reload of /timeout, and Start new quote forgets it", async () => {
    const store = storeWith({ product: "van", sourceOfBusiness: "PCW" });
    store.getState().timeOut();
    const { user, router } = open(store, "/timeout");
    await screen.findByRole("heading", { level: 1, name: app.timeoutBody });
    expect(document.getElementById("timeout-phone")).toHaveTextContent(brand.phone.pcw.van);
    await user.click(screen.getByRole("link", { name: "Start new quote" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/product"));
    expect(within(screen.getByRole("contentinfo")).getByRole("link", { name: brand.phone.direct })).toBeInTheDocument();
  });

  it("says beside Retrieve quote what to do when no quote was emailed", async () => {
    open(createQuoteStore(), "/timeout");
    const retrieve = await screen.findByRole("link", { name: "Retrieve quote" });
    expect(retrieve).toHaveAccessibleDescription(app.timeoutRetrieveHelp);
    expect(app.timeoutRetrieveHelp).toMatch(/didn’t email/);
  });
});

describe("/error", () => {
  it("apologises for the glitch and offers the way home", async () => {
    open(createQuoteStore(), "/error");
    expect(await screen.findByText("We’re so sorry - this bit of the website is having a temporary glitch.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to home" })).toHaveAttribute("href", "/product");
  });
});

describe("/incompatible", () => {
  it("says the vehicle can't take the device, what to do next, and the direct number", async () => {
    const store = createQuoteStore();
    store.getState().setDraft({ product: "car", numberplate: "NC11 OLD", device: { deviceType: "NOT_COMPATIBLE" } });
    const { user, router } = open(store, "/incompatible");
    expect(await screen.findByRole("heading", { level: 1, name: "Device not compatible" })).toBeInTheDocument();
    expect(screen.getByText(/can’t take our device, so we can’t insure it with this product/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "What you can do next" })).toBeInTheDocument();
    expect(document.getElementById("incompatible-phone")).toHaveTextContent("call us on 0800 000 0001");
    await user.click(screen.getByRole("link", { name: "Start a new quote" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/product"));
    expect(store.getState().draft.numberplate).not.toBe("NC11 OLD");
  });

  it("a device service that failed is not the vehicle's fault: it says so, keeps the answers and offers to try again", async () => {
    const store = createQuoteStore();
    store.getState().setDraft({ product: "older", numberplate: "DE51 ERR", device: { abiCode: "12345678" } });
    const { user, router } = open(store, "/incompatible");
    expect(await screen.findByRole("heading", { level: 1, name: "We couldn’t check your vehicle" })).toBeInTheDocument();
    expect(document.title).toBe("We couldn’t check your vehicle | Roadwise insurance");
    expect(screen.getByText(/couldn’t check whether our device fits your vehicle just now/)).toBeInTheDocument();
    expect(screen.getByText(/a problem on our side, not with your vehicle/)).toBeInTheDocument();
    expect(screen.queryByText(/can’t take our device/)).not.toBeInTheDocument();
    expect(document.getElementById("incompatible-phone")).toHaveTextContent("call us on");
    expect(screen.getByRole("link", { name: "Start a new quote" })).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Try again" }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe("/incompatible"));
    expect(store.getState().draft).toMatchObject({ product: "older", numberplate: "DE51 ERR" });
  });

  it("gives a comparison-site customer the comparison-site number", async () => {
    const store = createQuoteStore();
    store.getState().setDraft({ product: "car", sourceOfBusiness: "PCW", device: { deviceType: "NOT_COMPATIBLE" } });
    open(store, "/incompatible");
    expect(await screen.findByText(/call us on 0800 000 0002/)).toBeInTheDocument();
  });
});
