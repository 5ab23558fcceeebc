// @vitest-environment jsdom
/**
 * Analytics wait for consent (UK PECR): the cookie banner asks first, with Accept and Reject as like
 * buttons; nothing reaches the data layer before a choice nor after a rejection; accepting reports the
 * page it was made on; the choice is remembered, shared with other tabs, and changed from the footer.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import chrome from "../../journeys/common/catalogue/chrome.json";
import brand from "../../src/config/brand.json";
import { formatMessage } from "../../src/engine/index.ts";
import { track, trackPageView } from "../../src/app/analytics.ts";
import { analyticsConsent } from "../../src/app/consent.ts";
import { CONSENT_STORAGE_KEY } from "../../src/app/consentRecord.ts";
import { createQuoteStore } from "../../src/store/quoteStore.ts";
import { clock, journeys } from "../engine/support/realJourneys.ts";
import { renderApp } from "./support/renderApp.tsx";

const layer = () => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer;
const title = formatMessage(chrome.cookieBannerTitle, { brand: brand.name });

/** Another tab changes the remembered choice (or clears it): this tab follows, as a fresh page would start. */
function rememberElsewhere(stored: string | null) {
  if (stored === null) localStorage.removeItem(CONSENT_STORAGE_KEY);
  else localStorage.setItem(CONSENT_STORAGE_KEY, stored);
  act(() => void window.dispatchEvent(new StorageEvent("storage", { key: CONSENT_STORAGE_KEY })));
}

async function open(url = "/product") {
  const rendered = renderApp({ journeys, clock, store: createQuoteStore(), url });
  await screen.findByRole("heading", { level: 1 });
  return rendered;
}

const banner = () => screen.queryByRole("region", { name: title });

beforeAll(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = vi.fn();
});
beforeEach(() => {
  (window as unknown as Record<string, unknown>).dataLayer = [];
  rememberElsewhere(null);
});
afterEach(() => localStorage.clear());

describe("before a choice", () => {
  it("the banner asks first on the page, accept and reject as like buttons, in the catalogue's words", async () => {
    await open();
    const region = banner()!;
    expect(region).toBeInTheDocument();
    expect(within(region).getByRole("heading", { level: 2 })).toHaveTextContent(title);
    expect(region).toHaveTextContent(chrome.cookieBannerEssential);
    expect(region).toHaveTextContent(chrome.cookieBannerAnalytics);
    const accept = within(region).getByRole("button", { name: chrome.cookieAccept });
    const reject = within(region).getByRole("button", { name: chrome.cookieReject });
    // The same prominence: the same element, the same classes, side by side in one group.
    expect(reject.className).toBe(accept.className);
    expect(reject.parentElement).toBe(accept.parentElement);
    // Before the skip link: the first thing a keyboard reaches.
    const skip = screen.getByRole("link", { name: /skip to main content/i });
    expect(region.compareDocumentPosition(skip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // It does not take focus on arrival.
    expect(region.contains(document.activeElement)).toBe(false);
  });

  it("nothing reaches the data layer: no page view, no event", async () => {
    const { router } = await open();
    track("select_content", { content_type: "intro" });
    trackPageView({ page_path: "/x", page_location: "https://quote.example/x" });
    await act(() => router.navigate("/error"));
    await screen.findByRole("heading", { level: 1 });
    expect(layer()).toEqual([]);
    expect(analyticsConsent()).toBeUndefined();
  });
});

describe("rejecting", () => {
  it("keeps analytics out, is remembered, says so, and hides", async () => {
    const { router, user } = await open();
    await user.click(screen.getByRole("button", { name: chrome.cookieReject }));
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({ analytics: "rejected" });
    const confirmation = within(banner()!).getByRole("alert");
    expect(confirmation).toHaveTextContent("You’ve rejected analytics cookies");
    expect(confirmation).toHaveTextContent(chrome.footerCookieSettings);
    expect(confirmation).toHaveFocus();
    await user.click(screen.getByRole("button", { name: chrome.cookieHide }));
    expect(banner()).toBeNull();

    track("select_content", { content_type: "intro" });
    await act(() => router.navigate("/error"));
    await screen.findByRole("heading", { level: 1 });
    expect(layer()).toEqual([]);
  });

  it("a remembered rejection asks no more, and keeps analytics out", async () => {
    rememberElsewhere(JSON.stringify({ analytics: "rejected", version: 1 }));
    await open();
    expect(banner()).toBeNull();
    track("select_content");
    expect(layer()).toEqual([]);
  });
});

describe("accepting", () => {
  it("reports the page it was made on at once, and what follows", async () => {
    const { router, user } = await open("/product?utm_source=mail");
    expect(layer()).toEqual([]);
    await user.click(screen.getByRole("button", { name: chrome.cookieAccept }));
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({ analytics: "accepted" });
    expect(within(banner()!).getByRole("alert")).toHaveTextContent("You’ve accepted analytics cookies");
    await waitFor(() =>
      expect(layer()).toEqual([
        { event: "page_view", page_path: "/product", page_location: `${window.location.origin}/product?utm_source=mail` },
      ]),
    );
    track("select_content", { content_type: "intro" });
    await act(() => router.navigate("/error"));
    await waitFor(() => expect(layer().map((e) => e.page_path ?? e.event)).toEqual(["/product", "select_content", "/error"]));
  });

  it("a remembered acceptance asks no more", async () => {
    rememberElsewhere(JSON.stringify({ analytics: "accepted", version: 1 }));
    await open();
    expect(banner()).toBeNull();
    await waitFor(() => expect(layer().filter((e) => e.event === "page_view")).toHaveLength(1));
  });

  it.each([
    ["not JSON", "yes"],
    ["another version", JSON.stringify({ analytics: "accepted", version: 0 })],
    ["an unknown choice", JSON.stringify({ analytics: "maybe", version: 1 })],
  ])("a stored value that is %s is no choice: the banner asks and analytics wait", async (_, stored) => {
    rememberElsewhere(stored);
    await open();
    expect(banner()).toBeInTheDocument();
    track("select_content");
    expect(layer()).toEqual([]);
  });
});

describe("changing the choice", () => {
  it("the footer's Cookie settings asks again, focused; rejecting stops analytics; hiding returns focus to the link", async () => {
    rememberElsewhere(JSON.stringify({ analytics: "accepted", version: 1 }));
    const { user } = await open();
    const settings = within(screen.getByRole("contentinfo")).getByRole("button", { name: chrome.footerCookieSettings });
    await user.click(settings);
    const region = banner()!;
    expect(region).toBeInTheDocument();
    expect(region.contains(document.activeElement)).toBe(true);
    // The earlier choice stands until another is made.
    track("before");
    await user.click(within(region).getByRole("button", { name: chrome.cookieReject }));
    track("after");
    expect(layer().map((e) => e.event)).toEqual(["page_view", "before"]);
    await user.click(screen.getByRole("button", { name: chrome.cookieHide }));
    expect(banner()).toBeNull();
    expect(settings).toHaveFocus();
  });

  it("a choice made in another tab holds in this one", async () => {
    await open();
    expect(banner()).toBeInTheDocument();
    rememberElsewhere(JSON.stringify({ analytics: "rejected", version: 1 }));
    expect(banner()).toBeNull();
    expect(analyticsConsent()).toBe("rejected");
  });
});
