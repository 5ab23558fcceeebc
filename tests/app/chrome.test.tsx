// @vitest-environment jsdom
/**
 * The page chrome around every route: the header's logos, the footer's chat, phone number
 * by channel, help and app links, smartphone requirements and disclaimer; a page view per route;
 * and the named-driver cards of /final naming each driver once.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import brand from "../../src/config/brand.json";
import chrome from "../../journeys/common/catalogue/chrome.json";
import { customerPhone, isComparisonSiteCustomer } from "../../src/app/buy/channel.ts";
import { logoSvg } from "../../src/app/chrome/brandLogos.ts";
import { NamedDriversBlock } from "../../src/app/NamedDriversBlock.tsx";
import { JourneyEnvironmentProvider } from "../../src/app/JourneyEnvironment.tsx";
import type { Draft } from "../../src/engine/index.ts";
import { QuoteStoreProvider } from "../../src/store/QuoteStoreContext.tsx";
import { createQuoteStore } from "../../src/store/quoteStore.ts";
import { answerValidation } from "./support/answerValidation.ts";
import { clock, journey, journeys } from "../engine/support/realJourneys.ts";
import { renderApp } from "./support/renderApp.tsx";
import { rateResponse } from "./support/rates.ts";
import { acceptAnalytics } from "./support/consent.ts";

const layer = () => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer;

beforeAll(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = vi.fn();
});
beforeEach(() => {
  (window as unknown as Record<string, unknown>).dataLayer = [];
  acceptAnalytics();
});

function storeWith(draft: Draft) {
  const store = createQuoteStore();
  store.getState().setDraft(draft);
  return store;
}

async function open(draft: Draft = {}, url = "/product") {
  const rendered = renderApp({ journeys, clock, store: storeWith(draft), url });
  await screen.findByRole("heading", { level: 1 });
  return rendered;
}

const pcwRate = (salesChannel: string, sourceOfBusiness: string) => rateResponse({ salesChannel, sourceOfBusiness });

describe("the customer's channel before and after rating", () => {
  it.each([
    ["a direct customer", {}, false, brand.phone.direct],
    ["a direct van customer", { product: "van" }, false, brand.phone.direct],
    ["a comparison-site car customer (entry link)", { product: "car", sourceOfBusiness: "PCW" }, true, brand.phone.pcw.car],
    ["a comparison-site van customer (entry link)", { product: "van", sourceOfBusiness: "PCW" }, true, brand.phone.pcw.van],
    [
      "a customer whose rate is on the comparison-site channel",
      { product: "car", rate: pcwRate("PCW", "DIRECT") },
      true,
      brand.phone.pcw.car,
    ],
    [
      "a customer whose rate's source is the comparison site",
      { product: "van", rate: pcwRate("DIRECT", "PCW") },
      true,
      brand.phone.pcw.van,
    ],
    ["a customer with another source", { product: "car", sourceOfBusiness: "AFFILIATE" }, false, brand.phone.direct],
  ] as const)("%s", (_, draft, comparisonSite, phone) => {
    expect(isComparisonSiteCustomer(draft)).toBe(comparisonSite);
    expect(customerPhone(draft)).toBe(phone);
  });
});

describe("the header", () => {
  it("shows the brand's logo linking home and the provider's logo, both named by brand.json's text", async () => {
    await open();
    const banner = screen.getByRole("banner");
    const home = within(banner).getByRole("link", { name: brand.logo.alt });
    expect(home).toHaveAttribute("href", brand.homeUrl);
    expect(banner).toHaveTextContent(brand.poweredByLogo.alt);
    // Both logos are drawn inline from their files, hidden from assistive technology (the text names them).
    expect(banner.querySelectorAll("img")).toHaveLength(0);
    const drawings = [...banner.querySelectorAll("[aria-hidden=true]")];
    const parsed = (file: string) => Object.assign(document.createElement("span"), { innerHTML: logoSvg(file) }).innerHTML;
    expect(drawings.map((drawing) => drawing.innerHTML)).toEqual([parsed(brand.logo.file), parsed(brand.poweredByLogo.file)]);
    expect(drawings.every((drawing) => drawing.querySelector("svg path, svg text"))).toBe(true);
    // Both inside the page's width container, as the main content is.
    expect(banner.querySelector(".govuk-width-container")?.contains(home)).toBe(true);
  });
});

describe("the logo files", () => {
  it("are drawings only: no title or ARIA naming, which would name the logo twice beside the header's text", () => {
    const files = import.meta.glob<string>("../../src/assets/brand/*.svg", { eager: true, query: "?raw", import: "default" });
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(2);
    for (const [file, svg] of Object.entries(files)) {
      expect(svg, file).toMatch(/^<svg /);
      expect(svg, file).not.toMatch(/<title|\srole=|\saria-/);
    }
    expect(logoSvg(brand.logo.file)).toBe(files[`../../src/assets/brand/${brand.logo.file}`]);
  });
});

describe("the footer", () => {
  it("has Start a chat, the direct number, help articles, the app stores, smartphone requirements and the disclaimer", async () => {
    await open();
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "Start a chat" })).toHaveAttribute("href", brand.chatUrl);
    expect(within(footer).getByRole("link", { name: brand.phone.direct })).toHaveAttribute("href", "tel:08000000001");
    expect(footer.querySelector("#footer-phone")).toHaveTextContent(`Call us on ${brand.phone.direct}`);
    for (const { id, url } of brand.help.articles) {
      const title = (chrome.helpArticles as Record<string, string>)[id].replace("{brand}", brand.name);
      expect(within(footer).getByRole("link", { name: title })).toHaveAttribute("href", url);
    }
    expect(within(footer).getByRole("link", { name: chrome.appStore })).toHaveAttribute("href", brand.help.appStoreUrl);
    expect(within(footer).getByRole("link", { name: chrome.googlePlay })).toHaveAttribute("href", brand.help.googlePlayUrl);
    expect(footer.querySelector("#footer-smartphone")).toHaveTextContent(chrome.smartphoneRequirements);
    expect(footer).toHaveTextContent("iOS 16 or later, or Android 9 or later");
    expect(footer.querySelector("#footer-disclaimer")).toHaveTextContent(
      "Roadwise insurance is arranged by Example Insurance Services Ltd, which is authorised and regulated by the Financial Conduct Authority.",
    );
  });

  it("shows the comparison site's van number to a comparison-site van customer, and follows the draft", async () => {
    const { router } = await open({ sourceOfBusiness: "PCW", product: "van" });
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: brand.phone.pcw.van })).toHaveAttribute("href", "tel:08000000003");
    expect(router.state.location.pathname).toBe("/product");
  });
});

describe("page views", () => {
  it("one per route shown, with the path and a safe address; no repeat on re-render", async () => {
    const { router } = await open({}, "/product?utm_source=mail&token=secret-token&reg=AB12CDE");
    await waitFor(() => expect(layer().filter((e) => e.event === "page_view")).toHaveLength(1));
    expect(layer()[0]).toEqual({
      event: "page_view",
      page_path: "/product",
      page_location: `${window.location.origin}/product?utm_source=mail&reg=`,
    });
    await act(() => router.navigate("/error"));
    await waitFor(() => expect(layer().filter((e) => e.event === "page_view")).toHaveLength(2));
    expect(layer()[1]).toEqual({ event: "page_view", page_path: "/error", page_location: `${window.location.origin}/error` });
    expect(JSON.stringify(layer())).not.toMatch(/secret-token|AB12CDE/);
  });
});

describe("the named-driver cards on /final", () => {
  it("name each driver once: in the card's title, not again in its list", () => {
    const car = journey("car");
    const final = car.pages.final;
    const block = (final.content ?? []).find((b) => b.kind === "namedDrivers")!;
    const store = storeWith({
      product: "car",
      named: [
        {
          added: true,
          driverPersonal: {
            firstName: "Sam",
            lastName: "Taylor",
            gender: "M",
            dob: "1990-01-01",
            maritalStatus: "M",
            relationshipStatus: "S",
          },
          driverContact: { email: "sam.taylor@example.com" },
        },
      ],
    });
    render(
      <QuoteStoreProvider store={store}>
        <JourneyEnvironmentProvider value={{ journeys, clock, ...answerValidation(journeys) }}>
          <NamedDriversBlock block={block} journey={car} />
        </JourneyEnvironmentProvider>
      </QuoteStoreProvider>,
    );
    const card = document.querySelector("[data-named-driver='0']") as HTMLElement;
    expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent("Sam Taylor");
    expect(card.textContent?.match(/Sam Taylor/g)).toHaveLength(2); // the title, and the Remove button's hidden name
    expect(within(card).getByRole("button")).toHaveAccessibleName(/^Remove\s*Sam Taylor$/); // jsdom drops the space browsers keep
    // The sidebar's own line label for a named driver is not repeated in the card.
    const lineLabel = car.pages["named-driver-personal"].summary![0].label;
    expect(within(card).queryByText(lineLabel)).not.toBeInTheDocument();
    expect(card.querySelector("dl")).toHaveTextContent("sam.taylor@example.com");
  });
});
