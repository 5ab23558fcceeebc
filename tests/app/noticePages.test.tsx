// @vitest-environment jsdom
/**
 * The notices beside the journey (spec §1): the privacy notice the intro's Privacy policy link opens,
 * the cookie notice the cookie banner and the footer link to (its button asks the banner again), and
 * the help and FAQs with links to the help articles and the app stores; each titled as its route,
 * in the catalogue's words with the brand's names and the customer's channel's number filled in.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import brand from "../../src/config/brand.json";
import chrome from "../../journeys/common/catalogue/chrome.json";
import notices from "../../journeys/common/catalogue/notices.json";
import routes from "../../journeys/common/routes.json";
import type { Draft } from "../../src/engine/index.ts";
import { createQuoteStore } from "../../src/store/quoteStore.ts";
import { reopenConsentBanner } from "../../src/app/consent.ts";
import { clock, journeys } from "../engine/support/realJourneys.ts";
import { renderApp } from "./support/renderApp.tsx";
import { acceptAnalytics } from "./support/consent.ts";

beforeAll(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});
beforeEach(() => acceptAnalytics());

async function open(url: string, draft: Draft = {}) {
  const store = createQuoteStore();
  store.getState().setDraft(draft);
  const rendered = renderApp({ journeys, clock, store, url });
  await screen.findByRole("heading", { level: 1 });
  return rendered;
}

const main = () => screen.getByRole("main");
const filled = (message: string, phone = brand.phone.direct) =>
  message.replaceAll("{brand}", brand.name).replaceAll("{provider}", brand.provider).replaceAll("{phone}", phone);

describe("the privacy notice", () => {
  it("is titled, has every section in the catalogue's words, and never says the page is missing", async () => {
    // The intro's Privacy policy link goes to the brand's privacy policy address: this page.
    expect(brand.privacyPolicyUrl).toBe(routes.privacy.path);
    await open(brand.privacyPolicyUrl);
    expect(document.title).toBe(`${routes.privacy.title} | ${brand.name} insurance`);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(notices.privacy.heading);
    expect(main()).toHaveTextContent(filled(notices.privacy.lead));
    expect(
      within(main())
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(notices.privacy.sections.map((s) => s.heading));
    for (const paragraph of notices.privacy.sections.flatMap((s) => s.paragraphs)) expect(main()).toHaveTextContent(filled(paragraph));
    expect(main()).not.toHaveTextContent(/\{\w+\}/);
    expect(document.body).not.toHaveTextContent(/not available yet|Page not found/);
  });

  it("gives a comparison-site van customer their channel's number", async () => {
    await open(routes.privacy.path, { product: "van", sourceOfBusiness: "PCW" });
    expect(main()).toHaveTextContent(`Call us on ${brand.phone.pcw.van}`);
  });
});

describe("the cookie notice", () => {
  it("is titled, says what is stored and why, and its button asks the banner again, focused", async () => {
    const { user } = await open(routes.cookies.path);
    expect(document.title).toBe(`${routes.cookies.title} | ${brand.name} insurance`);
    for (const paragraph of notices.cookies.sections.flatMap((s) => s.paragraphs)) expect(main()).toHaveTextContent(filled(paragraph));
    const banner = () => screen.queryByRole("region", { name: `Cookies on ${brand.name}` });
    expect(banner()).toBeNull();
    await user.click(screen.getByRole("button", { name: notices.cookies.changeSettings }));
    expect(banner()).toBeInTheDocument();
    await vi.waitFor(() => expect(banner()!.contains(document.activeElement)).toBe(true));
  });

  it("is linked from the banner while it asks, and from the footer", async () => {
    reopenConsentBanner();
    const { user, router } = await open("/product");
    const banner = screen.getByRole("region", { name: `Cookies on ${brand.name}` });
    await user.click(within(banner).getByRole("link", { name: chrome.cookieView }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(routes.cookies.path));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(notices.cookies.heading);
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: chrome.footerCookies })).toHaveAttribute("href", routes.cookies.path);
    expect(within(footer).getByRole("link", { name: chrome.footerPrivacy })).toHaveAttribute("href", brand.privacyPolicyUrl);
  });
});

describe("help and FAQs", () => {
  it("asks brand.json's questions in order, each answered with its help articles and app stores", async () => {
    await open(routes.help.path);
    expect(document.title).toBe(`${routes.help.title} | ${brand.name} insurance`);
    const questions = notices.help.questions as Record<string, { question: string; answer: string[] }>;
    expect(
      within(main())
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(brand.help.faq.map(({ id }) => questions[id].question));
    const titles = chrome.helpArticles as Record<string, string>;
    for (const { id, links } of brand.help.faq) {
      const section = document.getElementById(`faq-${id}`)!;
      for (const paragraph of questions[id].answer) expect(section).toHaveTextContent(filled(paragraph));
      const expected = links.map((link) => {
        if (link === "appStore") return [chrome.appStore, brand.help.appStoreUrl];
        if (link === "googlePlay") return [chrome.googlePlay, brand.help.googlePlayUrl];
        return [filled(titles[link]), brand.help.articles.find((a) => a.id === link)!.url];
      });
      expect(
        within(section)
          .queryAllByRole("link")
          .map((a) => [a.textContent, a.getAttribute("href")]),
      ).toEqual(expected);
    }
  });

  it("is introduced in the footer, beside the help articles", async () => {
    await open("/product");
    const footer = screen.getByRole("contentinfo");
    expect(footer.querySelector("#footer-help")).toHaveTextContent(chrome.footerHelpText);
    expect(within(footer).getByRole("link", { name: chrome.footerHelpLink })).toHaveAttribute("href", routes.help.path);
    expect(footer.querySelector("#footer-app")).toHaveTextContent(filled(chrome.footerAppText));
  });
});
