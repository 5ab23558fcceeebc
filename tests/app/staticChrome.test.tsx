// @vitest-environment jsdom
/**
 * The top of the page the build writes into index.html (tools/staticChromePlugin.ts): the app's own
 * PageTop as a first visit shows it, and the head script that hides its cookie banner from anyone
 * whose choice is stored, read with the app's own reading of it, and keeps a choice clicked on that
 * banner before the app has started, for the app's banner to make. Under it, the static pages'
 * words (/timeout and /retrieve as the app draws them for a visitor with nothing kept), the head
 * script choosing the opened one for such a visitor only.
 */
import { readFileSync } from "node:fs";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { COOKIE_CHOICE_ATTRIBUTE, staticPageScript, STATIC_CHROME_CLASS } from "../../tools/staticChromePlugin.ts";
import { CONSENT_STORAGE_KEY, STATIC_BANNER_CHOICE } from "../../src/app/consentRecord.ts";
import { staticChromeMarkup } from "../../src/app/chrome/staticChrome.tsx";
import { PageTop } from "../../src/app/chrome/PageTop.tsx";
import { STATIC_PAGE_ATTRIBUTE, STATIC_PAGE_IDS, staticPagePaths } from "../../src/app/chrome/staticPageChoice.ts";
import { staticPageClass, staticPagesMarkup } from "../../src/app/chrome/staticPages.tsx";
import { createQuoteStore, STORAGE_KEY } from "../../src/store/quoteStore.ts";
import { appRoutes } from "../../src/app/catalogue.ts";
import { clock, journeys } from "../engine/support/realJourneys.ts";
import { renderApp } from "./support/renderApp.tsx";

const run = () => new Function(staticPageScript(staticPagePaths()))();
const marked = () => document.documentElement.hasAttribute(COOKIE_CHOICE_ATTRIBUTE);

/** The page as the HTML has it before any of the app's scripts: the static top in the root. */
function staticPage() {
  const root = document.createElement("div");
  root.id = "root";
  root.innerHTML = `<div class="${STATIC_CHROME_CLASS}">${staticChromeMarkup()}</div>`;
  document.body.append(root);
  return root;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute(COOKIE_CHOICE_ATTRIBUTE);
  document.documentElement.removeAttribute(STATIC_PAGE_ATTRIBUTE);
  window.history.replaceState(null, "", "/");
  sessionStorage.clear();
  document.getElementById("root")?.remove();
  delete (window as unknown as Record<string, unknown>)[STATIC_BANNER_CHOICE];
  localStorage.clear();
});

describe("the head script", () => {
  it.each([
    ["accepted", JSON.stringify({ analytics: "accepted", version: 1 }), true],
    ["rejected", JSON.stringify({ analytics: "rejected", version: 1 }), true],
    ["nothing stored", null, false],
    ["a choice of an older version (asked again)", JSON.stringify({ analytics: "accepted", version: 0 }), false],
    ["something else", JSON.stringify({ analytics: "maybe", version: 1 }), false],
    ["not JSON", "{", false],
  ])("with %s, marks the document %s", (_case, stored, expected) => {
    if (stored !== null) localStorage.setItem(CONSENT_STORAGE_KEY, stored);
    run();
    expect(marked()).toBe(expected);
  });

  it("leaves the banner showing when storage cannot be read, as the app does", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(run).not.toThrow();
    expect(marked()).toBe(false);
  });
});

describe("the head script's static page", () => {
  const chosen = () => document.documentElement.getAttribute(STATIC_PAGE_ATTRIBUTE);
  const at = (url: string) => window.history.replaceState(null, "", url);

  it.each([
    ["/timeout", "timeout"],
    ["/retrieve", "retrieve"],
    ["/product", null],
    ["/", null],
    ["/timeout/extra", null],
  ])("at %s, for a visitor with nothing kept, is %s", (url, page) => {
    at(url);
    run();
    expect(chosen()).toBe(page);
  });

  it("is none when the address has a query: a link's token opens its quote", () => {
    at("/retrieve?token=abc");
    run();
    expect(chosen()).toBeNull();
  });

  it("is none when this tab keeps a quote: what the page shows then is the app's to say", () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ state: { session: { retrieveLink: { token: "abc" } } }, version: 2 }));
    at("/retrieve");
    run();
    expect(chosen()).toBeNull();
  });

  it("is none, and the cookie choice still read, when session storage cannot be read", () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: "accepted", version: 1 }));
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    at("/timeout");
    expect(run).not.toThrow();
    expect(chosen()).toBeNull();
    expect(marked()).toBe(true);
  });

  it("is shown by the stylesheet, for every static page", () => {
    const css = readFileSync("src/app/app.css", "utf8");
    for (const id of STATIC_PAGE_IDS) expect(css).toContain(`[${STATIC_PAGE_ATTRIBUTE}="${id}"] .app-static-page--${id}`);
  });
});

