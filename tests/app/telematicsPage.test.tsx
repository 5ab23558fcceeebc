// @vitest-environment jsdom
/**
 * /telematics over the real route table: the plug-in device with its port's place in words and a
 * picture, the windscreen device, an unknown port, each driver's app login, and the agreement the
 * consumer must tick before monthly plans go to the Direct Debit agreement and the rest to /payment.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import buy from "../../journeys/common/catalogue/buy.json";
import { OBD_LOCATION_CODES } from "../../src/app/buy/buyText.ts";
import { obdPicture } from "../../src/app/buy/obdPictures.ts";
import { clock, journeys } from "../engine/support/realJourneys.ts";
import { buyStore, type BuyDraftOptions } from "./support/buy.ts";
import { renderApp } from "./support/renderApp.tsx";
import { rateResponse, single } from "./support/rates.ts";

beforeAll(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = vi.fn();
});

async function open(options: BuyDraftOptions = {}) {
  const store = buyStore(options);
  const rendered = renderApp({ journeys, clock, store, url: "/telematics" });
  expect(await screen.findByRole("heading", { level: 1, name: "Telematics agreement" })).toBeInTheDocument();
  return { store, ...rendered };
}

describe("the device", () => {
  it("the plug-in C330: where its port is, in words and as a picture with alt text from the catalogue", async () => {
    await open({ product: "older", device: { deviceType: "C330", obdLocation: "LOC3" } });
    expect(screen.getByRole("heading", { name: "Your plug-in device" })).toBeInTheDocument();
    expect(document.getElementById("obd-location")).toHaveTextContent(
      "Plug the device in under the dashboard, to the left of the steering column.",
    );
    const picture = screen.getByRole("img");
    expect(picture).toHaveAccessibleName(
      "Drawing of the front of a vehicle from the driver’s seat, with the diagnostic port marked under the dashboard, to the left of the steering column",
    );
    expect(picture.getAttribute("src")).toBe(obdPicture("LOC3"));
    expect(screen.queryByRole("heading", { name: "Your windscreen device" })).not.toBeInTheDocument();
    expect(document.title).toBe("Telematics agreement | Roadwise insurance");
  });

  it("every location LOC1 to LOC10 has its own words and its own picture", () => {
    expect(OBD_LOCATION_CODES).toEqual(Array.from({ length: 10 }, (_, i) => `LOC${i + 1}`));
    const pictures = OBD_LOCATION_CODES.map((code) => obdPicture(code));
    expect(pictures.every((p) => typeof p === "string" && p.length > 0)).toBe(true);
    expect(new Set(pictures).size).toBe(10);
    expect(new Set(Object.values(buy.obdLocations)).size).toBe(10);
  });

  it.each([null, "LOC99"])("a plug-in device whose port is not known (%s) goes 'to your vehicle', with no picture", async (obdLocation) => {
    await open({ product: "older", device: { deviceType: "C330", obdLocation } });
    expect(document.getElementById("obd-location")).toHaveTextContent("Plug the device in to your vehicle.");
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it.each([{ deviceType: "IC6" }, {}])("otherwise the windscreen IC6 (%o)", async (device) => {
    await open({ device });
    expect(screen.getByRole("heading", { name: "Your windscreen device" })).toBeInTheDocument();
    expect(screen.getByText(/sticks to the inside of your windscreen/)).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(document.getElementById("obd-location")).not.toBeInTheDocument();
  });
});

describe("what is being bought, before any card or bank details", () => {
  const summary = () =>
    [...document.querySelectorAll("#cover-summary > dl:first-of-type .govuk-summary-list__row")].map((row) => [
      row.querySelector("dt")!.textContent,
      row.querySelector("dd")!.textContent,
    ]);

  it("annually: the cover, its start, the price, the extras chosen (a mandatory one too), the excesses and how long the price holds", async () => {
    await open();
    expect(screen.getByRole("region", { name: "Check your cover" })).toBeInTheDocument();
    expect(summary()).toEqual([
      ["Cover", journeys.car.name],
      ["Cover starts", "22 November 2026"],
      ["Price", "£1,234.56 a year"],
      ["Extras", "Legal expenses"],
      ["Excess", "Accidental damage: £350.00; Fire and theft: £400.00"],
      ["Price valid until", "22 December 2026"],
    ]);
  });

  it("monthly: the deposit, the instalments and what they total", async () => {
    await open({ method: "MONTHLY" });
    expect(summary()).toContainEqual(["Price", "A deposit of £123.46, then 10 monthly payments of £128.76: £1,411.06 in total"]);
  });

  it("pay per mile: the upfront amount, then the rate a mile", async () => {
    await open({ product: "ppm", rate: rateResponse({}, { paymentOptions: [single({ totalAmountPayable: 30000, pencePerMile: 7 })] }) });
    expect(summary()).toContainEqual(["Price", "£300.00 upfront then 7p a mile"]);
  });

  it("the documents to read before buying, from the brand's links", async () => {
    await open();
    const documents = screen.getByRole("list", { name: "Your documents" });
    expect([...documents.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Insurance product information document", "https://www.example.com/roadwise/documents/insurance-product-information.pdf"],
      ["Policy summary", "https://www.example.com/roadwise/documents/policy-summary.pdf"],
      ["Policy terms and conditions", "https://www.example.com/roadwise/documents/policy-terms.pdf"],
    ]);
  });
});

describe("the app and the rules", () => {
  it("lists each driver's login (the policyholder, then each named driver), the phone requirements and the seven days", async () => {
    await open({
      named: [
        { firstName: "Jo", lastName: "Morgan", email: "jo@example.com" },
        { firstName: "Kim", lastName: "Lee", email: "kim@example.com" },
      ],
    });
    expect(screen.getByRole("heading", { name: "The Roadwise app" })).toBeInTheDocument();
    expect([...document.querySelectorAll("#driver-logins li")].map((li) => li.textContent)).toEqual([
      "Alex Morgan: alex.morgan@example.com",
      "Jo Morgan: jo@example.com",
      "Kim Lee: kim@example.com",
    ]);
    expect(document.getElementById("smartphone-requirements")).toHaveTextContent("iOS 16 or later, or Android 9 or later");
    expect(screen.getByText(/within 7 days of your policy start date, or your policy may be cancelled/)).toBeInTheDocument();
  });
});

describe("the agreement", () => {
  it("must be ticked: the focused error summary links to the checkbox", async () => {
    const { store, user, router } = await open();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent("Confirm that you agree to fit the device and use the app");
    await waitFor(() => expect(document.activeElement).toBe(summary.parentElement));
    expect(document.title).toBe("Error: Telematics agreement | Roadwise insurance");
    const box = screen.getByRole("checkbox", { name: /I agree to fit the device/ });
    expect(box).toHaveAccessibleDescription(/Confirm that you agree to fit the device and use the app$/);
    await user.click(screen.getByRole("link", { name: "Confirm that you agree to fit the device and use the app" }));
    expect(box).toHaveFocus();
    expect(router.state.location.pathname).toBe("/telematics");
    expect(store.getState().session.buy?.telematicsAgreed).toBeUndefined();
  });

  it("annually: ticked (by keyboard), Continue goes to /payment and the store keeps the agreement", async () => {
    const { store, user, router } = await open();
    screen.getByRole("checkbox", { name: /I agree to fit the device/ }).focus();
    await user.keyboard(" ");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/payment"));
    expect(store.getState().session.buy).toEqual({ telematicsAgreed: true });
  });

  it("monthly: Continue goes to the Direct Debit agreement", async () => {
    const { user, router } = await open({ method: "MONTHLY" });
    await user.click(screen.getByRole("checkbox", { name: /I agree to fit the device/ }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/ddagreement"));
  });

  it("pay per mile has no monthly plan, so it goes to /payment even if Monthly was answered", async () => {
    const rate = rateResponse({}, { paymentOptions: [single({ pencePerMile: 7 })] });
    const { user, router } = await open({ product: "ppm", method: "MONTHLY", rate });
    await user.click(screen.getByRole("checkbox", { name: /I agree to fit the device/ }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/payment"));
  });
});

describe("without a priced quote", () => {
  it("no rate: the user goes where they are due", async () => {
    const store = buyStore();
    const { rate: _rate, ...draft } = store.getState().draft;
    store.getState().setDraft(draft);
    const { router } = renderApp({ journeys, clock, store, url: "/telematics" });
    await waitFor(() => expect(router.state.location.pathname).not.toBe("/telematics"));
    expect(screen.queryByRole("heading", { name: "Telematics agreement" })).not.toBeInTheDocument();
  });

  it("a declined rating goes to /declined", async () => {
    const store = buyStore({ rate: rateResponse({}, { optionState: "HAS_DECLINES", paymentOptions: [] }) });
    const { router } = renderApp({ journeys, clock, store, url: "/telematics" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/declined"));
  });
});
