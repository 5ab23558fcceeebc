// @vitest-environment jsdom
/**
 * The top of the page the build writes into index.html (tools/staticChromePlugin.ts): the app's own
 * PageTop as a first visit shows it, and the head script that hides its cookie banner from anyone
 * whose choice is stored, read with the app's own reading of it.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { COOKIE_CHOICE_ATTRIBUTE, cookieChoiceScript } from "../../tools/staticChromePlugin.ts";
import { CONSENT_STORAGE_KEY } from "../../src/app/consentRecord.ts";
import { staticChromeMarkup } from "../../src/app/chrome/staticChrome.tsx";
import { PageTop } from "../../src/app/chrome/PageTop.tsx";

const run = () => new Function(cookieChoiceScript())();
const marked = () => document.documentElement.hasAttribute(COOKIE_CHOICE_ATTRIBUTE);

afterEach(() => {
  document.documentElement.removeAttribute(COOKIE_CHOICE_ATTRIBUTE);
  localStorage.clear();
  vi.restoreAllMocks();
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