describe("a choice clicked on the static banner before the app has started", () => {
  // The head script's listener stays on the document for the page's life: once here for the file.
  run();
  // The app's consent state lives as long as the page: a fresh page (as another tab's clearing the
  // record tells it) for each test.
  afterEach(() => {
    localStorage.clear();
    act(() => void window.dispatchEvent(new StorageEvent("storage", { key: CONSENT_STORAGE_KEY })));
  });

  it.each([
    ["Accept analytics cookies", "accepted"],
    ["Reject analytics cookies", "rejected"],
  ])("%s is kept, and the app's banner makes it as it takes over: it says so", (button, choice) => {
    const root = staticPage();
    act(() => screen.getByRole("button", { name: button }).click());
    expect((window as unknown as Record<string, unknown>)[STATIC_BANNER_CHOICE]).toBe(choice);
    root.remove();

    render(
      <MemoryRouter>
        <PageTop />
      </MemoryRouter>,
    );
    expect(screen.getByRole("button", { name: "Hide cookie message" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: button })).toBeNull();
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({ analytics: choice, version: 1 });
    expect((window as unknown as Record<string, unknown>)[STATIC_BANNER_CHOICE]).toBeUndefined();
  });

  it("is not made up: with no click, the app's banner asks", () => {
    staticPage().remove();
    render(
      <MemoryRouter>
        <PageTop />
      </MemoryRouter>,
    );
    expect(screen.getByRole("button", { name: "Accept analytics cookies" })).toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it("a click on the app's own banner is the app's to handle: nothing is kept for later", () => {
    render(
      <MemoryRouter>
        <PageTop />
      </MemoryRouter>,
    );
    act(() => screen.getByRole("button", { name: "Accept analytics cookies" }).click());
    expect((window as unknown as Record<string, unknown>)[STATIC_BANNER_CHOICE]).toBeUndefined();
  });
});

describe("the static top", () => {
  it("is the app's PageTop as a first visit shows it: the banner asking, the skip link, the header", () => {
    const markup = staticChromeMarkup();
    const { container } = render(
      <MemoryRouter>
        <PageTop />
      </MemoryRouter>,
    );
    // Compared as the browser reads them: the same elements, attributes and text (the server's
    // markup may write an element's attributes in another order).
    const parsed = document.createElement("template");
    parsed.innerHTML = markup;
    expect(parsed.content.childNodes.length).toBe(container.childNodes.length);
    expect([...parsed.content.childNodes].map((node, at) => node.isEqualNode(container.childNodes[at]))).toEqual([true, true, true]);
    expect(markup).toContain("Accept analytics cookies");
    expect(markup).toContain('class="govuk-skip-link"');
    expect(markup).toContain("<header");
  });
});

describe("the static pages", () => {
  beforeAll(() => {
    vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  });

  it.each(STATIC_PAGE_IDS)("%s is the app's page as a visitor with nothing kept sees it, in the app's main", async (id) => {
    const parsed = document.createElement("template");
    parsed.innerHTML = staticPagesMarkup();
    const staticMain = parsed.content.querySelector("main")!;
    const staticPage = staticMain.querySelector(`[class="${staticPageClass(id)}"]`)!;

    renderApp({ journeys, clock, store: createQuoteStore(), url: appRoutes[id].path });
    await screen.findByRole("heading", { level: 1 });
    const appMain = document.querySelector("main")!;
    // The same main, and in it the same elements, attributes and text.
    expect(appMain.cloneNode(false).isEqualNode(staticMain.cloneNode(false))).toBe(true);
    expect(staticPage.childNodes.length).toBe(appMain.childNodes.length);
    expect([...staticPage.childNodes].every((node, at) => node.isEqualNode(appMain.childNodes[at]))).toBe(true);
  });

  it("has a box for each static page, hidden until chosen, and each page's words", () => {
    const markup = staticPagesMarkup();
    for (const id of STATIC_PAGE_IDS) expect(markup).toContain(`class="${staticPageClass(id)}"`);
    expect(markup).toContain("Your quote has timed out for security");
    expect(markup).toContain('id="retrieve-needs-link"');
  });
});
